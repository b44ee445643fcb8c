import { Alert, Badge, Button, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ClubProduct, SUBSCRIPTION_RULES, type SubscriptionActivityType } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { chfOf } from '../../lib/paymentsApi';
import { fetchActivity, subscriptionKeys } from '../../lib/subscriptionsApi';
import { ListTable } from '../ListTable';
import { formatDateTime } from '../org/format';

const COLORS: Record<SubscriptionActivityType, string> = {
  subscribed: 'pitch',
  charged: 'night',
  charge_failed: 'red',
  authentication_required: 'amber',
  unsubscribed: 'gray',
  changed: 'grape',
};

/**
 * A subscription product's activity for its club (PRODUCT.md §offers): who subscribed, each charge, failures and
 * cancellations, newest first, 10 per load with "load more". Only the club's administrators and finance
 * (and the operator) may read it; others see why not.
 */
export function SubscriptionActivity({ product, onClose }: { product: ClubProduct; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const pageSize = SUBSCRIPTION_RULES.activityPageSize;
  const activity = useInfiniteQuery({
    queryKey: subscriptionKeys.activity(product.id),
    queryFn: ({ pageParam, signal }) => fetchActivity(product.id, pageParam, pageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.totalElements ? pages.length : undefined,
  });
  const rows = activity.data?.pages.flatMap((page) => page.content) ?? [];
  // On a phone the list takes the whole screen; its table scrolls sideways rather than being cut off.
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('activity.title', { title: product.title })}
      size="lg"
      fullScreen={phone ?? false}
    >
      {activity.isPending ? (
        <Skeleton h={160} role="status" aria-label={t('activity.loading')} />
      ) : activity.isError ? (
        <Alert color="red" variant="light" role="alert">
          {activity.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('activity.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <ListTable
            minWidth={460}
            striped
            data-testid="subscription-activity"
            columns={[
              { label: t('activity.date') },
              { label: t('activity.supporter') },
              { label: t('activity.what') },
              { label: t('activity.amount'), numeric: true },
            ]}
          >
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.date)}</Table.Td>
                <Table.Td c={row.anonymous ? 'dimmed' : undefined}>
                  {row.anonymous ? t('activity.anonymous') : row.userName}
                </Table.Td>
                <Table.Td>
                  <Badge color={COLORS[row.activityType]} variant="light" tt="none">
                    {t(`activity.types.${row.activityType}`)}
                  </Badge>
                  {row.period && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t(`periods.${row.period}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.amount === null ? '–' : chfOf(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          <Text size="sm" c="dimmed">
            {t('activity.shown', { shown: rows.length, total: activity.data.pages[0]?.totalElements ?? 0 })}
          </Text>
          {activity.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void activity.fetchNextPage()}
              loading={activity.isFetchingNextPage}
            >
              {t('activity.more')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
