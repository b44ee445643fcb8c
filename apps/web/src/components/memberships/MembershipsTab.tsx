import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_FILTERS, MEMBERSHIP_RULES, type Membership, type MembershipStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import { useTimedMessage } from '../../lib/hooks';
import {
  exportMembers,
  fetchMembers,
  fetchMembershipProducts,
  membershipKeys,
  updateMemberStatus,
} from '../../lib/membershipsApi';
import { chfOf } from '../../lib/paymentsApi';
import { formatDay, wireLanguage } from '../club/format';
import { LoadFailed } from '../LoadFailed';
import { Outcome } from '../Outcome';
import { AddMemberModal } from './AddMemberModal';
import { MemberInvoices } from './MemberInvoices';

/** Success banners stay 2 s, failures 4 s (PRODUCT.md §errors). */
const BANNER_MS = 2000;
const ERROR_MS = 4000;

type Filter = (typeof MEMBER_FILTERS)[number];

const STATUS_COLORS: Record<MembershipStatus, string> = {
  active: 'pitch',
  inactive: 'amber',
  cancelled: 'gray',
};

/**
 * The dashboard's memberships tab (PRODUCT.md §memberships; admin and editor): the club's membership products, each with
 * its members 5 per load, filtered by status and searched by name or e-mail; per member the invoices and
 * payments, the active toggle and removal; adding a member; the CSV export for Excel.
 */
export function MembershipsTab({ clubId }: { clubId: string }) {
  const { t } = useTranslation('memberships');
  const products = useQuery({
    queryKey: membershipKeys.products(clubId),
    queryFn: ({ signal }) => fetchMembershipProducts(clubId, signal),
  });
  const [chosen, setChosen] = useState<string | null>(null);

  if (products.isPending) return <Skeleton h={220} radius="lg" role="status" aria-label={t('loading')} />;
  if (products.isError) {
    return (
      <LoadFailed
        title={t('loadError')}
        message={products.error.message}
        onRetry={() => products.refetch()}
        retryLabel={t('retry')}
        compact
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl" data-testid="memberships-no-products">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('noProducts.title')}
          </Title>
          <Text c="dimmed">{t('noProducts.text')}</Text>
        </Stack>
      </Card>
    );
  }
  const product = products.data.find((p) => p.id === chosen) ?? products.data[0];
  if (!product) return null;
  return (
    <Stack gap="md">
      <Select
        label={t('product')}
        data={products.data.map((p) => ({
          value: p.id,
          label: `${p.title} · ${p.recurringPeriod ? t(`every.${p.recurringPeriod}`) : ''}`,
        }))}
        value={product.id}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        maw={480}
      />
      <Members
        key={product.id}
        clubId={clubId}
        productId={product.id}
        productTitle={product.title}
        price={product.price}
      />
    </Stack>
  );
}

