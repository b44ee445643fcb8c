import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { cardProvider } from '../../lib/cardProvider';
import { savePaymentMethod, subscriptionKeys } from '../../lib/subscriptionsApi';
import { CardEntryFields, useCardEntry } from '../checkout/CardField';

/**
 * "Update payment method" of the supporter's subscriptions (PRODUCT.md §supporter): a new card, saved with a setup intent
 * (3-D Secure when the bank asks: the challenge returns here with &setup=<id>), replaces the card of all their
 * active subscriptions; a declined period is tried again with it at once.
 */
export function ChangeCard({ userId, initiallyOpen = false }: { userId: string; initiallyOpen?: boolean }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entry = useCardEntry();
  const returned = useRef(false);

  const done = (ok: boolean, message?: string) => {
    setBusy(false);
    setResult(ok ? 'saved' : 'failed');
    setFailure(ok ? null : (message ?? null));
    if (ok) {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    }
  };

  // Back from the bank's challenge (sandbox: a full page): finish the saving with the setup intent.
  const setupId = params.get('setup');
  useEffect(() => {
    if (!setupId || returned.current) return;
    returned.current = true;
    void savePaymentMethod({ userId, setupIntentId: setupId })
      .then((answer) => done(answer.status === 'succeeded'))
      .catch((error: unknown) => done(false, error instanceof Error ? error.message : undefined))
      .finally(() => setParams({ tab: 'subscriptions' }, { replace: true }));
  });

  const save = async () => {
    const provider = cardProvider();
    const details = entry.details(provider);
    if (!details) return;
    setBusy(true);
    setResult(null);
    try {
      const paymentMethodId = await provider.createPaymentMethod(details);
      const answer = await savePaymentMethod({ userId, paymentMethodId });
      if (answer.status === 'succeeded') return done(true);
      const outcome = await provider.startChallenge({
        paymentIntentId: answer.setupIntentId,
        clientSecret: answer.clientSecret,
        nextActionUrl: answer.nextActionUrl,
        returnUrl: `/profile/user?tab=subscriptions&setup=${answer.setupIntentId}`,
      });
      if (outcome !== 'done') return;
      const confirmed = await savePaymentMethod({ userId, setupIntentId: answer.setupIntentId });
      done(confirmed.status === 'succeeded');
    } catch (error) {
      done(false, error instanceof ApiError ? error.message : undefined);
    }
  };

  const saved = result === 'saved';
  const failed = result === 'failed';
  return (
    <Stack gap="xs">
      {saved && (
        <Alert color="pitch" variant="light" role="status">
          {t('subscriptions.cardSaved')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failure ?? t('subscriptions.cardFailed')}
        </Alert>
      )}
      {open ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600}>{t('subscriptions.changeCardTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('subscriptions.changeCardText')}
            </Text>
            <CardEntryFields entry={entry} disabled={busy} />
            <Group gap="xs">
              <Button onClick={() => void save()} loading={busy} disabled={entry.name.trim() === ''}>
                {t('subscriptions.saveCard')}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
                {t('subscriptions.keep')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
          {t('subscriptions.changeCard')}
        </Button>
      )}
    </Stack>
  );
}
