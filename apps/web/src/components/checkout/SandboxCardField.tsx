import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CardFieldValue, cardDigits, formatCardNumber, formatExpiry } from '../../lib/cardProvider';

/**
 * The sandbox card field: number, expiry and CVC, no postal code (spec 000 §5). It stands in for Stripe's
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
    <Fieldset
      variant="unstyled"
      legend={t('payment.card_field')}
      className="checkout-card-field"
      aria-describedby={error ? 'card-field-error' : undefined}
    >
      <Group gap="sm" align="flex-start" grow wrap="wrap" mt={4}>
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
          style={{ flexBasis: '100%', maxWidth: '100%' }}
          data-testid="card-number"
        />
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
          onChange={(event) => onChange({ ...value, cvc: cardDigits(event.currentTarget.value).slice(0, 4) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          data-testid="card-cvc"
        />
      </Group>
      {error && (
        <Text size="sm" c="red.8" mt={6} id="card-field-error" role="alert">
          {error}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {t('payment.sandboxNote')}
      </Text>
    </Fieldset>
  );
}
