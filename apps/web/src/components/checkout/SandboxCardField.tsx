import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CardFieldValue, cardDigits, formatCardNumber, formatExpiry } from '../../lib/cardProvider';
import { CardFieldset } from './CardFieldset';

/**
 * The sandbox card field: number, expiry and CVC, no postal code (PRODUCT.md §validation). It stands in for Stripe's
 * card element; the number is only ever sent to the provider's tokenisation call (cardProvider.ts).
 */
export function SandboxCardField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: CardFieldValue;
  onChange: (next: CardFieldValue) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <CardFieldset
      error={error}
      after={
        <Text size="xs" c="dimmed" mt={6}>
          {t('payment.sandboxNote')}
        </Text>
      }
    >
      <Stack gap="sm" mt={4}>
        <TextInput
          label={t('payment.cardNumber')}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: formatCardNumber(event.currentTarget.value) })}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          data-testid="card-number"
        />
        {/* The two boxes side by side on one line even where one label wraps (« Expiration (MM/AA) » on a phone). */}
        <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'end' }}>
          <TextInput
            label={t('payment.expiry')}
            value={value.expiry}
            onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.currentTarget.value) })}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            data-testid="card-expiry"
          />
          <TextInput
            label={t('payment.cvc')}
            value={value.cvc}
            onChange={(event) =>
              onChange({ ...value, cvc: cardDigits(event.currentTarget.value).slice(0, 4) })
            }
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            data-testid="card-cvc"
          />
        </SimpleGrid>
      </Stack>
    </CardFieldset>
  );
}
