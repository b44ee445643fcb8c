import { Alert, Button, Container, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@tifo/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChallengeReturn } from '../../components/checkout/ChallengeReturn';
import { DeliveryStep } from '../../components/checkout/DeliveryStep';
import { PaymentStep } from '../../components/checkout/PaymentStep';
import { PledgeStep } from '../../components/checkout/PledgeStep';
import { ProductStep } from '../../components/checkout/ProductStep';
import { VerifyEmailPrompt } from '../../components/checkout/VerifyEmailPrompt';
import {
  type DeliveryForm,
  EMPTY_DELIVERY,
  loadDeliveryInfo,
  saveDeliveryInfo,
} from '../../lib/deliveryStorage';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import {
  checkoutProductQuery,
  clearPendingPayment,
  idempotencyKey,
  type PendingCardPayment,
  pay,
  readPendingPayment,
  toDeliveryInfo,
} from '../../lib/paymentsApi';
import '../../components/checkout/checkout.css';
import { wireLanguage } from '../../components/club/format';

/** What the public club page passes in navigation state (ClubProducts.tsx). */
interface CheckoutState {
  productId?: string;
  returnTo?: string;
}

/**
 * /donation/checkout (protected; PRODUCT.md §checkout): Product details → Delivery address (only for products with
 * delivery) → Payment with the order summary. The product id comes from navigation state or `?product=`; without
 * one the page goes back in history. Coming back from the 3-D Secure challenge it completes the pending card payment.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('title'));
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [pending] = useState(() => (params.get('challenge') === 'done' ? readPendingPayment() : undefined));
  const state = (location.state ?? {}) as CheckoutState;
  // From the club page's navigation state, or from the address (`?product=<id>`), which a reload keeps.
  const productId =
    typeof state.productId === 'string' ? state.productId : (params.get('product') ?? undefined) || undefined;
  const returnTo = typeof state.returnTo === 'string' ? state.returnTo : null;

  const goBack = () => {
    if (returnTo) navigate(returnTo);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  const missing = !pending && !productId;
  useEffect(() => {
    if (!missing) return;
    if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  }, [missing, navigate]);

  let content: ReactNode = null;
  if (pending) content = <ChallengeCompletion pending={pending} />;
  else if (!productId || !session) content = null;
  else if (!session.donationEnabled) content = <VerifyEmailPrompt email={session.email} onBack={goBack} />;
  else content = <CheckoutForProduct productId={productId} returnTo={returnTo} onBack={goBack} />;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}

function CheckoutForProduct({
  productId,
  returnTo,
  onBack,
}: {
  productId: string;
  returnTo: string | null;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const product = useQuery(checkoutProductQuery(productId, wireLanguage(i18n.language)));

  if (product.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  if (product.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadError.title')}>
        <Stack gap="sm">
          <Text size="sm">{product.error.message}</Text>
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={onBack}>
              {t('loadError.back')}
            </Button>
            <Button size="xs" onClick={() => product.refetch()}>
              {t('loadError.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <CheckoutSteps product={product.data} returnTo={returnTo} />;
}

type StepName = 'product' | 'delivery' | 'payment';

function CheckoutSteps({ product, returnTo }: { product: PublicProduct; returnTo: string | null }) {
  const { t } = useTranslation('checkout');
  const steps: StepName[] = product.deliveryAvailable
    ? ['product', 'delivery', 'payment']
    : ['product', 'payment'];
  const [active, setActive] = useState(0);
  const [amountText, setAmountText] = useState('');
  const [amountRappen, setAmountRappen] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryForm>(() => loadDeliveryInfo() ?? EMPTY_DELIVERY);
  const panel = useRef<HTMLDivElement>(null);
  // An all-or-nothing campaign takes a pledge, not a payment (issue 49).
  const pledging = product.campaign?.mode === 'all_or_nothing';

  // Screen readers and keyboards follow the step: focus goes to the new step's panel once it is shown.
  const go = (index: number) => {
    setActive(index);
    requestAnimationFrame(() => panel.current?.focus());
  };

  const current = steps[active] ?? 'product';
  // The last step of an all-or-nothing campaign is the pledge, not a payment.
  const stepName = (step: StepName) => (step === 'payment' && pledging ? 'pledge' : step);
  const shows = (step: StepName) => current === step;
  const changeDelivery = (next: DeliveryForm) => {
    setDelivery(next);
    saveDeliveryInfo(next);
  };

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(index) => index < active && go(index)}
        allowNextStepsSelect={false}
        size="sm"
        className="phone-stepper"
        aria-label={t('steps.label')}
      >
        {steps.map((step) => (
          <Stepper.Step
            key={step}
            label={t(`steps.${stepName(step)}`)}
            description={t(`steps.${stepName(step)}Description`)}
          />
        ))}
      </Stepper>
      <div ref={panel} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }} data-step={current}>
        {shows('product') && (
          <ProductStep
            product={product}
            amountText={amountText}
            onAmountText={setAmountText}
            onNext={(amount) => {
              setAmountRappen(amount);
              go(active + 1);
            }}
          />
        )}
        {shows('delivery') && (
          <DeliveryStep
            value={delivery}
            onChange={changeDelivery}
            onBack={() => go(active - 1)}
            onNext={() => {
              saveDeliveryInfo(delivery);
              go(active + 1);
            }}
          />
        )}
        {shows('payment') && amountRappen !== null && pledging && (
          <PledgeStep product={product} amountRappen={amountRappen} onBack={() => go(active - 1)} />
        )}
        {shows('payment') && amountRappen !== null && !pledging && (
          <PaymentStep
            product={product}
            amountRappen={amountRappen}
            delivery={product.deliveryAvailable ? delivery : null}
            returnTo={returnTo}
            onBack={() => go(active - 1)}
          />
        )}
      </div>
    </Stack>
  );
}

/** Back from the 3-D Secure challenge: pay again with the intent; the server settles only a confirmed one. */
function ChallengeCompletion({ pending }: { pending: PendingCardPayment }) {
  const payAgain = useCallback(() => {
    clearPendingPayment();
    const delivery = pending.withDelivery ? loadDeliveryInfo() : undefined;
    return pay({
      productId: pending.productId,
      amount: pending.amount,
      quantity: 1,
      paymentIntentId: pending.paymentIntentId,
      deliveryInfo: delivery ? toDeliveryInfo(delivery) : undefined,
      idempotencyKey: idempotencyKey(),
      ...(pending.coverFee !== undefined ? { coverFee: pending.coverFee } : {}),
      ...(pending.invoiceId ? { invoiceId: pending.invoiceId } : {}),
    });
  }, [pending]);
  return <ChallengeReturn pay={payAgain} clubName={pending.clubName} />;
}