function Members({
  clubId,
  productId,
  productTitle,
  price,
}: {
  clubId: string;
  productId: string;
  productTitle: string;
  price: number | null;
}) {
  const { t, i18n } = useTranslation('memberships');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [adding, setAdding] = useState(false);
  const [invoicesOf, setInvoicesOf] = useState<Membership | null>(null);
  const [removing, setRemoving] = useState<Membership | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [success, showSuccess] = useTimedMessage(BANNER_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_MS);
  const pageSize = MEMBERSHIP_RULES.pageSize;
  const members = useInfiniteQuery({
    queryKey: membershipKeys.members(productId, filter, search),
    queryFn: ({ pageParam, signal }) =>
      fetchMembers({ clubId, productId, pageId: pageParam, pageSize, status: filter, search }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.totalElements ? pages.length : undefined,
  });
  const rows = members.data?.pages.flatMap((page) => page.content) ?? [];
  const total = members.data?.pages[0]?.totalElements ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: membershipKeys.allMembers(productId) });

  const setStatus = async (member: Membership, status: MembershipStatus) => {
    setBusy(member.id);
    try {
      await updateMemberStatus(member.user.id, productId, status);
      showFailure(null);
      await refresh();
    } catch {
      showFailure(translateMessageKey('external_payment_error'));
    } finally {
      setBusy(null);
      setRemoving(null);
    }
  };

  const download = async () => {
    setExporting(true);
    try {
      const file = await exportMembers({
        clubId,
        productId,
        status: filter,
        search,
        language: wireLanguage(i18n.language),
      });
      saveBlob(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
    } catch (error) {
      showFailure(error instanceof ApiError ? error.message : t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const showList = !members.isPending && !members.isError;
  const nothing = showList && rows.length === 0;
  const filtered = filter !== 'all' || search !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="member-filter-label">
              {t('filter.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="member-filter-label"
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              data={MEMBER_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            />
          </Stack>
          <TextInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={MEMBERSHIP_RULES.searchMaxLength}
            type="search"
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        <Group gap="sm">
          <Button variant="default" radius="xl" onClick={download} loading={exporting}>
            {t('export')}
          </Button>
          <Button radius="xl" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <Outcome success={success} failure={failure} />
      {members.isPending && <Skeleton h={180} radius="lg" role="status" aria-label={t('loading')} />}
      {members.isError && (
        <Alert color="red" variant="light" role="alert" title={t('loadError')}>
          {members.error.message}
        </Alert>
      )}
      {showList && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('count', { count: total })}
        </Text>
      )}
      {nothing && <Text c="dimmed">{filtered ? t('empty') : t('emptyAll')}</Text>}
      <Stack gap="sm" data-testid="member-list">
        {rows.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            busy={busy === member.id}
            onInvoices={() => setInvoicesOf(member)}
            onToggle={(active) => setStatus(member, active ? 'active' : 'inactive')}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </Stack>
      {members.hasNextPage && (
        <Button
          variant="light"
          radius="xl"
          onClick={() => members.fetchNextPage()}
          loading={members.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('loadMore')}
        </Button>
      )}
      {adding && (
        <AddMemberModal
          clubId={clubId}
          productId={productId}
          price={price}
          onClose={() => setAdding(false)}
          onAdded={(message) => {
            setAdding(false);
            showFailure(null);
            showSuccess(message);
            void refresh();
          }}
        />
      )}
      {invoicesOf && (
        <MemberInvoices
          member={invoicesOf}
          productId={productId}
          onClose={() => setInvoicesOf(null)}
          onChanged={() => void refresh()}
        />
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('removeConfirm.title')}
        centered
      >
        <Stack gap="md">
          <Text>
            {t('removeConfirm.text', {
              name: removing ? `${removing.user.firstName} ${removing.user.lastName}` : '',
              product: productTitle,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('removeConfirm.cancel')}
            </Button>
            <Button
              color="red"
              loading={removing !== null && busy === removing.id}
              onClick={() => removing && setStatus(removing, 'cancelled')}
            >
              {t('removeConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function MemberRow({
  member,
  busy,
  onInvoices,
  onToggle,
  onRemove,
}: {
  member: Membership;
  busy: boolean;
  onInvoices: () => void;
  onToggle: (active: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('memberships');
  const name = `${member.user.firstName} ${member.user.lastName}`.trim();
  const removed = member.status === 'cancelled';
  const hasOpen = member.openAmount > 0;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="member-row">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{name}</Text>
            <Badge color={STATUS_COLORS[member.status]} variant="light">
              {t(`status.${member.status}`)}
            </Badge>
            {member.invited && (
              <Badge color="night" variant="outline">
                {t('invited')}
              </Badge>
            )}
            {member.endsOn && !removed && (
              <Badge color="amber" variant="outline" data-testid="member-leaves">
                {t('leavesOn', { date: formatDay(member.endsOn) })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.user.email} · {t(`method.${member.paymentMethod}`)}
          </Text>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('started')}: {formatDay(member.started)}
            </Text>
            {member.nextInvoiceDate && (
              <Text size="sm">
                {t('nextInvoice')}: {formatDay(member.nextInvoiceDate)}
              </Text>
            )}
            <Text size="sm" fw={hasOpen ? 700 : 400} c={hasOpen ? 'red.8' : undefined}>
              {hasOpen ? `${t('open')}: ${chfOf(member.openAmount)}` : t('nothingOpen')}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button size="xs" variant="light" radius="xl" onClick={onInvoices}>
            {t('invoices')}
          </Button>
          {!removed && (
            <Switch
              label={t('activeToggle')}
              checked={member.status === 'active'}
              disabled={busy}
              onChange={(event) => onToggle(event.currentTarget.checked)}
              aria-label={`${t('activeToggle')}: ${name}`}
            />
          )}
          {!removed && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`${t('remove')}: ${name}`}
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
