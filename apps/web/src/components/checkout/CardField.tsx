import type { CardFieldValue } from '../../lib/cardProvider';
import { SandboxCardField } from './SandboxCardField';
import { StripeCardField, type StripeCardState } from './StripeCardField';

/**
 * The card field of the server's card provider (checkout and the app's web view): Stripe's card Element when a
 * publishable key is configured, else the sandbox field. `onEdit` runs on every change (to clear an old error).
 */
export function CardField({
  stripeKey,
  card,
  stripeCard,
  onCard,
  onStripeCard,
  onEdit,
  error,
  disabled,
}: {
  stripeKey: string | undefined;
  card: CardFieldValue;
  stripeCard: StripeCardState;
  onCard: (next: CardFieldValue) => void;
  onStripeCard: (next: StripeCardState) => void;
  onEdit: () => void;
  error: string | null;
  disabled: boolean;
}) {
  if (stripeKey) {
    return (
      <StripeCardField
        publishableKey={stripeKey}
        onChange={(next) => {
          onStripeCard(next);
          onEdit();
        }}
        error={error ?? stripeCard.error}
        disabled={disabled}
      />
    );
  }
  return (
    <SandboxCardField
      value={card}
      onChange={(next) => {
        onCard(next);
        onEdit();
      }}
      error={error}
      disabled={disabled}
    />
  );
}
