import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClubStatus, ORG_LIMITS, type ReviewQueueItem } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { fetchReviewQueue, orgKeys } from '../../lib/orgApi';
import { LoadFailed } from '../LoadFailed';
import { formatDateTime, waitingTime } from '../org/format';
import { Pager } from '../Pager';

/** '5 h' or '3 days' waiting, in the UI language. */
export function useWaitingLabel() {
  const { t } = useTranslation('admin');
  return (hours: number) => {
    const { unit, count } = waitingTime(hours);
    if (unit === 'hours' && count === 0) return t('queue.waitingLessThanHour');
    if (unit === 'hours') return t(count === 1 ? 'queue.waitingHour' : 'queue.waitingHours', { count });
    return t(count === 1 ? 'queue.waitingDay' : 'queue.waitingDays', { count });
  };
}

function QueueItem({ item, onOpen }: { item: ReviewQueueItem; onOpen: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'org']);
  const waiting = useWaitingLabel();
  const since = item.submittedAt ?? item.createdAt;
  const waits = item.status === 'pending';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={item.overdue && waits ? 'org-queue-item org-queue-item--overdue' : 'org-queue-item'}
      data-testid="review-item"
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={3} fz="lg" className="org-break">
            {item.name}
          </Title>
          <Group gap={6} wrap="wrap">
            <Badge color="night" variant="light" radius="sm" tt="none">
              {t(`org:natures.${item.nature}`)}
            </Badge>
            {item.completedStep < 3 && (
              <Badge color="gray" variant="light" radius="sm" tt="none">
                {t('queue.incomplete', { step: item.completedStep, total: 3 })}
              </Badge>
            )}
            <Badge color={item.documentCount >= 2 ? 'pitch' : 'amber'} variant="light" radius="sm" tt="none">
              {t('queue.documents', { count: item.documentCount })}
            </Badge>
            {item.bankAwaitingConfirmation && (
              <Badge color="amber.9" variant="filled" radius="sm" tt="none" data-testid="queue-bank-awaiting">
                {t('payouts.blocked.bankUnconfirmed')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {item.city} · /{item.shortName}
          </Text>
        </Stack>
        <Stack gap={4} className="org-queue-item__meta">
          <Text size="sm" c="dimmed">
            {item.submittedAt
              ? t('queue.submitted', { date: formatDateTime(since) })
              : t('queue.created', { date: formatDateTime(since) })}
          </Text>
          {waits && (
            <Group gap={6}>
              <Text size="sm" fw={700}>
                {waiting(item.waitingHours)}
              </Text>
              {item.overdue && (
                <Badge
                  color="tifo"
                  variant="filled"
                  radius="sm"
                  tt="none"
                  title={t('queue.overdueHint', { hours: ORG_LIMITS.reviewTargetHours })}
                >
                  {t('queue.overdue')}
                </Badge>
              )}
            </Group>
          )}
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(item.id)}
            aria-label={t('queue.open', { name: item.name })}
          >
            {t('queue.review')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One state of the queue, oldest first (pending: longest waiting first), 20 a page. */
export function ReviewQueue({
  status,
  page,
  onPage,
  onOpen,
}: {
  status: ClubStatus;
  page: number;
  onPage: (page: number) => void;
  onOpen: (clubId: string) => void;
}) {
  const { t } = useTranslation('admin');
  const queue = useQuery({
    queryKey: orgKeys.reviews(status, page),
    queryFn: ({ signal }) => fetchReviewQueue(status, page, signal),
    refetchInterval: 60_000,
  });

  if (queue.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('queue.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (queue.isError) {
    return (
      <LoadFailed
        title={t('queue.loadError')}
        message={queue.error.message}
        onRetry={() => queue.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const { content, totalElements, totalPages } = queue.data;
  const overdue = content.filter((item) => item.overdue).length;
  const showOverdue = status === 'pending' && overdue > 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {t(`queue.count.${status}`, { count: totalElements })}
        </Text>
        {showOverdue && (
          <Badge color="red" variant="light" radius="sm" tt="none">
            {t('queue.overdueCount', { count: overdue, hours: ORG_LIMITS.reviewTargetHours })}
          </Badge>
        )}
      </Group>
      {content.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="dimmed">{t(`queue.empty.${status}`)}</Text>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t(`tabs.${status}`)}
        >
          {content.map((item) => (
            <QueueItem key={item.id} item={item} onOpen={onOpen} />
          ))}
        </Stack>
      )}
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </Stack>
  );
}
