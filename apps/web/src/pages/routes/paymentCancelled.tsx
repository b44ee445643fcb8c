import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentResult } from '../../components/checkout/PaymentResult';

/** /payment/twint-cancelled: the payment was cancelled; contact the provider if money was taken. */
export default function PaymentCancelledPage() {
  const { t } = useTranslation('checkout');
  return (
    <PaymentResult tone="cancelled" title={t('result.cancelledTitle')}>
      <Text>{t('result.cancelledText')}</Text>
    </PaymentResult>
  );
}
