import { Fieldset, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a card field (the sandbox's inputs, Stripe's Element): its legend, the field, the message of a
 * refused or incomplete card (announced, and named by the fieldset), then what follows it (`after`).
 */
export function CardFieldset({
  error,
  busy,
  after,
  children,
}: {
  error: string | null;
  /** While the provider's field loads. */
  busy?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Fieldset
      variant="unstyled"
      legend={t('payment.card_field')}
      className="checkout-card-field"
      styles={{
        root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
        legend: { padding: 0, fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' },
      }}
      aria-describedby={error ? 'card-field-error' : undefined}
      {...(busy === undefined ? {} : { 'aria-busy': busy })}
    >
      {children}
      {error && (
        <Text size="sm" c="red.8" mt={6} id="card-field-error" role="alert">
          {error}
        </Text>
      )}
      {after}
    </Fieldset>
  );
}
