import { Card, Radio, Stack, Text, Title } from '@mantine/core';
import {
  formatChf,
  type GiverCompany,
  grossForNet,
  PAYMENT_LIMITS,
  type PayResponse,
  type PublicProduct,
  ROUTES,
} from '@tifo/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessageKey } from '../../i18n';
import { ApiError, apiPath } from '../../lib/api';
import { cardProvider } from '../../lib/cardProvider';
import { clearDeliveryInfo, type DeliveryForm } from '../../lib/deliveryStorage';
import * as api from '../../lib/endpoints';
import { useTimedMessage } from '../../lib/hooks';
import {
  chf,
  clearPendingPayment,
  idempotencyKey,
  initializeTwint,
  type PaymentResultState,
  pay,
  savePendingPayment,
  toDeliveryInfo,
} from '../../lib/paymentsApi';
import { Outcome } from '../Outcome';
import { CardEntryFields, useCardEntry } from './CardField';
import { CompanyGiverFields, useCompanyGiver } from './CompanyGiver';
import { CoverFeeChoice, useCoverFee } from './CoverFee';
import { OrderSummary } from './OrderSummary';
import { ShowNameCheckbox, SubmitRow, TermsCheckbox } from './PaymentParts';
import {
  isMembership,
  isSubscription,
  MembershipTerms,
  RecurringTerms,
  subscriptionTerms,
} from './RecurringTerms';
import { SecondSubscriptionConfirm, useRunningSubscription } from './SecondSubscription';

export type PaymentMethod = 'card' | 'twint';

/** TWINT is offered only for products that do not recur, or memberships (PRODUCT.md §checkout). */
export function twintAllowed(product: Pick<PublicProduct, 'recurringProduct' | 'productType'>): boolean {
  return !product.recurringProduct || product.productType === 'membership';
}

/** The submit button stays disabled until the method, the terms and (card) the cardholder name are there. */
export function canSubmit(
  method: PaymentMethod | null,
  termsAccepted: boolean,
  cardholderName: string,
): boolean {
  if (!method || !termsAccepted) return false;
  return method === 'twint' || cardholderName.trim() !== '';
}

/** Where checkout comes back to after the 3-D Secure challenge. */
export const CHALLENGE_RETURN = `${ROUTES.checkout}?challenge=done`;

/** The success message, then the success page after 1.5 s (PRODUCT.md §checkout). */
export function useFinishPayment() {
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const finish = (state: PaymentResultState) => {
    clearDeliveryInfo();
    setSuccess(translateMessageKey('paymentSuccessful'));
    timer.current = setTimeout(
      () => navigate(ROUTES.paymentSuccess, { state }),
      PAYMENT_LIMITS.successRedirectMs,
    );
  };
  /** 202 processing: the provider decides later; the donor gets the confirmation by e-mail. */
  const wait = () => {
    clearDeliveryInfo();
    setSuccess(translateMessageKey('paymentProcessing'));
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    const reason = error instanceof ApiError ? error.message : undefined;
    navigate(ROUTES.paymentError, { state: { reason } satisfies PaymentResultState });
  };
  /** A payment's answer as it settles: succeeded → finish, processing → wait, anything else or an error → fail. */
  const settle = (answer: Promise<PayResponse>, clubName: string) =>
    answer.then(
      (paid) => {
        if (paid.status === 'succeeded') finish({ amount: paid.amount, clubName });
        else if (paid.status === 'processing') wait();
        else fail(undefined);
      },
      (error: unknown) => fail(error),
    );
  return { success, finish, wait, fail, settle };
}

/**
 * The last step: order summary, payment method, terms, and for card the cardholder name and the card field.
 * Card: create a payment method, pay; requires_action → the 3-D Secure challenge (sandbox: full page; Stripe.js:
 * its dialog in the page), then checkout pays again with the intent. TWINT: initialise, then the whole page goes to the provider's start page.
 */
