import {
  Accordion,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Flex,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type UserClubTotal, type UserDonation } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveBlob } from '../../lib/clubApi';
import { chfOf } from '../../lib/paymentsApi';
import { fetchClubDonations, fetchClubTotals, fetchReceipt, profileKeys } from '../../lib/profileApi';
import { formatDay } from '../club/format';
import { ListTable } from '../ListTable';

/** One club's donations, loaded when its row is opened: date, offer, amount, state and the receipt PDF. */
function ClubDonations({ userId, club }: { userId: string; club: UserClubTotal['club'] }) {
  const { t } = useTranslation('profile');
  const [failed, setFailed] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: profileKeys.donations(userId, club.id),
    queryFn: ({ signal }) => fetchClubDonations(userId, club.id, signal),
  });
  const download = async (donation: UserDonation) => {
    setLoadingId(donation.id);
    setFailed(false);
    try {
      saveBlob(await fetchReceipt(donation.receiptUrl), `receipt-${donation.id.slice(0, 8)}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setLoadingId(null);
    }
  };
  const deliveryText = (delivery: NonNullable<UserDonation['delivery']>) =>
    delivery.sentAt
      ? t('overview.deliverySent', { date: formatDay(delivery.sentAt) })
      : t('overview.deliveryOpen');
  const receiptButton = (donation: UserDonation) => (
    <Button
      size="compact-sm"
      variant="light"
      loading={loadingId === donation.id}
      onClick={() => void download(donation)}
      aria-label={t('overview.downloadLabel', {
        date: formatDay(donation.date),
        amount: chfOf(donation.amount),
      })}
    >
      {t('overview.download')}
    </Button>
  );
  if (list.isPending) return <Skeleton h={72} role="status" aria-label={t('overview.loading')} />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('overview.loadError')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('overview.downloadFailed')}
        </Alert>
      )}
      <Stack gap="xs" hiddenFrom="sm" aria-label={t('overview.listLabel', { club: club.name })} role="list">
        {list.data.content.map((donation) => (
          <Paper key={donation.id} withBorder radius="sm" p="xs" role="listitem">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {formatDay(donation.date)} · {chfOf(donation.amount)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {donation.product.title} · {t(`overview.${donation.status}`)}
                </Text>
                {donation.delivery && (
                  <Text size="xs" c="dimmed" data-testid="donation-delivery">
                    {deliveryText(donation.delivery)}
                  </Text>
                )}
              </Stack>
              {receiptButton(donation)}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListTable
        minWidth={420}
        wideOnly
        striped
        aria-label={t('overview.listLabel', { club: club.name })}
        columns={[
          { label: t('overview.date') },
          { label: t('overview.product') },
          { label: t('overview.amount'), numeric: true },
          { label: t('overview.status') },
          { label: t('overview.receipt') },
        ]}
      >
        {list.data.content.map((donation) => (
          <Table.Tr key={donation.id}>
            <Table.Td>{formatDay(donation.date)}</Table.Td>
            <Table.Td>
              {donation.product.title}
              {donation.delivery && (
                <Text size="xs" c="dimmed" data-testid="donation-delivery">
                  {deliveryText(donation.delivery)}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {chfOf(donation.amount)}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={donation.status === 'refunded' ? 'gray' : 'pitch'}>
                {t(`overview.${donation.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{receiptButton(donation)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/**
 * The overview tab (PRODUCT.md §dashboard): per club what the supporter gave (/donations/user-club-total), each
 * expandable into that club's donations (/donations/user-club) with their receipts.
 */
export function DonationsOverview({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<string | null>(null);
  const totals = useQuery({
    queryKey: profileKeys.totals(userId),
    queryFn: ({ signal }) => fetchClubTotals(userId, signal),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} fz="lg">
          {t('overview.heading')}
        </Title>
        {totals.data && totals.data.content.length > 0 && (
          <Text>
            {t('overview.total')}: <strong>{chfOf(totals.data.total)}</strong>
          </Text>
        )}
      </Group>
      {totals.isPending && <Skeleton h={120} role="status" aria-label={t('overview.loading')} />}
      {totals.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('overview.loadError')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void totals.refetch()}>
              {t('overview.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {totals.data?.content.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('overview.empty')}</Text>
          <Anchor component={Link} to={ROUTES.clubs} fw={600}>
            {t('overview.emptyAction')}
          </Anchor>
        </Stack>
      )}
      {totals.data && totals.data.content.length > 0 && (
        <Accordion variant="separated" radius="md" value={open} onChange={setOpen}>
          {totals.data.content.map((row) => (
            <Accordion.Item key={row.club.id} value={row.club.id}>
              <Accordion.Control
                icon={
                  <Avatar src={row.club.logo ?? undefined} radius="sm" size={36} alt="" visibleFrom="xs">
                    {row.club.name.slice(0, 2).toUpperCase()}
                  </Avatar>
                }
              >
                <Stack gap={2}>
                  {/* On a phone the total goes under the name, which then has the whole width (names reach 50). */}
                  <Flex
                    direction={{ base: 'column', xs: 'row' }}
                    justify="space-between"
                    gap={{ base: 2, xs: 'xs' }}
                    align={{ base: 'stretch', xs: 'flex-start' }}
                  >
                    <Text fw={600} lineClamp={2} data-testid="club-total-name">
                      {row.club.name}
                    </Text>
                    <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {chfOf(row.total)}
                    </Text>
                  </Flex>
                  <Text size="xs" c="dimmed">
                    {t('overview.donations', { count: row.donations })}
                    {row.lastDonationAt &&
                      ` · ${t('overview.last', { date: formatDay(row.lastDonationAt) })}`}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                {open === row.club.id && <ClubDonations userId={userId} club={row.club} />}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
