import { Accordion, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import {
  PLATFORM_FEE_CAP_RAPPEN,
  PLATFORM_FEE_PERCENT,
  platformFeeRappen,
  ROUTES,
  type RouteName,
} from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

/** Smallest donation in Rappen (PRODUCT.md §constants) and the example of the fee answers. */
const MIN_DONATION_RAPPEN = 500;
const EXAMPLE_RAPPEN = 500;

interface FaqItem {
  q: string;
  a: string[];
  link?: string;
  linkLabel?: string;
}

/** Whole francs without decimals, otherwise two decimals: 500 → '5', 450 → '4.50'. */
function francs(rappen: number): string {
  return rappen % 100 === 0 ? String(rappen / 100) : (rappen / 100).toFixed(2);
}

function isRouteName(name: string | undefined): name is RouteName {
  return name !== undefined && name in ROUTES;
}

/** The FAQ of one audience as an accordion; text in the `faq` namespace. */
export function FaqPage({ audience }: { audience: 'athletes' | 'sponsors' }) {
  const { t } = useTranslation('faq');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon(audience === 'athletes' ? 'routes.faqAthletes' : 'routes.faqSponsors');
  useDocumentTitle(title);

  const exampleFee = platformFeeRappen(EXAMPLE_RAPPEN);
  const values = {
    name: PLATFORM_NAME,
    percent: PLATFORM_FEE_PERCENT,
    cap: francs(PLATFORM_FEE_CAP_RAPPEN),
    capFrom: francs((PLATFORM_FEE_CAP_RAPPEN * 100) / PLATFORM_FEE_PERCENT),
    min: francs(MIN_DONATION_RAPPEN),
    exampleAmount: francs(EXAMPLE_RAPPEN),
    exampleFee: francs(exampleFee),
    exampleShare: francs(EXAMPLE_RAPPEN - exampleFee),
  };
  const items = t(`${audience}.items`, { ...values, returnObjects: true }) as unknown as FaqItem[];

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title} intro={t(`${audience}.intro`, values)} />

      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Accordion
            variant="separated"
            radius="md"
            chevronPosition="right"
            keepMounted
            keepMountedMode="display-none"
            data-testid="faq-accordion"
          >
            {items.map((item, index) => (
              <Accordion.Item key={item.q} value={`faq-${index + 1}`}>
                <Accordion.Control>
                  <Text fw={700} component="span">
                    {item.q}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {item.a.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                    {isRouteName(item.link) && item.linkLabel && (
                      <Anchor component={Link} to={ROUTES[item.link]} fw={600}>
                        {item.linkLabel} →
                      </Anchor>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>

          <Card radius="lg" padding="xl" className="final-cta">
            <Stack gap="sm" align="flex-start">
              <Title order={2} c="white" fz={{ base: 22, md: 26 }}>
                {t('more.title')}
              </Title>
              <Text c="gray.3">{t('more.text')}</Text>
              <Button component={Link} to={ROUTES.contact} color="amber.3" c="night.6">
                {t('more.contact')}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}

/** /faq-sponsoren: questions of fans, donors and sponsors. */
export default function FaqSponsorsPage() {
  return <FaqPage audience="sponsors" />;
}
