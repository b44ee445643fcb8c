import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  ChangeSubscriptionRequest,
  grossForNet,
  type RecurringPeriod,
  SUBSCRIPTION_PERIODS,
  type Subscription,
  sanitizeAmountInput,
} from '@tifo/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { serverFieldMessages } from '../../lib/formErrors';
import { chf } from '../../lib/paymentsApi';
import { changeSubscription } from '../../lib/subscriptionsApi';
import { formatDate } from '../org/format';

/**
 * Changing a running subscription's amount and rhythm (issue 47). Before confirming it says what happens: the
 * next payment stays on its date with the new amount, then the new rhythm.
 */
export function ChangeSubscriptionForm({
  subscription,
  onDone,
  onCancel,
}: {
  subscription: Subscription;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['profile', 'checkout']);
  const id = useId();
  // A subscription that covers the fee is changed by what the club receives (issue 48); the fee stays covered.
  const [amount, setAmount] = useState((subscription.amount - subscription.coveredFee).toFixed(2));
  const [period, setPeriod] = useState<RecurringPeriod>(subscription.period);
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'period', string>>>({});
  const save = useMutation({
    mutationFn: () => changeSubscription({ subscriptionId: subscription.id, amount, period }),
    onSuccess: (answer) => onDone(confirmationText(answer) ?? translateMessageKey('subscriptionChanged')),
    onError: (error) => setErrors(serverFieldMessages(error, ['amount', 'period'] as const) ?? {}),
  });
  const parsed = ChangeSubscriptionRequest.safeParse({ subscriptionId: subscription.id, amount, period });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setErrors({ amount: translateMessageKey('subscriptionAmountInvalid') });
      return;
    }
    save.mutate();
  };
  const every = t(`checkout:recurring.every.${period}`);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="xs">
        <Text fw={700} id={`${id}-title`}>
          {t('profile:subscriptions.changeTitle', { product: subscription.product.title })}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('profile:subscriptions.changeAmount')}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => {
              setAmount(sanitizeAmountInput(event.currentTarget.value));
              setErrors({});
            }}
            error={errors.amount}
            description={
              subscription.coveredFee > 0
                ? t('profile:subscriptions.coveredAmountHint', { club: subscription.club.name })
                : undefined
            }
            disabled={save.isPending}
            miw={140}
          />
          <NativeSelect
            label={t('profile:subscriptions.changePeriod')}
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as RecurringPeriod)}
            data={SUBSCRIPTION_PERIODS.map((value) => ({
              value,
              label: t(`checkout:recurring.every.${value}`),
            }))}
            error={errors.period}
            disabled={save.isPending}
            miw={160}
          />
        </Group>
        {parsed.success && subscription.nextDate && (
          <Text size="sm" role="status" data-testid="subscription-change-summary">
            {t('profile:subscriptions.changeSummary', {
              date: formatDate(subscription.nextDate),
              amount: chf(subscription.coveredFee > 0 ? grossForNet(parsed.data.amount) : parsed.data.amount),
              every,
            })}
          </Text>
        )}
        {save.isError && !errors.amount && !errors.period && (
          <Text size="sm" c="red.8" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('profile:subscriptions.changeConfirm')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('profile:subscriptions.keep')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
