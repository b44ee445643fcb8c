import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatChfGrouped, type Subscription, TIMERS } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmationText, translateMessageKey } from '../../i18n';
import { cardProvider } from '../../lib/cardProvider';
import { useTimedMessage } from '../../lib/hooks';
import { chf } from '../../lib/paymentsApi';
import {
  cancelSubscription,
  confirmCharge,
  fetchMySubscriptions,
  subscriptionKeys,
} from '../../lib/subscriptionsApi';
import { formatDate } from '../org/format';
import { ChangeCard } from './ChangeCard';
import { ChangeSubscriptionForm } from './ChangeSubscriptionForm';

/**
 * The supporter's subscriptions (PRODUCT.md §supporter: amount, next date and product, unsubscribe): reachable from the
 * receipt's "manage" link (/profile/user?tab=subscriptions). A renewal the bank wants confirmed (3-D Secure)
 * is confirmed here (&confirm=<id>): the challenge, then the charge is booked.
 */
export function MySubscriptions({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [message, showMessage] = useTimedMessage(TIMERS.subscriptionCancelledMs);
  const list = useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => fetchMySubscriptions(signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
  const confirmId = params.get('confirm');
  const [confirmState, setConfirmState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const started = useRef(false);

  // Opened from the e-mail (or back from the bank's challenge): ask the server, pass the challenge, book.
  useEffect(() => {
    if (!confirmId || started.current) return;
    started.current = true;
    setConfirmState('working');
    void (async () => {
      try {
        const answer = await confirmCharge(confirmId);
        if (answer.status === 'requires_action') {
          const outcome = await cardProvider().startChallenge({
            paymentIntentId: '',
            clientSecret: answer.clientSecret,
            nextActionUrl: answer.nextActionUrl,
            returnUrl: `${window.location.pathname}${window.location.search}`,
          });
          if (outcome !== 'done') return;
          const again = await confirmCharge(confirmId);
          setConfirmState(again.status === 'succeeded' ? 'done' : 'failed');
        } else {
          setConfirmState(
            answer.status === 'succeeded' || answer.status === 'nothing_to_confirm' ? 'done' : 'failed',
          );
        }
      } catch {
        setConfirmState('failed');
      }
      refresh();
      setParams({ tab: 'subscriptions' }, { replace: true });
    })();
  });

  const confirming = confirmState === 'working';
  const confirmed = confirmState === 'done';
  const confirmFailed = confirmState === 'failed';
  return (
    <Stack gap="sm" id="subscriptions" component="section" aria-labelledby="subscriptions-title">
      <Title order={2} fz="lg" id="subscriptions-title">
        {t('subscriptions.title')}
      </Title>
      {confirming && (
        <Alert color="night" variant="light" role="status">
          {t('subscriptions.confirming')}
        </Alert>
      )}
      {confirmed && (
        <Alert color="pitch" variant="light" role="status">
          {t('subscriptions.confirmed')}
        </Alert>
      )}
      {confirmFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('subscriptions.confirmFailed')}
        </Alert>
      )}
      {message && (
        <Alert color="pitch" variant="light" role="status">
          {message}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={96} radius="md" role="status" aria-label={t('subscriptions.loading')} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('subscriptions.loadError')}>
          <Button variant="white" color="red" onClick={() => void list.refetch()}>
            {t('subscriptions.retry')}
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('subscriptions.empty')}</Text>
      ) : (
        list.data.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            subscription={subscription}
            userId={userId}
            onCancelled={(text) => {
              showMessage(text);
              refresh();
            }}
          />
        ))
      )}
      {list.isSuccess && (list.data.some(isActive) || params.has('card') || params.has('setup')) && (
        <ChangeCard userId={userId} initiallyOpen={params.has('card')} />
      )}
    </Stack>
  );
}

const isActive = (subscription: Subscription) => subscription.status === 'active';

function SubscriptionCard({
  subscription,
  userId,
  onCancelled,
}: {
  subscription: Subscription;
  userId: string;
  onCancelled: (message: string) => void;
}) {
  const { t } = useTranslation(['profile', 'checkout']);
  const [asking, setAsking] = useState(false);
  const [changing, setChanging] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(userId, subscription.id),
    onSuccess: (answer) =>
      onCancelled(confirmationText(answer) ?? translateMessageKey('subscriptionCancelled')),
  });
  const active = subscription.status === 'active';
  const every = t(`checkout:recurring.every.${subscription.period}`);
  return (
    <Paper withBorder radius="md" p="md" data-testid="subscription">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text fw={700}>{subscription.product.title}</Text>
            <Text size="sm" c="dimmed">
              {subscription.club.name}
            </Text>
          </Stack>
          <Badge color={active ? 'pitch' : 'gray'} variant="light">
            {t(`profile:subscriptions.status.${subscription.status}`)}
          </Badge>
        </Group>
        <Text data-testid="subscription-amount">
          {chf(Math.round(subscription.amount * 100))} {every}
          {subscription.coveredFee > 0 &&
            ` (${t('profile:subscriptions.coveredFee', { fee: formatChfGrouped(Math.round(subscription.coveredFee * 100)) })})`}
        </Text>
        {active && subscription.nextDate && (
          <Text size="sm" data-testid="subscription-next">
            {t('profile:subscriptions.next', { date: formatDate(subscription.nextDate) })}
          </Text>
        )}
        {subscription.card && (
          <Text size="sm" c="dimmed">
            {t('profile:subscriptions.card', { card: subscription.card })}
          </Text>
        )}
        {active && subscription.failedAttempts > 0 && (
          <Text size="sm" c="red.8">
            {t('profile:subscriptions.failing', { count: subscription.failedAttempts })}
          </Text>
        )}
        {cancel.isError && (
          <Text size="sm" c="red.8" role="alert">
            {cancel.error.message}
          </Text>
        )}
        {active && changing && (
          <ChangeSubscriptionForm
            subscription={subscription}
            onCancel={() => setChanging(false)}
            onDone={(message) => {
              setChanging(false);
              onCancelled(message);
            }}
          />
        )}
        {active && !changing && (
          <Group gap="xs" mt={4}>
            {subscription.confirmUrl && (
              <Button component="a" href={subscription.confirmUrl} size="xs" variant="filled">
                {t('profile:subscriptions.confirm')}
              </Button>
            )}
            {asking ? (
              <>
                <Button size="xs" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                  {t('profile:subscriptions.cancelConfirm')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAsking(false)}
                  disabled={cancel.isPending}
                >
                  {t('profile:subscriptions.keep')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setChanging(true)}
                  aria-label={t('profile:subscriptions.changeLabel', { product: subscription.product.title })}
                >
                  {t('profile:subscriptions.change')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setAsking(true)}
                  aria-label={t('profile:subscriptions.cancelLabel', { product: subscription.product.title })}
                >
                  {t('profile:subscriptions.cancel')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
