import { Alert, Group, Loader, Text } from '@mantine/core';
import type { PayResponse } from '@tifo/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishPayment } from './PaymentStep';

/**
 * Back from the 3-D Secure challenge: the payment is asked again with its intent (`pay`, run once); the server
 * settles only a confirmed one, and the page shows how it ended.
 */
export function ChallengeReturn({ pay, clubName }: { pay: () => Promise<PayResponse>; clubName: string }) {
  const { t } = useTranslation('checkout');
  const { success, settle } = useFinishPayment();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void settle(pay(), clubName);
  }, [pay, clubName, settle]);
  return success ? (
    <Alert color="pitch" variant="light" role="status">
      {success}
    </Alert>
  ) : (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('payment.confirming')}</Text>
    </Group>
  );
}
