import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PaymentResult } from '../../components/checkout/PaymentResult';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { clearDeliveryInfo } from '../../lib/deliveryStorage';
import { embedContext, tellEmbed } from '../../lib/embed';
import { chf, type PaymentResultState, payTwint } from '../../lib/paymentsApi';

/**
 * /payment/twint-success: title, text, image and the amount (PRODUCT.md §checkout). Card payments arrive with the amount
 * in navigation state. TWINT comes back with ?datatransTrxId=…: the page posts it to pay-twint, and only the
 * server's answer (settled on the provider's confirmed status) makes it a success.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const trxId = params.get('datatransTrxId');
  const given = (location.state ?? {}) as PaymentResultState;
  const [amount, setAmount] = useState<number | undefined>(
    typeof given.amount === 'number' ? given.amount : undefined,
  );
  const [confirming, setConfirming] = useState(trxId !== null);
  const started = useRef(false);

  useEffect(() => {
    if (!trxId || started.current) return;
    started.current = true;
    payTwint(trxId).then(
      (answer) => {
        clearDeliveryInfo();
        setAmount(answer.amount);
        setConfirming(false);
        // The transaction id leaves the address bar: a reload shows the result without asking again.
        navigate(ROUTES.paymentSuccess, {
          replace: true,
          state: { amount: answer.amount, clubName: answer.clubName } satisfies PaymentResultState,
        });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.handled) return;
        const reason = error instanceof ApiError ? error.message : undefined;
        navigate(ROUTES.paymentError, { replace: true, state: { reason } satisfies PaymentResultState });
      },
    );
  }, [trxId, navigate]);

  // A gift from another website's donate button (issue 48): the button hears of it; a phone gets the way back.
  const embed = embedContext();
  useEffect(() => {
    if (!confirming && amount !== undefined) tellEmbed(amount);
  }, [confirming, amount]);

  if (confirming) {
    return (
      <PaymentResult tone="success" title={t('result.confirmingTwint')} image={<Loader />}>
        <Group gap="sm" role="status">
          <Text>{t('result.confirmingTwint')}</Text>
        </Group>
      </PaymentResult>
    );
  }

  return (
    <PaymentResult
      tone="success"
      title={t('result.successTitle')}
      image={
        <img
          src="/payment/success.svg"
          alt={t('result.successImageAlt')}
          width={240}
          height={150}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      }
    >
      <Stack gap="sm" align="center">
        <Alert color="pitch" variant="light" role="status">
          {translateMessageKey('paymentSuccessful')}
        </Alert>
        <Text>{t('result.successText')}</Text>
        {amount !== undefined && (
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {t('result.successAmount')}
            </Text>
            <Text fz={32} fw={800} data-testid="paid-amount">
              {chf(Math.round(amount * 100))}
            </Text>
          </Stack>
        )}
        {embed?.returnUrl && (
          <Button component="a" href={embed.returnUrl} radius="xl" variant="light">
            {t('result.backToSite', { site: new URL(embed.returnUrl).host })}
          </Button>
        )}
      </Stack>
    </PaymentResult>
  );
}
