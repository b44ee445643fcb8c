import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout, PayoutRun } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/clubApi';
import {
  dashboardKeys,
  exportFeeInvoices,
  fetchAdminPayouts,
  markPayoutFailed,
  markPayoutPaid,
  painFile,
  runPayoutsNow,
} from '../../lib/dashboardApi';
import { swissIsoDay } from '../../lib/intl';
import { chfOf } from '../../lib/paymentsApi';
import { WRAPPING_BUTTON } from '../../theme';
import { DayRangeExport, exportTexts } from '../DayRangeExport';
import { QueryState } from '../dashboard/QueryState';
import { ListTable } from '../ListTable';
import { formatDate } from '../org/format';
import { useOperatorError } from './operatorError';
import { PayoutBalances } from './PayoutBalances';
import { PhoneCard, PhoneCards } from './PhoneCards';
import { ReasonModal } from './ReasonModal';

const STATUS_COLORS = { pending: 'amber', paid: 'pitch', failed: 'red' } as const;
const STATUSES = ['pending', 'failed', 'paid'] as const;
const isOpen = (payout: AdminPayout) => payout.status === 'pending';

/** The month before this one (Swiss time), YYYY-MM: the latest month with fee invoices. */
function previousMonth(): string {
  const first = new Date(`${swissIsoDay(new Date()).slice(0, 7)}-01T12:00:00Z`);
  first.setUTCDate(0);
  return first.toISOString().slice(0, 7);
}

/**
 * The operator's payouts (issue 15): the runs with their clubs and amounts, the pain.001 file of a run's pending
 * payouts for the bank, marking a payout paid or failed (with the reason the club is told), and every club's
 * balance with what keeps the next run from paying it; holding a club's payouts during a dispute.
 */
