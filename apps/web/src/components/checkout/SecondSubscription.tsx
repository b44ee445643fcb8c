import { Alert, Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type Subscription } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chfOf } from '../../lib/paymentsApi';
import { fetchMySubscriptions, subscriptionKeys } from '../../lib/subscriptionsApi';
import { formatDate } from '../org/format';

/** The donor's active subscription to this product, if any (none asked for other products). */
export function useRunningSubscription(productId: string | null) {
  const mine = useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => fetchMySubscriptions(signal),
    enabled: productId !== null,
  });
  if (productId === null) return undefined;
  return mine.data?.find((entry) => entry.product.id === productId && entry.status === 'active');
}

/**
 * A second subscription to the same offer starts only once the donor confirms it (issue 45; the server asks it
 * too): the running one, a link to manage it, and the confirmation.
 */
export function SecondSubscriptionConfirm({
  running,
  confirmed,
  onConfirm,
  disabled,
}: {
  running: Subscription;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Alert color="yellow" variant="light" title={t('payment.secondSubscription.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('payment.secondSubscription.text', {
            amount: chfOf(running.amount),
            date: running.nextDate ? formatDate(running.nextDate) : '–',
          })}{' '}
          <Anchor component={Link} to={`${ROUTES.userProfile}?tab=subscriptions`} inherit>
            {t('payment.secondSubscription.manage')}
          </Anchor>
        </Text>
        <Checkbox
          checked={confirmed}
          onChange={(event) => onConfirm(event.currentTarget.checked)}
          disabled={disabled}
          label={t('payment.secondSubscription.confirm')}
          data-testid="checkout-second-subscription"
        />
      </Stack>
    </Alert>
  );
}
