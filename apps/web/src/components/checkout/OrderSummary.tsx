import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { orderSummary, type PublicProduct } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import type { DeliveryForm } from '../../lib/deliveryStorage';
import { chf } from '../../lib/paymentsApi';

/**
 * The order summary: the full amount the donor pays, and below it what the club receives and the platform
 * fee (the contract's fee function), so that nobody is surprised (issue 6, "Transparency").
 */
export function OrderSummary({
  product,
  amountRappen,
  coversFee = false,
  delivery,
}: {
  product: PublicProduct;
  /** The chosen amount; with coversFee, grossed up so that the club receives it (issue 48). */
  amountRappen: number;
  coversFee?: boolean;
  delivery: DeliveryForm | null;
}) {
  const { t } = useTranslation('checkout');
  const summary = orderSummary(amountRappen, coversFee);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="order-summary-title">
          {t('summary.heading')}
        </Title>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text c="dimmed">{t('summary.product')}</Text>
          <Text fw={600} ta="right" className="checkout-break">
            {product.title}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text c="dimmed">{t('summary.quantity')}</Text>
          <Text>1</Text>
        </Group>
        {delivery && (
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Text c="dimmed">{t('summary.delivery')}</Text>
            <Text ta="right" className="checkout-break">
              {delivery.fullName}, {delivery.address1}, {delivery.postalCode} {delivery.city}
            </Text>
          </Group>
        )}
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} fz="lg">
            {t('summary.total')}
          </Text>
          <Text fw={800} fz="xl" data-testid="summary-total" className="checkout-amount">
            {chf(summary.totalRappen)}
          </Text>
        </Group>
        <AmountLine
          label={t('summary.clubReceives', { club: product.clubName })}
          rappen={summary.clubRappen}
          testId="summary-club"
        />
        <AmountLine label={t('summary.fee')} rappen={summary.feeRappen} testId="summary-fee" />
        {coversFee && (
          <AmountLine label={t('summary.covered')} rappen={summary.coveredRappen} testId="summary-covered" />
        )}
        <Text size="xs" c="dimmed">
          {coversFee ? t('summary.coveredNote', { club: product.clubName }) : t('summary.feeNote')}
        </Text>
      </Stack>
    </Card>
  );
}

/** A small line of the summary: what it is, and the amount on the right. */
function AmountLine({ label, rappen, testId }: { label: string; rappen: number; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} className="checkout-amount">
        {chf(rappen)}
      </Text>
    </Group>
  );
}
