import {
  Alert,
  Button,
  Card,
  Collapse,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GRAPH_PERIODS, type GraphBucket, type GraphPeriod, type Performance } from '@tifo/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys, fetchPendingPayout, fetchPerformance } from '../../lib/dashboardApi';
import { dateFormat } from '../../lib/intl';
import { chfOf } from '../../lib/paymentsApi';
import { formatDate } from '../org/format';
import { QueryState } from './QueryState';

const DonationChart = lazy(() => import('./DonationChart'));

/** A bucket's label: '14:00' for hours, '25.11.' for days, 'Nov. 2026' for months (Swiss time). */
export function bucketLabel(iso: string, bucket: GraphBucket, locale: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions =
    bucket === 'hour'
      ? { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : bucket === 'day'
        ? { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit' }
        : { timeZone: 'Europe/Zurich', month: 'short', year: 'numeric' };
  return dateFormat(`${locale}-CH`, options).format(date);
}

/**
 * The overview tab (PRODUCT.md §dashboard; every role): the donations of a period (all, year — the default —, month,
 * week, day) as a graph and totals of what the club receives, gross and fee one click away, and the pending
 * payout with the next payout date. A table of the same figures serves screen readers and keyboard users.
 */
export function OverviewTab({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<GraphPeriod>('year');
  const performance = useQuery({
    queryKey: dashboardKeys.performance(clubId, period),
    queryFn: ({ signal }) => fetchPerformance(clubId, period, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" data-testid="overview-tab">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('overview.title')}
        </Title>
        <SegmentedControl
          aria-label={t('overview.periodLabel')}
          value={period}
          onChange={(value) => setPeriod(value as GraphPeriod)}
          data={GRAPH_PERIODS.map((value) => ({ value, label: t(`overview.periods.${value}`) }))}
          data-testid="overview-period"
          className="period-control"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <QueryState query={performance} height={150}>
          {(data) => <Totals data={data} />}
        </QueryState>
        <PendingCard clubId={clubId} />
      </SimpleGrid>
      <QueryState query={performance} height={300}>
        {(data) => <Graph data={data} />}
      </QueryState>
    </Stack>
  );
}

function Totals({ data }: { data: Performance }) {
  const { t } = useTranslation('dashboard');
  const [details, setDetails] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="overview-totals">
      <Text size="sm" c="dimmed" fw={600}>
        {t('overview.received')}
      </Text>
      <Text fz={32} fw={800} lh={1.2} data-testid="overview-total">
        {chfOf(data.totalAmount)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('overview.donations', { count: data.noOfDonations })}
        {data.refunds > 0 ? ` · ${t('overview.refunds', { count: data.refunds })}` : ''}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        px={0}
        display="block"
        onClick={() => setDetails((open) => !open)}
        aria-expanded={details}
        aria-controls="overview-details"
      >
        {details ? t('overview.hideDetails') : t('overview.showDetails')}
      </Button>
      <Collapse expanded={details} id="overview-details">
        <Stack gap={4} mt="xs" data-testid="overview-details">
          <Row label={t('overview.gross')} value={chfOf(data.totalGross)} />
          <Row label={t('overview.fee')} value={`− ${chfOf(data.totalFee)}`} />
          {data.totalCoveredFee > 0 && (
            <Row label={t('overview.coveredFees')} value={chfOf(data.totalCoveredFee)} />
          )}
          <Row label={t('overview.net')} value={chfOf(data.totalAmount)} strong />
        </Stack>
      </Collapse>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function PendingCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const pending = useQuery({
    queryKey: dashboardKeys.pending(clubId),
    queryFn: ({ signal }) => fetchPendingPayout(clubId, signal),
  });
  return (
    <QueryState query={pending} height={150}>
      {(data) => (
        <Card withBorder radius="lg" padding="lg" data-testid="overview-pending">
          <Text size="sm" c="dimmed" fw={600}>
            {t('overview.pending')}
          </Text>
          <Text fz={32} fw={800} lh={1.2} data-testid="overview-pending-amount">
            {chfOf(data.amount)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('overview.pendingDonations', { count: data.noOfDonations })}
          </Text>
          {data.held || data.bankInReview ? (
            <Alert color="amber" variant="light" mt="xs" p="xs">
              <Text size="sm">{t(data.held ? 'overview.held' : 'overview.bankInReview')}</Text>
            </Alert>
          ) : (
            <Text size="sm" mt="xs">
              {t('overview.nextPayout', { date: formatDate(`${data.nextPayoutDate}T12:00:00Z`) })}
            </Text>
          )}
          {data.inTransit > 0 && (
            <Text size="sm" c="dimmed">
              {t('overview.inTransit', { amount: chfOf(data.inTransit) })}
            </Text>
          )}
          {data.amount > 0 && data.amount < data.minimumAmount && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('overview.belowMinimum', { amount: chfOf(data.minimumAmount) })}
            </Text>
          )}
        </Card>
      )}
    </QueryState>
  );
}

function Graph({ data }: { data: Performance }) {
  const { t, i18n } = useTranslation('dashboard');
  const [showTable, setShowTable] = useState(false);
  const locale = i18n.language.split('-')[0] ?? 'de';
  const points = data.graph.map((point) => ({
    label: bucketLabel(point.date, data.bucket, locale),
    donations: point.donations,
  }));
  const chartLabel = t('overview.chartLabel');
  const table = (
    <Table striped withTableBorder data-testid="overview-table">
      <Table.Caption>{t('overview.tableCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('overview.columns.date')}</Table.Th>
          <Table.Th ta="right">{t('overview.columns.net')}</Table.Th>
          <Table.Th ta="right">{t('overview.columns.gross')}</Table.Th>
          <Table.Th ta="right">{t('overview.columns.fee')}</Table.Th>
          <Table.Th ta="right">{t('overview.columns.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.graph.map((point, index) => (
          <Table.Tr key={point.date}>
            <Table.Td>{points[index]?.label}</Table.Td>
            <Table.Td ta="right">{chfOf(point.donations)}</Table.Td>
            <Table.Td ta="right">{chfOf(point.gross)}</Table.Td>
            <Table.Td ta="right">{chfOf(point.fee)}</Table.Td>
            <Table.Td ta="right">{point.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} fz="md">
          {t('overview.chartTitle', { bucket: t(`overview.bucket.${data.bucket}`) })}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => setShowTable((open) => !open)}>
          {showTable ? t('overview.hideTable') : t('overview.showTable')}
        </Button>
      </Group>
      {data.noOfDonations === 0 && (
        <Text c="dimmed" size="sm" mb="sm" data-testid="overview-empty">
          {t('overview.empty')}
        </Text>
      )}
      <Suspense fallback={<Skeleton h={260} radius="md" />}>
        <DonationChart points={points} label={chartLabel} />
      </Suspense>
      {/* Shown, the table may be wider than a phone: its scrolling box takes the keyboard's focus (arrow keys
          scroll it) and is named by the caption. Hidden, it is the chart's text for screen readers, without a box. */}
      {showTable ? (
        <Table.ScrollContainer
          minWidth={420}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('overview.tableCaption') },
          }}
        >
          {table}
        </Table.ScrollContainer>
      ) : (
        <VisuallyHidden>{table}</VisuallyHidden>
      )}
    </Card>
  );
}
