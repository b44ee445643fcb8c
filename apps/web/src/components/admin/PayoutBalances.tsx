import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ClubBalance, PAYOUT_RULES, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setPayoutHold } from '../../lib/dashboardApi';
import { chfOf } from '../../lib/paymentsApi';
import { ListTable } from '../ListTable';
import { useOperatorError } from './operatorError';
import { PhoneCard, PhoneCards } from './PhoneCards';
import { ReasonModal } from './ReasonModal';

/**
 * Every club's balance on the operator's payouts tab: what it is owed, what is on its way, what keeps the next run
 * from paying it, and holding its payouts during a dispute. A phone gets one card per club instead of a table
 * wider than the screen.
 */
export function PayoutBalances({ rows, onChange }: { rows: ClubBalance[]; onChange: () => void }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A hold asks for its reason first (the club is told it); a release goes at once.
  const [holding, setHolding] = useState<ClubBalance | null>(null);
  const explain = useOperatorError();
  const release = async (row: ClubBalance) => {
    setBusy(row.clubId);
    try {
      await setPayoutHold(row.clubId, false, undefined);
      setError(null);
    } catch (caught) {
      setError(explain(caught));
    } finally {
      setBusy(null);
    }
    onChange();
  };
  const toggle = (row: ClubBalance) => (row.held ? release(row) : setHolding(row));
  const hold = async (reason: string) => {
    if (!holding) return;
    await setPayoutHold(holding.clubId, true, reason);
    setError(null);
    onChange();
  };
  const next = (row: ClubBalance) => (
    <Badge
      color={row.blockedBy ? (row.held ? 'red' : 'gray') : 'pitch'}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {row.blockedBy ? t(`payouts.blocked.${row.blockedBy}`) : t('payouts.willBePaid')}
    </Badge>
  );
  // A changed bank account is confirmed in the club's review, where the full IBAN is shown.
  const checkLink = (row: ClubBalance) =>
    row.blockedBy === 'bankUnconfirmed' && (
      <Anchor
        component={Link}
        to={`${ROUTES.admin}?tab=payouts&club=${row.clubId}`}
        size="sm"
        aria-label={`${t('payouts.checkBank')}: ${row.clubName}`}
      >
        {t('payouts.checkBank')}
      </Anchor>
    );
  const holdButton = (row: ClubBalance) => {
    const label = row.held ? t('payouts.release') : t('payouts.hold');
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => toggle(row)}
        loading={busy === row.clubId}
        aria-label={`${label}: ${row.clubName}`}
      >
        {label}
      </Button>
    );
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <ReasonModal
        opened={holding !== null}
        title={t('payouts.holdDialog.title', { name: holding?.clubName ?? '' })}
        text={t('payouts.holdDialog.text')}
        label={t('payouts.holdDialog.label')}
        confirm={t('payouts.holdDialog.confirm')}
        onConfirm={hold}
        onClose={() => setHolding(null)}
        maxLength={PAYOUT_RULES.holdReasonMax}
      />
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('payouts.balances')}
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('payouts.noBalances')}
          </Text>
        ) : (
          <>
            <PhoneCards label={t('payouts.balances')}>
              {rows.map((row) => (
                <PhoneCard key={row.clubId} testId="club-balance-item">
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600}>{row.clubName}</Text>
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        <VisuallyHidden>{t('payouts.columns.balance')}: </VisuallyHidden>
                        {chfOf(row.balance)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('payouts.columns.inTransit')}: {chfOf(row.inTransit)}
                    </Text>
                    <Group justify="space-between" gap="xs">
                      {next(row)}
                      <Group gap="xs">
                        {checkLink(row)}
                        {holdButton(row)}
                      </Group>
                    </Group>
                  </Stack>
                </PhoneCard>
              ))}
            </PhoneCards>
            <ListTable
              minWidth={600}
              wideOnly
              verticalSpacing="xs"
              data-testid="club-balances"
              columns={[
                { label: t('payouts.columns.club') },
                { label: t('payouts.columns.balance'), numeric: true },
                { label: t('payouts.columns.inTransit'), numeric: true },
                { label: t('payouts.columns.next') },
                { label: t('payouts.columns.actions') },
              ]}
            >
              {rows.map((row) => (
                <Table.Tr key={row.clubId}>
                  <Table.Td>{row.clubName}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {chfOf(row.balance)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {chfOf(row.inTransit)}
                  </Table.Td>
                  <Table.Td>{next(row)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {checkLink(row)}
                      {holdButton(row)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </>
        )}
      </Stack>
    </Card>
  );
}
