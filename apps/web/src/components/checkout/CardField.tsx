import { Stack, TextInput } from '@mantine/core';
import { PAYMENT_LIMITS } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import {
  type CardFieldValue,
  type CardInput,
  type CardProvider,
  completeCard,
  EMPTY_CARD,
  useStripePublishableKey,
} from '../../lib/cardProvider';
import { useTimedMessage } from '../../lib/hooks';
import { SandboxCardField } from './SandboxCardField';
import { EMPTY_STRIPE_CARD, StripeCardField, type StripeCardState } from './StripeCardField';

/**
 * What the donor enters to pay by card (checkout and the app's web view): the cardholder name and the card field
 * of the server's card provider (Stripe's card Element when a publishable key is configured, else the sandbox
 * field), with the card error that clears after 3 s (PRODUCT.md §errors).
 */
export function useCardEntry() {
  const [name, setName] = useState('');
  const [card, setCard] = useState<CardFieldValue>(EMPTY_CARD);
  const [stripeCard, setStripeCard] = useState<StripeCardState>(EMPTY_STRIPE_CARD);
  const stripeKey = useStripePublishableKey();
  const [cardError, showCardError] = useTimedMessage(PAYMENT_LIMITS.errorClearMs);

  /** The card as `provider` takes it; undefined (with the reason shown) while it is incomplete. */
  const details = (provider: CardProvider): CardInput | undefined => {
    // Stripe's Element keeps the card; the sandbox field hands over its details.
    const input = stripeKey
      ? provider.name === 'stripe' && stripeCard.complete
        ? { name: name.trim() }
        : undefined
      : completeCard(card, name);
    if (!input) showCardError(stripeCard.error ?? translateMessageKey('cardIncomplete'));
    return input;
  };

  return {
    name,
    setName,
    card,
    setCard,
    stripeCard,
    setStripeCard,
    stripeKey,
    cardError,
    showCardError,
    details,
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

/** The cardholder name and the card field of a card entry. */
export function CardEntryFields({ entry, disabled }: { entry: CardEntry; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const edited = () => entry.showCardError(null);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('payment.cardholderName')}
        value={entry.name}
        onChange={(event) => entry.setName(event.currentTarget.value)}
        autoComplete="cc-name"
        required
        disabled={disabled}
      />
      {entry.stripeKey ? (
        <StripeCardField
          publishableKey={entry.stripeKey}
          onChange={(next) => {
            entry.setStripeCard(next);
            edited();
          }}
          error={entry.cardError ?? entry.stripeCard.error}
          disabled={disabled}
        />
      ) : (
        <SandboxCardField
          value={entry.card}
          onChange={(next) => {
            entry.setCard(next);
            edited();
          }}
          error={entry.cardError}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
