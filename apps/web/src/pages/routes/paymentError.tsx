import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PaymentResult } from '../../components/checkout/PaymentResult';
import { translateMessageKey } from '../../i18n';
import type { PaymentResultState } from '../../lib/paymentsApi';

/** /payment/twint-error: 'Payment failed. Oops… something went wrong' and, when known, the provider's reason. */
export default function PaymentErrorPage() {
  const { t } = useTranslation('checkout');
  const { reason } = (useLocation().state ?? {}) as PaymentResultState;
  const detail = typeof reason === 'string' ? reason : '';
  return (
    <PaymentResult tone="error" title={t('result.errorTitle')}>
      <Text role="alert">{translateMessageKey('paymentFailed')}</Text>
      {detail !== '' && (
        <Text size="sm" c="dimmed" data-testid="payment-reason">
          {detail}
        </Text>
      )}
    </PaymentResult>
  );
}
