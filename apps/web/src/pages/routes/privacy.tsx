import {
  Anchor,
  Badge,
  Box,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

const PRIVACY_EMAIL = 'datenschutz@tifo.ch';

interface RetentionTable {
  caption: string;
  category: string;
  period: string;
  rows: { category: string; period: string }[];
}

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
  table?: RetentionTable;
}

/** /datenschutz: privacy policy with the retention periods as a table; text in the `legal` namespace. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.privacy');
  useDocumentTitle(title);

  const values = {
    name: PLATFORM_NAME,
    operator: t('operator.name'),
    address: t('operator.address'),
    email: PRIVACY_EMAIL,
  };
  const sections = t('privacy.sections', { ...values, returnObjects: true }) as unknown as LegalSection[];

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
              {t('privacy.validity')}
            </Text>
            <Text size="lg" c="dimmed">
              {t('privacy.intro', values)}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Card withBorder radius="lg" padding="lg" component="nav" aria-labelledby="privacy-contents">
            <Title id="privacy-contents" order={2} fz="md" mb="xs">
              {t('contents')}
            </Title>
            <List type="ordered" spacing={4} size="sm">
              {sections.map((section, index) => (
                <List.Item key={section.title}>
                  <Anchor href={`#privacy-${index + 1}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
              <List.Item>
                <Anchor href="#privacy-contact" size="sm">
                  {t('privacy.contactTitle')}
                </Anchor>
              </List.Item>
            </List>
          </Card>

          {sections.map((section, index) => (
            <Box
              component="section"
              key={section.title}
              id={`privacy-${index + 1}`}
              aria-labelledby={`privacy-${index + 1}-title`}
              style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}
            >
              <Title id={`privacy-${index + 1}-title`} order={2} fz={{ base: 22, md: 26 }} mb="sm">
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
                {section.table && (
                  <Table.ScrollContainer minWidth={320}>
                    <Table striped withTableBorder verticalSpacing="sm" captionSide="top">
                      <Table.Caption ta="left">{section.table.caption}</Table.Caption>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">{section.table.category}</Table.Th>
                          <Table.Th scope="col">{section.table.period}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {section.table.rows.map((row) => (
                          <Table.Tr key={row.category}>
                            <Table.Th scope="row" fw={600}>
                              {row.category}
                            </Table.Th>
                            <Table.Td>{row.period}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                {section.after?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}

          <Card
            component="section"
            id="privacy-contact"
            aria-labelledby="privacy-contact-title"
            radius="lg"
            padding="xl"
            className="section-tinted"
            style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}
          >
            <Title id="privacy-contact-title" order={2} fz={{ base: 22, md: 26 }} mb="xs">
              {t('privacy.contactTitle')}
            </Title>
            <Text mb="md">{t('privacy.contactText')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Stack gap={2}>
                <Text fw={700}>{t('privacy.emailLabel')}</Text>
                <Anchor href={`mailto:${PRIVACY_EMAIL}`} fw={600}>
                  {PRIVACY_EMAIL}
                </Anchor>
              </Stack>
              <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
                <Text fw={700}>{t('privacy.postalLabel')}</Text>
                <Text>{values.operator}</Text>
                <Text>{t('privacy.postalAttention')}</Text>
                <Text>{values.address}</Text>
              </Stack>
            </SimpleGrid>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
