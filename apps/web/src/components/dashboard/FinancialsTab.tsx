import { Alert, Badge, Box, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD, type Payout, type PayoutStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { dashboardKeys, exportDonations, fetchPayouts, statementLink } from '../../lib/dashboardApi';
import { swissIsoDay } from '../../lib/intl';
import { chfOf } from '../../lib/paymentsApi';
import { DayRangeExport, exportTexts } from '../DayRangeExport';
import { ListTable } from '../ListTable';
import { formatDate } from '../org/format';
import { Pager } from '../Pager';
import { FeeInvoicesCard } from './FeeInvoicesCard';
import { QueryState } from './QueryState';

const STATUS_COLORS: Record<PayoutStatus, string> = { pending: 'amber', paid: 'pitch', failed: 'red' };

/** The last day a payout covers: the day before its cut-off (midnight). */
const lastDay = (periodTo: string) => formatDate(new Date(new Date(periodTo).getTime() - 1).toISOString());

/**
 * The financials tab (PRODUCT.md §dashboard; admin and finance): the payouts as a paged table (5, 10 or 25 per page; 10
 * by default) with date, period, amount, status and the PDF statement, and the donations of any date range as
 * a CSV file for Excel.
 */
export function FinancialsTab({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const [pageId, setPageId] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DASHBOARD.payoutsPageSize);
  const payouts = useQuery({
    queryKey: dashboardKeys.payouts(clubId, pageId, pageSize),
    queryFn: ({ signal }) => fetchPayouts(clubId, pageId, pageSize, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" data-testid="financials-tab">
      <Stack gap={4}>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('financials.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('financials.intro')}
        </Text>
      </Stack>
      <QueryState query={payouts}>
        {(page) =>
          page.totalElements === 0 ? (
            <Card withBorder radius="lg" padding="xl" data-testid="financials-empty">
              <Text c="dimmed">{t('financials.empty', { amount: chfOf(10) })}</Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <PayoutTable rows={page.content} />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Select
                  label={t('financials.pageSize')}
                  data={DASHBOARD.payoutsPageSizes.map((size) => String(size))}
                  value={String(pageSize)}
                  onChange={(value) => {
                    if (!value) return;
                    setPageSize(Number(value));
                    setPageId(0);
                  }}
                  allowDeselect={false}
                  w={110}
                />
                <Pager
                  page={pageId}
                  totalPages={page.totalPages}
                  onPage={setPageId}
                  label={t('financials.pagination')}
                />
              </Group>
            </Stack>
          )
        }
      </QueryState>
      <FeeInvoicesCard clubId={clubId} />
      <ExportCard clubId={clubId} />
    </Stack>
  );
}

/** A payout's status, and why it failed. */
function PayoutState({ payout }: { payout: Payout }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Badge
        color={STATUS_COLORS[payout.status]}
        variant="light"
        radius="sm"
        tt="none"
        maw="none"
        data-testid="payout-status"
      >
        {t(`financials.status.${payout.status}`)}
      </Badge>
      {payout.failureReason && (
        <Text size="xs" c="dimmed">
          {t('financials.failedReason', { reason: payout.failureReason })}
        </Text>
      )}
    </>
  );
}

function PayoutTable({ rows }: { rows: Payout[] }) {
  const { t } = useTranslation('dashboard');
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (payout: Payout) => {
    // The tab opens first (a click's window), the signed link follows: pop-up blockers let it through.
    const view = window.open('', '_blank');
    try {
      const url = await statementLink(payout.fileName);
      if (view) view.location.href = url;
      else window.location.assign(url);
      setFailure(null);
    } catch (error) {
      view?.close();
      setFailure(error instanceof ApiError ? error.message : t('financials.pdfError'));
    }
  };
  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <ListTable
        minWidth={300}
        verticalSpacing="sm"
        data-testid="payouts-table"
        columns={[
          { label: t('financials.columns.date') },
          { label: t('financials.columns.period'), wideOnly: true },
          { label: t('financials.columns.amount'), numeric: true },
          { label: t('financials.columns.status'), wideOnly: true },
          { label: t('financials.columns.receipt') },
        ]}
      >
        {rows.map((payout) => {
          const date = formatDate(payout.date);
          return (
            <Table.Tr key={payout.id} data-testid="payout-row">
              <Table.Td>{date}</Table.Td>
              <Table.Td visibleFrom="sm">
                {payout.periodFrom
                  ? t('financials.periodFrom', {
                      from: formatDate(payout.periodFrom),
                      to: lastDay(payout.periodTo),
                    })
                  : t('financials.periodStart', { to: lastDay(payout.periodTo) })}
              </Table.Td>
              <Table.Td ta="right">
                <Text fw={700} inherit style={{ whiteSpace: 'nowrap' }}>
                  {chfOf(payout.amount)}
                </Text>
                {/* On a phone the status goes under the amount: a column of its own left no room to read it. */}
                <Box hiddenFrom="sm" mt={4}>
                  <PayoutState payout={payout} />
                </Box>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <PayoutState payout={payout} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => open(payout)}
                  aria-label={t('financials.pdfLabel', { date })}
                >
                  <Box component="span" visibleFrom="sm">
                    {t('financials.pdf')}
                  </Box>
                  <Box component="span" hiddenFrom="sm">
                    {t('financials.pdfShort')}
                  </Box>
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
    </Stack>
  );
}

function ExportCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  // From the first of January of this year.
  return (
    <DayRangeExport
      texts={exportTexts(t, 'financials.export')}
      initialFrom={swissIsoDay(new Date(new Date().getFullYear(), 0, 1, 12))}
      onExport={(from, to) => exportDonations(clubId, from, to)}
      testId="export-donations"
    />
  );
}
