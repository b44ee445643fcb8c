import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPayout,
  type ClubBalance,
  OPERATOR_MESSAGES,
  operatorMessageKey,
  PAYOUT_RULES,
  type PayoutRun,
} from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import {
  dashboardKeys,
  fetchAdminPayouts,
  markPayoutFailed,
  markPayoutPaid,
  painFile,
  runPayoutsNow,
  setPayoutHold,
} from '../../lib/dashboardApi';
import { chfOf } from '../../lib/paymentsApi';
import { WRAPPING_BUTTON } from '../../theme';
import { QueryState } from '../dashboard/QueryState';
import { formatDate } from '../org/format';

const STATUS_COLORS = { pending: 'amber', paid: 'pitch', failed: 'red' } as const;
const isOpen = (payout: AdminPayout) => payout.status === 'pending';

/**
 * An operator call's error in the operator's language: the operator messages (contract OPERATOR_MESSAGES) are
 * translated by the admin namespace, with any detail the server added after them; others are already translated.
 */
function useOperatorError(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return (error) => {
    const raw = error instanceof ApiError ? error.rawMessage : undefined;
    const key = operatorMessageKey(raw);
    if (key && raw) return `${t(`errors.${key}`)}${raw.slice(OPERATOR_MESSAGES[key].length)}`;
    return error instanceof Error ? error.message : String(error);
  };
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
            <Balances rows={data.balances} onChange={refresh} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Run({ run, onChange }: { run: PayoutRun; onChange: () => void }) {
  const { t } = useTranslation('admin');
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const explain = useOperatorError();
  const download = async () => {
    try {
      const xml = await painFile(run.id);
      saveBlob(new Blob([xml], { type: 'application/xml' }), run.fileName);
      setError(null);
    } catch (caught) {
      setError(explain(caught));
    }
  };
  const paid = async (payout: AdminPayout) => {
    try {
      await markPayoutPaid(payout.id);
      setError(null);
    } catch (caught) {
      setError(explain(caught));
    }
    onChange();
  };
  const pending = run.payouts.some(isOpen);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="payout-run">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={3} fz="md">
              {t('payouts.run', { date: formatDate(`${run.runDate}T12:00:00Z`) })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payouts.runSummary', { count: run.payouts.length, total: chfOf(run.totalAmount) })}
            </Text>
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
          <Table.ScrollContainer minWidth={880}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payouts.columns.club')}</Table.Th>
                  <Table.Th>{t('payouts.columns.account')}</Table.Th>
                  <Table.Th ta="right">{t('payouts.columns.amount')}</Table.Th>
                  <Table.Th>{t('payouts.columns.status')}</Table.Th>
                  <Table.Th>{t('payouts.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
                      <Badge
                        color={STATUS_COLORS[payout.status]}
                        variant="light"
                        tt="none"
                        styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                      >
                        {t(`payouts.status.${payout.status}`)}
                      </Badge>
                      {payout.failureReason && (
                        <Text size="xs" c="dimmed">
                          {payout.failureReason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {isOpen(payout) && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="compact-sm" color="pitch" onClick={() => paid(payout)}>
                            {t('payouts.markPaid')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            onClick={() => setFailing(payout)}
                          >
                            {t('payouts.markFailed')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const explain = useOperatorError();
  const submit = async () => {
    if (!payout) return;
    setBusy(true);
    try {
      await markPayoutFailed(payout.id, reason);
      setReason('');
      setError(null);
      onClose();
      onDone();
    } catch (caught) {
      setError(explain(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={payout !== null}
      onClose={onClose}
      title={t('payouts.failTitle', { club: payout?.clubName ?? '' })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('payouts.failText')}</Text>
        <Textarea
          label={t('payouts.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={PAYOUT_RULES.reasonMax}
          error={error}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payouts.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            {t('payouts.markFailed')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Balances({ rows, onChange }: { rows: ClubBalance[]; onChange: () => void }) {
  const { t } = useTranslation('admin');
  const toggle = async (row: ClubBalance) => {
    await setPayoutHold(row.clubId, !row.held, row.held ? undefined : t('payouts.holdReason'));
    onChange();
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('payouts.balances')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('payouts.noBalances')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="xs" data-testid="club-balances">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payouts.columns.club')}</Table.Th>
                  <Table.Th ta="right">{t('payouts.columns.balance')}</Table.Th>
                  <Table.Th ta="right">{t('payouts.columns.inTransit')}</Table.Th>
                  <Table.Th>{t('payouts.columns.next')}</Table.Th>
                  <Table.Th>{t('payouts.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.clubId}>
                    <Table.Td>{row.clubName}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {chfOf(row.balance)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {chfOf(row.inTransit)}
                    </Table.Td>
                    <Table.Td>
                      {row.blockedBy ? (
                        <Badge color={row.held ? 'red' : 'gray'} variant="light" tt="none">
                          {t(`payouts.blocked.${row.blockedBy}`)}
                        </Badge>
                      ) : (
                        <Badge color="pitch" variant="light" tt="none">
                          {t('payouts.willBePaid')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="subtle" onClick={() => toggle(row)}>
                        {row.held ? t('payouts.release') : t('payouts.hold')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
