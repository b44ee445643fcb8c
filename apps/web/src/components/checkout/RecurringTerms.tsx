import { Alert, Stack, Text } from '@mantine/core';
import { firstCharge, type PublicProduct, type RecurringPeriod } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { chf } from '../../lib/paymentsApi';
import { formatDate } from '../org/format';

/** A product whose card payment starts a donation subscription. */
export function isSubscription(
  product: PublicProduct,
): product is PublicProduct & { recurringPeriod: RecurringPeriod } {
  return (
    product.recurringProduct && product.productType === 'subscription' && product.recurringPeriod !== null
  );
}

/** A membership product (its first invoice is prorated by the same rule; the card is kept for the invoices). */
export function isMembership(
  product: PublicProduct,
): product is PublicProduct & { recurringPeriod: RecurringPeriod } {
  return product.productType === 'membership' && product.recurringPeriod !== null;
}

/** What the checkout charges today for a subscription (the contract's first charge), and when it charges next. */
export function subscriptionTerms(
  product: PublicProduct & { recurringPeriod: RecurringPeriod },
  amountRappen: number,
  now = new Date(),
) {
  return firstCharge({
    amountRappen,
    period: product.recurringPeriod,
    startingDate: product.startingDate ? new Date(product.startingDate) : null,
    now,
  });
}

/**
 * What the donor agrees to before paying a subscription (issue 13): the rhythm and amount, today's first
 * charge (prorated to the season when it has a start), the next charge date, that the card is kept for the
 * later charges, and that it can be cancelled at any time.
 */
export function RecurringTerms({ product, amountRappen }: { product: PublicProduct; amountRappen: number }) {
  const { t } = useTranslation('checkout');
  if (!isSubscription(product)) return null;
  const first = subscriptionTerms(product, amountRappen);
  const every = t(`recurring.every.${product.recurringPeriod}`);
  return (
    <Alert color="night" variant="light" title={t('recurring.title')} data-testid="recurring-terms">
      <Stack gap={4}>
        <Text size="sm">{t('recurring.rhythm', { amount: chf(amountRappen), every })}</Text>
        <Text size="sm">
          {first.prorated
            ? t('recurring.firstProrated', { amount: chf(first.amountRappen), days: first.days })
            : t('recurring.first', { amount: chf(first.amountRappen) })}
        </Text>
        <Text size="sm">
          {t('recurring.next', { date: formatDate(first.nextChargeAt.toISOString()), every })}
        </Text>
        <Text size="sm" fw={600}>
          {t('recurring.mandate', { amount: chf(amountRappen), every, club: product.clubName })}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * What a supporter agrees to before joining a membership (issue 14): the fee and its rhythm, today's first
 * invoice (prorated to the season when the membership has a start), the next invoice's date, and how later
 * invoices are paid (the card is kept; TWINT members get them by e-mail).
 */
export function MembershipTerms({ product, amountRappen }: { product: PublicProduct; amountRappen: number }) {
  const { t } = useTranslation('checkout');
  if (!isMembership(product)) return null;
  const first = subscriptionTerms(product, amountRappen);
  const every = t(`recurring.every.${product.recurringPeriod}`);
  return (
    <Alert color="night" variant="light" title={t('membership.title')} data-testid="membership-terms">
      <Stack gap={4}>
        <Text size="sm">{t('membership.fee', { amount: chf(amountRappen), every })}</Text>
        <Text size="sm">
          {first.prorated
            ? t('membership.firstProrated', { amount: chf(first.amountRappen), days: first.days })
            : t('membership.first', { amount: chf(first.amountRappen) })}
        </Text>
        <Text size="sm">
          {t('membership.next', { date: formatDate(first.nextChargeAt.toISOString()), every })}
        </Text>
        <Text size="sm" fw={600}>
          {t('membership.card', { club: product.clubName })}
        </Text>
      </Stack>
    </Alert>
  );
}
