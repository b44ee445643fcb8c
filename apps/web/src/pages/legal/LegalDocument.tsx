import { Anchor, Box, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_FEE_CAP_RAPPEN, PLATFORM_FEE_PERCENT } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsTable } from '../../components/FactsTable';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/hooks';
import { PLATFORM_NAME } from '../../theme';

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

/**
 * What the legal texts and the press page fill in: `{name}` of the platform, the `{operator}` company and its
 * `{address}`, and the fee (`{percent}`, its `{cap}` in francs).
 */
export function useLegalValues() {
  const { t } = useTranslation('legal');
  return {
    name: PLATFORM_NAME,
    operator: t('operator.name'),
    address: t('operator.address'),
    percent: PLATFORM_FEE_PERCENT,
    cap: PLATFORM_FEE_CAP_RAPPEN / 100,
  };
}

const SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--header-height) + 16px)' };

/**
 * A numbered legal text from the `legal` namespace (`<doc>.validity`, `<doc>.intro`, `<doc>.sections`) with
 * a table of contents; `closing` is shown after the sections and may be linked from the contents.
 */
export function LegalDocument({
  doc,
  title,
  values,
  closing,
  closingLink,
}: {
  doc: 'terms' | 'privacy';
  title: string;
  values: Record<string, string | number>;
  closing: ReactNode;
  closingLink?: { id: string; label: string };
}) {
  const { t } = useTranslation('legal');
  useDocumentTitle(title);
  const sections = t(`${doc}.sections`, { ...values, returnObjects: true }) as unknown as LegalSection[];

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title} intro={t(`${doc}.intro`, values)}>
        <Text fw={600} c="pitch.8">
          {t(`${doc}.validity`)}
        </Text>
      </PageHeader>

      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Card withBorder radius="lg" padding="lg" component="nav" aria-labelledby={`${doc}-contents`}>
            <Title id={`${doc}-contents`} order={2} fz="md" mb="xs">
              {t('contents')}
            </Title>
            <List type="ordered" spacing={4} size="sm">
              {sections.map((section, index) => (
                <List.Item key={section.title}>
                  <Anchor href={`#${doc}-${index + 1}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
              {closingLink && (
                <List.Item>
                  <Anchor href={`#${closingLink.id}`} size="sm">
                    {closingLink.label}
                  </Anchor>
                </List.Item>
              )}
            </List>
          </Card>

          {sections.map((section, index) => (
            <Box
              component="section"
              key={section.title}
              id={`${doc}-${index + 1}`}
              aria-labelledby={`${doc}-${index + 1}-title`}
              style={SCROLL_MARGIN}
            >
              <Title id={`${doc}-${index + 1}-title`} order={2} fz={{ base: 22, md: 26 }} mb="sm">
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
                {section.table && <RetentionTableView table={section.table} />}
                {section.after?.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}

          {closing}
        </Stack>
      </Container>
    </>
  );
}

/** The retention periods by data category (FactsTable: a table, on a phone a list). */
function RetentionTableView({ table }: { table: RetentionTable }) {
  return (
    <FactsTable
      caption={table.caption}
      headers={[table.category, table.period]}
      rows={table.rows.map((row) => ({ label: row.category, value: row.period }))}
    />
  );
}

export { SCROLL_MARGIN };
