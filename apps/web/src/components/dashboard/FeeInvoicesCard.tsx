import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FeeInvoice } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import { dashboardKeys, fetchFeeInvoicePdf, fetchFeeInvoices } from '../../lib/dashboardApi';
import { chfOf } from '../../lib/paymentsApi';
import { ListTable } from '../ListTable';
import { formatDate } from '../org/format';
import { QueryState } from './QueryState';

/** "November 2026" in the page's language. */
function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 15)),
  );
}

/**
 * The platform's monthly fee invoices (issue 47), beside the payouts: month, number, the fees withheld and the
 * PDF. Issued on the first morning of each month for the month before.
 */
export function FeeInvoicesCard({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const [working, setWorking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const invoices = useQuery({
    queryKey: dashboardKeys.feeInvoices(clubId),
    queryFn: ({ signal }) => fetchFeeInvoices(clubId, signal),
  });
  const open = async (invoice: FeeInvoice) => {
    setWorking(invoice.id);
    try {
      saveBlob(await fetchFeeInvoicePdf(clubId, invoice.id), `${invoice.number}.pdf`);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('feeInvoices.pdfError'));
    } finally {
      setWorking(null);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="fee-invoices">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('feeInvoices.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('feeInvoices.intro')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <QueryState query={invoices} height={80}>
          {({ content }) =>
            content.length === 0 ? (
              <Text size="sm">{t('feeInvoices.empty')}</Text>
            ) : (
              <ListTable
                minWidth={300}
                verticalSpacing="sm"
                columns={[
                  { label: t('feeInvoices.columns.month') },
                  { label: t('feeInvoices.columns.number'), wideOnly: true },
                  { label: t('feeInvoices.columns.fees'), numeric: true },
                  { label: t('feeInvoices.columns.pdf') },
                ]}
              >
                {content.map((invoice) => {
                  const month = monthLabel(invoice.month, i18n.language);
                  return (
                    <Table.Tr key={invoice.id} data-testid="fee-invoice">
                      <Table.Td>
                        {month}
                        <Text size="xs" c="dimmed">
                          {t('feeInvoices.issued', { date: formatDate(invoice.issuedAt) })}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{invoice.number}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {chfOf(invoice.fees)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={working === invoice.id}
                          onClick={() => void open(invoice)}
                          aria-label={t('feeInvoices.pdfLabel', { number: invoice.number, month })}
                        >
                          {t('feeInvoices.pdf')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </ListTable>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