export function Payouts() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: dashboardKeys.adminPayouts,
    queryFn: ({ signal }) => fetchAdminPayouts(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.adminPayouts });
  const run = useMutation({ mutationFn: runPayoutsNow, onSuccess: refresh });
  const explain = useOperatorError();
  return (
    <Stack gap="lg" data-testid="admin-payouts">
      <QueryState query={overview}>
        {(data) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('payouts.schedule', {
                  schedule: t(`payouts.schedules.${data.schedule}`),
                  date: formatDate(`${data.nextRunDate}T12:00:00Z`),
                  minimum: chfOf(data.minimumAmount),
                })}
              </Text>
              <Button onClick={() => run.mutate()} loading={run.isPending} data-testid="run-payouts">
                {t('payouts.runNow')}
              </Button>
            </Group>
            {run.data && (
              <Alert color="pitch" variant="light" role="status">
                {t('payouts.ran', { count: run.data.payouts })}
              </Alert>
            )}
            {run.error && (
              <Alert color="red" variant="light" role="alert">
                {explain(run.error)}
              </Alert>
            )}
            {data.runs.length === 0 ? (
              <Card withBorder radius="lg" padding="xl">
                <Text c="dimmed">{t('payouts.noRuns')}</Text>
              </Card>
            ) : (
              data.runs.map((entry) => <Run key={entry.id} run={entry} onChange={refresh} />)
            )}
            <PayoutBalances rows={data.balances} onChange={refresh} />
            <DayRangeExport
              month
              texts={exportTexts(t, 'payouts.feeInvoices')}
              initialFrom={previousMonth()}
              onExport={(month) => exportFeeInvoices(month)}
              errorText={explain}
              testId="export-fee-invoices"
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Run({ run, onChange }: { run: PayoutRun; onChange: () => void }) {
  const { t } = useTranslation('admin');
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const [marking, setMarking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = run.payouts.some(isOpen);
  // A run whose payouts are all settled is history: its rows stay one click away, so that the runs still to be paid
  // (and on a phone, the page) are not buried under every earlier run. A run open when the tab was opened stays open.
  const [expanded, setExpanded] = useState(pending);
  const rowsId = useId();
  const explain = useOperatorError();
  /** Runs an operator call; its error (or none) is shown above the run's payouts. */
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setError(null);
    } catch (caught) {
      setError(explain(caught));
    }
  };
  const download = () =>
    attempt(async () => {
      const xml = await painFile(run.id);
      saveBlob(new Blob([xml], { type: 'application/xml' }), run.fileName);
    });
  const paid = async (payout: AdminPayout) => {
    setMarking(payout.id);
    await attempt(() => markPayoutPaid(payout.id));
    setMarking(null);
    onChange();
  };
  const counts = STATUSES.map((status) => ({
    status,
    count: run.payouts.filter((payout) => payout.status === status).length,
  })).filter(({ count }) => count > 0);
  const status = (payout: AdminPayout) => (
    <Badge
      color={STATUS_COLORS[payout.status]}
      variant="light"
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`payouts.status.${payout.status}`)}
    </Badge>
  );
  /** The buttons that settle an open payout (none for a settled one), laid out by the caller's Group. */
  const actions = (payout: AdminPayout) =>
    isOpen(payout) && (
      <>
        <Button
          size="compact-sm"
          color="pitch.8"
          onClick={() => paid(payout)}
          loading={marking === payout.id}
          disabled={marking !== null && marking !== payout.id}
        >
          {t('payouts.markPaid')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => setFailing(payout)}
          disabled={marking === payout.id}
        >
          {t('payouts.markFailed')}
        </Button>
      </>
    );
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="payout-run">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('payouts.run', { date: formatDate(`${run.runDate}T12:00:00Z`) })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payouts.runSummary', { count: run.payouts.length, total: chfOf(run.totalAmount) })}
            </Text>
            {counts.length > 0 && (
              <Group gap={6} data-testid="payout-run-counts">
                {counts.map(({ status: key, count }) => (
                  <Badge key={key} color={STATUS_COLORS[key]} variant="dot" tt="none" fw={500}>
                    {t(`payouts.status.${key}`)}: {count}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <Button
            variant="light"
            onClick={download}
            disabled={!pending}
            data-testid="download-pain"
            {...WRAPPING_BUTTON}
          >
            {t('payouts.download')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {run.payouts.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={rowsId}
            data-testid="payout-run-toggle"
          >
            {expanded ? t('payouts.hidePayouts') : t('payouts.showPayouts', { count: run.payouts.length })}
          </Button>
        )}
        {run.payouts.length > 0 && expanded && (
          <div id={rowsId}>
            {/* A phone gets one card per payout instead of a table wider than the screen. */}
            <PhoneCards label={t('payouts.run', { date: formatDate(`${run.runDate}T12:00:00Z`) })}>
              {run.payouts.map((payout) => (
                <PhoneCard key={payout.id} testId="admin-payout-item">
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600}>{payout.clubName}</Text>
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {chfOf(payout.amount)}
                      </Text>
                    </Group>
                    <Text ff="monospace" fz="xs" c="dimmed">
                      {payout.ibanMasked}
                    </Text>
                    {payout.failureReason && (
                      <Text size="xs" c="dimmed">
                        {payout.failureReason}
                      </Text>
                    )}
                    <Group gap="xs">
                      {status(payout)}
                      {actions(payout)}
                    </Group>
                  </Stack>
                </PhoneCard>
              ))}
            </PhoneCards>
            <ListTable
              minWidth={880}
              wideOnly
              verticalSpacing="xs"
              columns={[
                { label: t('payouts.columns.club') },
                { label: t('payouts.columns.account') },
                { label: t('payouts.columns.amount'), numeric: true },
                { label: t('payouts.columns.status') },
                { label: t('payouts.columns.actions') },
              ]}
            >
              {run.payouts.map((payout) => (
                <Table.Tr key={payout.id} data-testid="admin-payout-row">
                  <Table.Td>{payout.clubName}</Table.Td>
                  <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {payout.ibanMasked}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {chfOf(payout.amount)}
                  </Table.Td>
                  <Table.Td>
                    {status(payout)}
                    {payout.failureReason && (
                      <Text size="xs" c="dimmed">
                        {payout.failureReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {actions(payout)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </div>
        )}
      </Stack>
      <FailModal payout={failing} onClose={() => setFailing(null)} onDone={onChange} />
    </Card>
  );
}

function FailModal({
  payout,
  onClose,
  onDone,
}: {
  payout: AdminPayout | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ReasonModal
      opened={payout !== null}
      title={t('payouts.failTitle', { club: payout?.clubName ?? '' })}
      text={t('payouts.failText')}
      label={t('payouts.reason')}
      confirm={t('payouts.markFailed')}
      onConfirm={async (reason) => {
        if (!payout) return;
        await markPayoutFailed(payout.id, reason);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
