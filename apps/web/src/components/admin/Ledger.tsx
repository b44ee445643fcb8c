import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEDGER_EXPORT_MAX_DAYS, type LedgerDonation, type LedgerOverview } from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { swissIsoDay } from '../../lib/intl';
import {
  exportJournal,
  fetchLedger,
  ledgerKeys,
  rebuildProductTotals,
  refundDonation,
} from '../../lib/ledgerApi';
import { chf } from '../../lib/paymentsApi';
import { DayRangeExport, exportTexts } from '../DayRangeExport';
import { EmailAddress } from '../EmailAddress';
import { ListTable } from '../ListTable';
import { LoadFailed } from '../LoadFailed';
import { formatDateTime } from '../org/format';
import { Pager } from '../Pager';
import { useOperatorError } from './operatorError';
import { PhoneCard, PhoneCards } from './PhoneCards';
import { ReasonModal } from './ReasonModal';

/** CHF with two decimals, or a dash where the donation has no such booking (yet). */
const chfOrDash = (rappen: number | undefined) => (rappen === undefined ? '–' : chf(rappen));

const STATUS_COLOR: Record<LedgerDonation['status'], string> = {
  succeeded: 'pitch',
  pending: 'amber',
  failed: 'red',
  refunded: 'gray',
};

/**
 * The operator's ledger: what came in, the platform's fees and what is owed to the organisations (each summed
 * from the append-only ledger), whether it balances, and every donation with its own ledger rows. Amounts are
 * shown as positive francs; the ledger's signs stay on the server.
 */
