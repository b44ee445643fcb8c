import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  amountRuleProduct,
  checkAmount,
  PAYMENT_LIMITS,
  type PayRequest,
  type PayResponse,
  type PublicProduct,
  ROUTES,
} from '@tifo/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CardEntryFields, useCardEntry } from '../../components/checkout/CardField';
import { OrderSummary } from '../../components/checkout/OrderSummary';
import { Outcome } from '../../components/Outcome';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { cardProvider, tokenRequest } from '../../lib/cardProvider';
import * as api from '../../lib/endpoints';
import { useDocumentTitle } from '../../lib/hooks';
import { checkoutProductQuery, chf, idempotencyKey, type PaymentResultState } from '../../lib/paymentsApi';
import '../../components/checkout/checkout.css';
import { wireLanguage } from '../../components/club/format';

/** The intent waiting for its challenge in this web view (kept for this tab only). */
const PENDING_KEY = 'pendingWebViewPayment';

/**
 * /payment-stripe/:productId/:clubId/:userId/:authToken/:amount: the card form of the mobile app's web view.
 * The token in the path is sent as the bearer token (the server checks it like any other); the amount is
 * checked with the contract's rule. 3-D Secure on the sandbox goes full page and comes back here with
 * ?challenge=done; with Stripe.js it is a dialog in the page, and the form pays again with the intent.
 */
export default function PaymentStripePage() {
  const { t, i18n } = useTranslation('checkout');
  useDocumentTitle(t('webView.title'));
  const { productId = '', authToken = '', amount = '' } = useParams();
  const product = useQuery({
    ...checkoutProductQuery(productId, wireLanguage(i18n.language)),
    enabled: productId !== '',
  });

  // The token is in the address: no referrer may carry it to another site.
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);

  let content = null;
  if (product.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (product.isError) {
    content = (
      <Alert color="red" variant="light" role="alert" title={t('loadError.title')}>
        {product.error.message}
      </Alert>
    );
  } else {
    const check = checkAmount(amountRuleProduct(product.data), amount);
    content = check.ok ? (
      <WebViewCardForm product={product.data} amountRappen={check.amountRappen} token={authToken} />
    ) : (
      <Alert color="red" variant="light" role="alert" title={t('webView.invalid')}>
        {translateMessageKey(check.message.key, check.message.values)}
      </Alert>
    );
  }

  return (
    <Container size="xs" py="lg" px="sm">
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t('webView.title')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}

function WebViewCardForm({
  product,
  amountRappen,
  token,
}: {
  product: PublicProduct;
  amountRappen: number;
  token: string;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const entry = useCardEntry();
  const [busy, setBusy] = useState(params.get('challenge') === 'done');
  const [success, setSuccess] = useState<string | null>(null);
  const resumed = useRef(false);
  const amount = (amountRappen / 100).toFixed(2);

  const payWith = (body: Partial<PayRequest>) =>
    tokenRequest(
      api.postPaymentsPay,
      { productId: product.id, amount, quantity: 1, idempotencyKey: idempotencyKey(), ...body },
      token,
    );
  const succeed = (answer: PayResponse) => {
    setSuccess(translateMessageKey('paymentSuccessful'));
    setTimeout(
      () =>
        navigate(ROUTES.paymentSuccess, {
          state: { amount: answer.amount, clubName: product.clubName } satisfies PaymentResultState,
        }),
      PAYMENT_LIMITS.successRedirectMs,
    );
  };
  const fail = (error: unknown) => {
    const reason = error instanceof ApiError ? error.message : undefined;
    navigate(ROUTES.paymentError, { state: { reason } satisfies PaymentResultState });
  };

  // Back from the 3-D Secure challenge: pay again with the intent.
  useEffect(() => {
    if (resumed.current || params.get('challenge') !== 'done') return;
    resumed.current = true;
    const paymentIntentId = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    if (!paymentIntentId) {
      setBusy(false);
      return;
    }
    payWith({ paymentIntentId }).then(
      (answer) =>
        answer.status === 'succeeded'
          ? succeed(answer)
          : answer.status === 'processing'
            ? setSuccess(translateMessageKey('paymentProcessing'))
            : fail(undefined),
      fail,
    );
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const provider = cardProvider();
    const details = entry.details(provider);
    if (!details) return;
    setBusy(true);
    try {
      const paymentMethodId = await provider.createPaymentMethod(details, token);
      let answer = await payWith({ paymentMethodId });
      if (answer.status === 'requires_action') {
        sessionStorage.setItem(PENDING_KEY, answer.paymentIntentId);
        const outcome = await provider.startChallenge({
          paymentIntentId: answer.paymentIntentId,
          clientSecret: answer.clientSecret,
          nextActionUrl: answer.nextActionUrl,
          returnUrl: `${location.pathname}?challenge=done`,
        });
        if (outcome !== 'done') return;
        // Answered in the page (Stripe.js): pay again with the intent; the server asks the provider.
        sessionStorage.removeItem(PENDING_KEY);
        answer = await payWith({ paymentIntentId: answer.paymentIntentId });
        if (answer.status === 'requires_action') {
          fail(undefined);
          return;
        }
      }
      if (answer.status === 'processing') setSuccess(translateMessageKey('paymentProcessing'));
      else succeed(answer);
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  };

  return (
    <Stack gap="lg">
      <OrderSummary product={product} amountRappen={amountRappen} delivery={null} />
      <form onSubmit={submit} noValidate aria-label={t('webView.title')}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <CardEntryFields entry={entry} disabled={busy} />
            <Outcome success={success} failure={null} />
            <Button
              type="submit"
              radius="xl"
              size="md"
              disabled={entry.name.trim() === '' || success !== null}
              loading={busy && success === null}
            >
              {t('payment.payCard', { amount: chf(amountRappen) })}
            </Button>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
