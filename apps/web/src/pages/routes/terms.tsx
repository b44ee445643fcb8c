import { Anchor, Badge, Box, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_FEE_CAP_RAPPEN, PLATFORM_FEE_PERCENT } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** /agb: general terms and conditions; the text lives in the `legal` namespace. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.terms');
  useDocumentTitle(title);

  const values = {
    name: PLATFORM_NAME,
    operator: t('operator.name'),
    address: t('operator.address'),
    percent: PLATFORM_FEE_PERCENT,
    cap: PLATFORM_FEE_CAP_RAPPEN / 100,
  };
  const sections = t('terms.sections', { ...values, returnObjects: true }) as unknown as LegalSection[];

  return (
    <>
      <Box component="header" className="section-tinted" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Stack gap="sm">
            <Badge color="tifo" variant="light" size="lg" radius="sm" w="fit-content">
              {t('eyebrow')}
            </Badge>
            <Title order={1} fz={{ base: 30, md: 42 }}>
              {title}
            </Title>
            <Text fw={600} c="pitch.8">
              {t('terms.validity')}
            </Text>
            <Text size="lg" c="dimmed">
              {t('terms.intro', values)}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Card withBorder radius="lg" padding="lg" component="nav" aria-labelledby="terms-contents">
            <Title id="terms-contents" order={2} fz="md" mb="xs">
              {t('contents')}
            </Title>
            <List type="ordered" spacing={4} size="sm">
              {sections.map((section, index) => (
                <List.Item key={section.title}>
                  <Anchor href={`#terms-${index + 1}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>

          {sections.map((section, index) => (
            <Box
              component="section"
              key={section.title}
              id={`terms-${index + 1}`}
              aria-labelledby={`terms-${index + 1}-title`}
              style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}
            >
              <Title id={`terms-${index + 1}-title`} order={2} fz={{ base: 22, md: 26 }} mb="sm">
                {index + 1}. {section.title}
              </Title>
              <Stack gap="sm">
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items && (
                  <List spacing="xs" withPadding>
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
                {section.after?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}

          <Card radius="lg" padding="lg" className="section-tinted">
            <Text fw={700}>{t('operatorLabel')}</Text>
            <Text>{values.operator}</Text>
            <Text>{values.address}</Text>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