export function Ledger({
  page,
  donation,
  onPage,
  onSearch,
}: {
  page: number;
  donation: string;
  onPage: (page: number) => void;
  onSearch: (donation: string) => void;
}) {
  const { t } = useTranslation('admin');
  const ledger = useQuery({
    queryKey: ledgerKeys.page(page, donation),
    queryFn: ({ signal }) => fetchLedger(page, donation, signal),
  });
  if (ledger.isPending)
    return <Skeleton h={320} radius="md" role="status" aria-label={t('ledger.loading')} />;
  if (ledger.isError) {
    return (
      <LoadFailed
        title={t('ledger.loadError')}
        message={ledger.error.message}
        onRetry={() => ledger.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const data = ledger.data;
  const totalPages = Math.ceil(data.total / data.pageSize);
  return (
    <Stack gap="lg">
      <Summary data={data} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Search initial={donation} onSearch={onSearch} />
          <Donations rows={data.donations} filtered={donation !== ''} />
          <Pager page={page} totalPages={totalPages} onPage={onPage} />
        </Stack>
      </Paper>
      <JournalExport />
    </Stack>
  );
}

/** Every ledger row of some days as CSV for the platform's bookkeeping; from the first of this month. */
function JournalExport() {
  const { t } = useTranslation('admin');
  const errorText = useOperatorError();
  return (
    <DayRangeExport
      texts={exportTexts(t, 'ledger.export', { days: LEDGER_EXPORT_MAX_DAYS })}
      initialFrom={`${swissIsoDay().slice(0, 8)}01`}
      onExport={exportJournal}
      errorText={errorText}
      testId="export-journal"
    />
  );
}

function Summary({ data }: { data: LedgerOverview }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const rebuild = useMutation({
    mutationFn: rebuildProductTotals,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
  const figures = [
    { key: 'gross', value: data.accounts.donor_gross },
    { key: 'fee', value: -data.accounts.platform_fee },
    { key: 'clubs', value: -data.accounts.club_payable },
    { key: 'inTransit', value: -data.accounts.payout_in_transit },
    { key: 'paidOut', value: -data.accounts.paid_out },
  ] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder radius="md" p="md" data-testid={`ledger-${figure.key}`}>
            <Text size="sm" c="dimmed">
              {t(`ledger.accounts.${figure.key}`)}
            </Text>
            <Text fz={26} fw={800} lh={1.2}>
              {chfOrDash(figure.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('ledger.booked', { count: data.bookedDonations })}
      </Text>
      {data.balanceRappen === 0 ? (
        <Alert color="pitch" variant="light" title={t('ledger.balanced')}>
          {t('ledger.balancedText')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('ledger.unbalanced')}>
          {t('ledger.unbalancedText', { amount: chfOrDash(data.balanceRappen) })}
        </Alert>
      )}
      {data.productsOutOfStep > 0 && (
        <Alert
          color="amber"
          variant="light"
          role="alert"
          title={t('ledger.outOfStep', { count: data.productsOutOfStep })}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('ledger.outOfStepText')}</Text>
            <Button onClick={() => rebuild.mutate()} loading={rebuild.isPending}>
              {t('ledger.rebuild')}
            </Button>
          </Stack>
        </Alert>
      )}
      {rebuild.isSuccess && (
        <Alert color="pitch" variant="light" role="status">
          {t('ledger.rebuilt', { count: rebuild.data.corrected })}
        </Alert>
      )}
      {rebuild.isError && (
        <Alert color="red" variant="light" role="alert">
          {rebuild.error.message}
        </Alert>
      )}
    </Stack>
  );
}

function Search({ initial, onSearch }: { initial: string; onSearch: (donation: string) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} aria-label={t('ledger.search')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('ledger.search')}
          description={t('ledger.searchHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit">{t('ledger.find')}</Button>
        {initial && (
          <Button
            variant="subtle"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('ledger.showAll')}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** Only a booked donation can be refunded (the server says so too: donationNotRefundable). */
const refundable = (row: LedgerDonation) => row.status === 'succeeded';

function Donations({ rows, filtered }: { rows: readonly LedgerDonation[]; filtered: boolean }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<LedgerDonation | null>(null);
  const [refunded, setRefunded] = useState<LedgerDonation | null>(null);
  if (rows.length === 0) return <Text c="dimmed">{t(filtered ? 'ledger.notFound' : 'ledger.empty')}</Text>;
  const refundButton = (row: LedgerDonation) => (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={() => setRefunding(row)}
      aria-label={t('ledger.refundLabel', { amount: chf(row.amountRappen), donor: row.donorEmail })}
    >
      {t('ledger.refund')}
    </Button>
  );
  const status = (row: LedgerDonation) => (
    <Badge color={STATUS_COLOR[row.status]} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {t(`ledger.status.${row.status}`)}
    </Badge>
  );
  const fee = (row: LedgerDonation) =>
    row.ledger.platform_fee === undefined ? undefined : -row.ledger.platform_fee;
  const net = (row: LedgerDonation) =>
    row.ledger.club_payable === undefined ? undefined : -row.ledger.club_payable;
  return (
    <>
      {refunded && (
        <Alert color="pitch" variant="light" role="status" withCloseButton onClose={() => setRefunded(null)}>
          {t('ledger.refunded', { amount: chf(refunded.amountRappen) })}
        </Alert>
      )}
      <ReasonModal
        opened={refunding !== null}
        title={t('ledger.refundTitle', { amount: chf(refunding?.amountRappen ?? 0) })}
        text={
          refunding
            ? t('ledger.refundText', {
                amount: chf(refunding.amountRappen),
                donor: refunding.donorEmail,
                provider: t(`ledger.providers.${refunding.provider}`),
                club: refunding.clubName,
              })
            : ''
        }
        label={t('ledger.refundReason')}
        confirm={t('ledger.refund')}
        onConfirm={async (reason) => {
          if (!refunding) return;
          await refundDonation(refunding.id, reason);
          setRefunded(refunding);
          await queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
        }}
        onClose={() => setRefunding(null)}
      />
      {/* A phone gets one card per donation instead of a table wider than the screen. */}
      <PhoneCards label={t('ledger.caption')}>
        {rows.map((row) => (
          <PhoneCard key={row.id}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{chfOrDash(row.amountRappen)}</Text>
                {status(row)}
              </Group>
              <Text size="sm">
                {row.clubName} · {row.productTitle}
              </Text>
              <Text size="xs" c="dimmed" className="org-break">
                {formatDateTime(row.createdAt)} · <EmailAddress email={row.donorEmail} />
              </Text>
              <Text size="xs">
                {t('ledger.columns.fee')}: {chfOrDash(fee(row))} · {t('ledger.columns.net')}:{' '}
                {chfOrDash(net(row))}
              </Text>
              <Text size="xs" c="dimmed" className="org-break">
                {row.providerReference}
              </Text>
              {refundable(row) && <Group mt={4}>{refundButton(row)}</Group>}
            </Stack>
          </PhoneCard>
        ))}
      </PhoneCards>
      <ListTable
        minWidth={960}
        wideOnly
        striped
        verticalSpacing="xs"
        fz="sm"
        data-testid="ledger-table"
        caption={t('ledger.caption')}
        columns={[
          { label: t('ledger.columns.when') },
          { label: t('ledger.columns.club') },
          { label: t('ledger.columns.donor') },
          { label: t('ledger.columns.status') },
          { label: t('ledger.columns.gross'), numeric: true },
          { label: t('ledger.columns.fee'), numeric: true },
          { label: t('ledger.columns.net'), numeric: true },
          { label: t('ledger.columns.reference') },
          { label: t('ledger.columns.action') },
        ]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id} data-donation={row.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
            <Table.Td>
              {row.clubName}
              <Text size="xs" c="dimmed">
                {row.productTitle}
              </Text>
            </Table.Td>
            <Table.Td>
              <EmailAddress email={row.donorEmail} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{status(row)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {chfOrDash(row.ledger.donor_gross)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {chfOrDash(fee(row))}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {chfOrDash(net(row))}
            </Table.Td>
            <Table.Td className="org-break">
              <Text size="xs">{row.providerReference}</Text>
              <Text size="xs" c="dimmed">
                {t(`ledger.providers.${row.provider}`)}
              </Text>
            </Table.Td>
            <Table.Td>{refundable(row) && refundButton(row)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </>
  );
}
