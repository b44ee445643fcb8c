import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  amountRuleProduct,
  checkAmount,
  checkoutAmountRule,
  maxGiftRappen,
  PAYMENT_LIMITS,
  type PublicProduct,
  presetAmountRappen,
  sanitizeAmountInput,
  suggestedAmountsOf,
} from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { chf } from '../../lib/paymentsApi';
import { SuggestedAmounts } from './SuggestedAmounts';

/** Whether the donor types the amount: products without a price, and crowdfunding campaigns. */
export function asksForAmount(product: PublicProduct): boolean {
  return presetAmountRappen(amountRuleProduct(product)) === null;
}

/**
 * Step 1: what is bought, and the amount. Fixed products cost their price; open products and crowdfunding take
 * an amount of at least CHF 5, crowdfunding at most what is still missing (PRODUCT.md §validation), and at most
 * the club's maximum for the offer where it set one (issue 47). Quantity is always 1.
 */
export function ProductStep({
  product,
  amountText,
  onAmountText,
  onNext,
}: {
  product: PublicProduct;
  amountText: string;
  onAmountText: (text: string) => void;
  onNext: (amountRappen: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tClub } = useTranslation('club');
  const [error, setError] = useState<string | null>(null);
  // An all-or-nothing campaign's pledge: what its cap leaves (issue 49).
  const rule = checkoutAmountRule(product);
  const preset = presetAmountRappen(rule);
  // The crowdfunding rest or the club's maximum for one gift, whichever is lower.
  const maximum = maxGiftRappen(rule);
  const minChf = String(PAYMENT_LIMITS.minAmountRappen / 100);
  const period = product.recurringProduct && product.recurringPeriod ? product.recurringPeriod : null;
  // The club's suggested amounts, else the defaults (issue 48); what the server sent, or the same rule here.
  const suggestions = product.suggestedAmounts ?? suggestedAmountsOf(product);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(rule, preset === null ? amountText : preset / 100);
    if (check.ok) onNext(check.amountRappen);
    else setError(translateMessageKey(check.message.key, check.message.values));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="checkout-product-title">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="md" align="flex-start" wrap="nowrap" className="checkout-product">
            {product.image && (
              <img
                className="checkout-product__image"
                src={product.image}
                alt={t('product.imageAlt', { title: product.title })}
              />
            )}
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Badge variant="light" radius="sm" tt="none">
                  {tClub(`products.type.${product.productType}`)}
                </Badge>
                {product.deliveryAvailable && (
                  <Badge color="gray" variant="light" radius="sm" tt="none">
                    {tClub('products.delivery')}
                  </Badge>
                )}
              </Group>
              <Title order={2} fz="xl" id="checkout-product-title" className="checkout-break">
                {product.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('product.by', { club: product.clubName })}
              </Text>
            </Stack>
          </Group>
          {product.description && (
            <Text className="checkout-break" style={{ whiteSpace: 'pre-line' }}>
              {product.description}
            </Text>
          )}
          {product.crowdFunding && rule.priceRappen !== null && (
            <Text size="sm" fw={600}>
              {t('product.raised', {
                raised: chf(rule.totalFundedRappen),
                target: chf(rule.priceRappen),
              })}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed">{t('product.quantity')}</Text>
            <Text>1</Text>
          </Group>
          {period && (
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{t('product.period')}</Text>
              <Text>{tClub(`products.period.${period}`)}</Text>
            </Group>
          )}
          {preset === null && (
            <SuggestedAmounts
              amounts={suggestions}
              value={amountText}
              label={t('product.suggestions')}
              onPick={(text) => {
                onAmountText(text);
                setError(null);
              }}
            />
          )}
          {preset === null ? (
            <TextInput
              label={t('product.amount')}
              description={
                maximum === null
                  ? t('product.amountHint', { min: minChf })
                  : t('product.amountHintCap', { min: minChf, max: chf(maximum).slice(4) })
              }
              value={amountText}
              onChange={(event) => {
                onAmountText(sanitizeAmountInput(event.currentTarget.value));
                setError(null);
              }}
              inputMode="decimal"
              autoComplete="off"
              error={error}
              required
              data-testid="checkout-amount"
              size="md"
            />
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{t('product.price')}</Text>
              <Text fw={800} fz="xl">
                {chf(preset)}
              </Text>
            </Group>
          )}
          {preset !== null && error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" radius="xl">
              {t('product.next')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