export function PaymentStep({
  product,
  amountRappen,
  delivery,
  returnTo,
  onBack,
  invoiceId,
}: {
  product: PublicProduct;
  amountRappen: number;
  delivery: DeliveryForm | null;
  returnTo: string | null;
  onBack: () => void;
  /** Paying this open membership invoice (the pay link): its amount, nothing else. */
  invoiceId?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // How the donor appears among the club's top sponsors: anonymous unless they tick the box.
  const [showName, setShowName] = useState(false);
  const giver = useCompanyGiver();
  // Covering the fee (issue 48): for gifts and subscriptions, not for membership fees and invoices.
  const cover = useCoverFee(!invoiceId && !isMembership(product));
  const coverChoice = cover.offered ? { coverFee: cover.covers } : {};
  const entry = useCardEntry();
  const cardholderName = entry.name;
  const [busy, setBusy] = useState(false);
  const [error, showError] = useTimedMessage(PAYMENT_LIMITS.errorClearMs);
  const { success, finish, wait, fail } = useFinishPayment();
  const allowTwint = twintAllowed(product);
  const amount = formatChf(amountRappen);
  // A subscription charges its first amount today (prorated to a season), the whole amount each period after.
  const recurring = !invoiceId && isSubscription(product);
  const forInvoice = invoiceId ? { invoiceId } : {};
  // A membership's first invoice is prorated by the same rule (not when paying an invoice of its pay link).
  const joining = !invoiceId && isMembership(product);
  const chosenNow =
    recurring || joining ? subscriptionTerms(product, amountRappen).amountRappen : amountRappen;
  const chargedNow = cover.covers ? grossForNet(chosenNow) : chosenNow;
  const deliveryInfo = delivery ? toDeliveryInfo(delivery) : undefined;
  const payingByCard = method === 'card';
  // A second subscription to the same offer starts only once the donor confirms it (the server asks it too).
  const running = useRunningSubscription(recurring ? product.id : null);
  const [secondConfirmed, setSecondConfirmed] = useState(false);
  const needsSecondConfirmation = running !== undefined && !secondConfirmed;
  const missing = !method
    ? translateMessageKey('paymentMethodRequired')
    : !termsAccepted
      ? translateMessageKey('paymentTermsRequired')
      : method === 'card' && cardholderName.trim() === ''
        ? translateMessageKey('cardholderNameRequired')
        : needsSecondConfirmation
          ? translateMessageKey('subscriptionAlreadyActive')
          : null;

  type Giver = { company?: GiverCompany | null };
  const payByCard = async (giverChoice: Giver) => {
    const provider = cardProvider();
    const details = entry.details(provider);
    if (!details) return;
    setBusy(true);
    let paymentMethodId: string;
    try {
      paymentMethodId = await provider.createPaymentMethod(details);
    } catch (caught) {
      // Card field and provider errors are shown under the card field (PRODUCT.md §errors).
      setBusy(false);
      if (caught instanceof ApiError && caught.handled) return;
      entry.showCardError(caught instanceof ApiError ? caught.message : translateMessageKey('paymentError'));
      return;
    }
    try {
      const answer = await pay({
        productId: product.id,
        amount,
        quantity: 1,
        paymentMethodId,
        deliveryInfo,
        idempotencyKey: idempotencyKey(),
        showName,
        ...giverChoice,
        ...coverChoice,
        ...(running ? { confirmSecondSubscription: secondConfirmed } : {}),
        ...forInvoice,
      });
      if (answer.status === 'requires_action') {
        savePendingPayment({
          productId: product.id,
          amount,
          paymentIntentId: answer.paymentIntentId,
          clubName: product.clubName,
          returnTo,
          withDelivery: deliveryInfo !== undefined,
          ...coverChoice,
          ...forInvoice,
        });
        const outcome = await provider.startChallenge({
          paymentIntentId: answer.paymentIntentId,
          clientSecret: answer.clientSecret ?? answer.payment_intent_client_secret,
          nextActionUrl: answer.nextActionUrl,
          returnUrl: CHALLENGE_RETURN,
        });
        if (outcome !== 'done') return;
        // Answered in the page (Stripe.js): pay again with the intent; the server asks the provider.
        clearPendingPayment();
        const confirmed = await pay({
          productId: product.id,
          amount,
          quantity: 1,
          paymentIntentId: answer.paymentIntentId,
          deliveryInfo,
          idempotencyKey: idempotencyKey(),
          ...coverChoice,
          ...forInvoice,
        });
        if (confirmed.status === 'succeeded')
          finish({ amount: confirmed.amount, clubName: product.clubName });
        else if (confirmed.status === 'processing') wait();
        else fail(undefined);
        return;
      }
      if (answer.status === 'processing') wait();
      else finish({ amount: answer.amount, clubName: product.clubName });
    } catch (caught) {
      setBusy(false);
      fail(caught);
    }
  };

  const payByTwint = async (giverChoice: Giver) => {
    setBusy(true);
    try {
      const answer = await initializeTwint({
        productId: product.id,
        amount,
        quantity: 1,
        deliveryInfo,
        showName,
        ...giverChoice,
        ...coverChoice,
        ...forInvoice,
      });
      const transactionId = answer?.transactionId ?? answer?.transactionDetails?.transactionId;
      if (!transactionId) throw new Error('no TWINT transaction');
      clearDeliveryInfo();
      // The whole page goes to the provider's start page, never an iframe (PRODUCT.md §checkout).
      window.location.assign(
        answer.startUrl || apiPath(api.getPaymentsSandboxTwintById, { id: transactionId }),
      );
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.handled) return;
      showError(translateMessageKey('twintInitFailed'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    if (missing) {
      showError(missing);
      return;
    }
    // An open invoice is the member's: it is paid as it was raised, not by a company.
    const company = invoiceId ? undefined : giver.choice();
    if (!invoiceId && company === undefined) return;
    const giverChoice = company === undefined ? {} : { company };
    void (method === 'card' ? payByCard(giverChoice) : payByTwint(giverChoice));
  };

  return (
    <Stack gap="lg">
      <OrderSummary product={product} amountRappen={chosenNow} coversFee={cover.covers} delivery={delivery} />
      {!invoiceId && (
        <RecurringTerms
          product={product}
          amountRappen={cover.covers ? grossForNet(amountRappen) : amountRappen}
        />
      )}
      {joining && <MembershipTerms product={product} amountRappen={amountRappen} />}
      <form onSubmit={submit} noValidate aria-labelledby="checkout-payment-title">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="xl" id="checkout-payment-title">
              {t('payment.heading')}
            </Title>
            <Radio.Group
              label={t('payment.method')}
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod)}
              required
            >
              <Stack gap="xs" mt="xs">
                <Radio value="card" label={t('payment.card')} disabled={busy} />
                {allowTwint ? (
                  <Radio value="twint" label={t('payment.twint')} disabled={busy} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('payment.twintUnavailable')}
                  </Text>
                )}
              </Stack>
            </Radio.Group>
            {running && (
              <SecondSubscriptionConfirm
                running={running}
                confirmed={secondConfirmed}
                onConfirm={setSecondConfirmed}
                disabled={busy}
              />
            )}
            {payingByCard && <CardEntryFields entry={entry} disabled={busy} />}
            <ShowNameCheckbox
              checked={showName}
              onChange={setShowName}
              disabled={busy}
              clubName={product.clubName}
            />
            <CoverFeeChoice
              cover={cover}
              amountRappen={chosenNow}
              clubName={product.clubName}
              disabled={busy}
            />
            {!invoiceId && <CompanyGiverFields giver={giver} disabled={busy} />}
            <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} disabled={busy} />
            <Outcome success={success} failure={error ?? null} />
            <SubmitRow
              onBack={onBack}
              busy={busy}
              done={success !== null}
              missing={missing}
              hintId="checkout-submit-hint"
            >
              {method === 'twint'
                ? t('payment.payTwint')
                : recurring
                  ? t('payment.payCardRecurring', {
                      amount: chf(chargedNow),
                      every: t(`recurring.every.${product.recurringPeriod}`),
                    })
                  : t('payment.payCard', { amount: chf(chargedNow) })}
            </SubmitRow>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
