import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

/** /spendenbescheinigung: what the donation certificate is, when it comes, taxes and an example. */
export default function DonationCertificatePage() {
  const { t } = useTranslation('certificate');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.donationCertificate');
  useDocumentTitle(title);

  const values = { name: PLATFORM_NAME };
  const when = t('when.items', { returnObjects: true }) as unknown as string[];
  const tax = t('tax.paragraphs', { returnObjects: true }) as unknown as string[];
  const fields = t('example.fields', { returnObjects: true }) as unknown as {
    label: string;
    value: string;
  }[];

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title} intro={t('intro', values)} wide />

      <Container size="lg" py={{ base: 32, md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap={40}>
            <PageSection id="certificate-what" title={t('what.title')}>
              <Text>{t('what.text')}</Text>
            </PageSection>

            <PageSection id="certificate-when" title={t('when.title')}>
              <List spacing="xs" withPadding>
                {when.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </PageSection>

            <PageSection id="certificate-annual" title={t('annual.title')}>
              <Text mb="sm">{t('annual.text')}</Text>
              <Anchor component={Link} to={ROUTES.userProfile} fw={600}>
                {t('annual.link')} →
              </Anchor>
            </PageSection>

            <PageSection id="certificate-tax" title={t('tax.title')}>
              <Stack gap="sm">
                {tax.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                <Alert color="amber" variant="light" radius="md">
                  <Text size="sm">{t('tax.note')}</Text>
                </Alert>
              </Stack>
            </PageSection>
          </Stack>

          <PageSection id="certificate-example" title={t('example.title')}>
            <Text c="dimmed" mb="md">
              {t('example.text', values)}
            </Text>
            <Card
              withBorder
              shadow="md"
              radius="md"
              padding="xl"
              style={{ borderTop: '6px solid var(--tifo-red)' }}
            >
              <Group justify="space-between" mb="md" wrap="nowrap">
                <Text fw={900} fz="xl">
                  {t('example.heading')}
                </Text>
                <LogoMark size={36} />
              </Group>
              <Divider mb="md" />
              <Stack gap="sm" component="dl" m={0}>
                {fields.map((field) => (
                  <SimpleGrid key={field.label} cols={{ base: 1, xs: 2 }} spacing={4}>
                    <Text component="dt" size="sm" c="dimmed" fw={600}>
                      {field.label}
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      {field.value}
                    </Text>
                  </SimpleGrid>
                ))}
              </Stack>
              <Divider my="md" />
              <Text size="xs" c="dimmed">
                {t('example.footer', values)}
              </Text>
            </Card>

            <Card radius="lg" padding="xl" className="section-tinted" mt={40}>
              <Stack gap="sm" align="flex-start">
                <Title order={2} fz={{ base: 20, md: 22 }}>
                  {t('faq.title')}
                </Title>
                <Text>{t('faq.text')}</Text>
                <Button component={Link} to={ROUTES.faqSponsors} variant="light">
                  {t('faq.link')}
                </Button>
              </Stack>
            </Card>
          </PageSection>
        </SimpleGrid>
      </Container>
    </>
  );
}
