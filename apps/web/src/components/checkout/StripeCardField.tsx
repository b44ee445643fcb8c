import { Box, Group, Loader } from '@mantine/core';
import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { sandboxCardProvider, setCardProvider } from '../../lib/cardProvider';
import { createStripeCardProvider, loadStripeJs } from '../../lib/stripeCardProvider';
import { CardFieldset } from './CardFieldset';

/** What the card Element reports as the donor types. */
export interface StripeCardState {
  /** Ready for createPaymentMethod: Stripe.js loaded and the number, expiry and CVC complete. */
  complete: boolean;
  /** Stripe's message for what is wrong with the card so far (in the page's language). */
  error: string | null;
}

export const EMPTY_STRIPE_CARD: StripeCardState = { complete: false, error: null };

/**
 * Stripe's card Element (Stripe.js, loaded when this field is first shown) in place of the sandbox field:
 * number, expiry and CVC in Stripe's frame, no postal code (PRODUCT.md §validation). While shown, it installs the Stripe.js
 * card provider (createPaymentMethod from this Element, 3-D Secure with handleNextAction).
 */
export function StripeCardField({
  publishableKey,
  onChange,
  error,
  disabled,
}: {
  publishableKey: string;
  onChange: (state: StripeCardState) => void;
  error: string | null;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const mountPoint = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | undefined>(undefined);
  const report = useRef(onChange);
  report.current = onChange;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const locale = i18n.language;

  useEffect(() => {
    let cancelled = false;
    loadStripeJs(publishableKey, locale).then(
      (stripe) => {
        if (cancelled || !mountPoint.current) return;
        if (!stripe) {
          setStatus('failed');
          return;
        }
        const card = stripe.elements({ locale: locale as 'auto' }).create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px' } },
        });
        card.on('change', (event) =>
          report.current({ complete: event.complete, error: event.error?.message ?? null }),
        );
        card.mount(mountPoint.current);
        element.current = card;
        setCardProvider(createStripeCardProvider(stripe, card));
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = undefined;
      setCardProvider(sandboxCardProvider);
      report.current(EMPTY_STRIPE_CARD);
    };
  }, [publishableKey, locale]);

  useEffect(() => {
    element.current?.update({ disabled: Boolean(disabled) });
  }, [disabled]);

  const shown = status === 'failed' ? translateMessageKey('paymentProviderUnavailable') : error;
  const loading = status === 'loading';
  return (
    <CardFieldset error={shown} busy={loading}>
      <Box
        mt={4}
        p="sm"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          minHeight: 44,
        }}
      >
        {loading && (
          <Group gap="xs" role="status" aria-label={t('loading')}>
            <Loader size="xs" />
          </Group>
        )}
        <div ref={mountPoint} data-testid="stripe-card-element" />
      </Box>
    </CardFieldset>
  );
}
