import { Alert, Anchor, Button, Card, Grid, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  amountRuleProduct,
  checkAmount,
  GuestGiver,
  grossForNet,
  type LinkPayRequest,
  PAYMENT_LIMITS,
  type PublicPaymentLink,
  ROUTES,
  sanitizeAmountInput,
} from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { issueText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { cardProvider } from '../../lib/cardProvider';
import { embedContext } from '../../lib/embed';
import { useSession, useTimedMessage } from '../../lib/hooks';
import {
  linkPaymentMethod,
  payThroughLink,
  savePendingLinkPayment,
  twintThroughLink,
} from '../../lib/linkPayments';
import { chf, idempotencyKey } from '../../lib/paymentsApi';
import { CardEntryFields, useCardEntry } from '../checkout/CardField';
import { CoverFeeChoice, useCoverFee } from '../checkout/CoverFee';
import { OrderSummary } from '../checkout/OrderSummary';
import { TermsCheckbox } from '../checkout/PaymentParts';
import { useFinishPayment } from '../checkout/PaymentStep';
import { SuggestedAmounts } from '../checkout/SuggestedAmounts';
import { wireLanguage } from '../club/format';
import { Outcome } from '../Outcome';

type GuestField = 'firstName' | 'lastName' | 'email';
const NO_GUEST: Record<GuestField, string> = { firstName: '', lastName: '', email: '' };

/**
 * The give page's form (issue 48): the amount (the link's preset, or suggested and free), covering the fee, who
 * gives (the account, or a guest's name and e-mail for a one-off gift), card or TWINT, the terms. A card that asks
 * for 3-D Secure leaves for the challenge and comes back to the give page, which pays again.
 */
export function GiveForm({ link, initialAmount }: { link: PublicPaymentLink; initialAmount: string }) {
  const { t, i18n } = useTranslation('checkout');
  const session = useSession();
  const location = useLocation();
  const { product } = link;
  const preset = link.amount ?? (product.crowdFunding ? null : product.price);
  const [amountText, setAmountText] = useState(preset === null ? initialAmount : preset.toFixed(2));
  const [guest, setGuest] = useState(NO_GUEST);
  const [guestErrors, setGuestErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [method, setMethod] = useState<'card' | 'twint' | null>(null);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, showError] = useTimedMessage(PAYMENT_LIMITS.errorClearMs);
  const entry = useCardEntry();
  const { success, finish, wait, fail } = useFinishPayment();
  const asAccount = session !== null;
  const cover = useCoverFee(product.productType !== 'membership', asAccount);
  const check = checkAmount(amountRuleProduct(product), amountText);
  const chosen = check.ok ? check.amountRappen : 0;
  const charged = cover.covers ? grossForNet(chosen) : chosen;
  const twintAllowed = !product.recurringProduct;
  const payingByCard = method === 'card';
  const mayGive = asAccount ? session.donationEnabled : link.guestAllowed;

  /** The guest's details, checked; undefined (with the fields' messages) while one is wrong. */
  const guestGiver = (): GuestGiver | undefined => {
    const parsed = GuestGiver.safeParse({ ...guest, language: wireLanguage(i18n.language) });
    if (parsed.success) {
      setGuestErrors({});
      return parsed.data;
    }
    setGuestErrors(
      Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issueText(issue.message) ?? '']),
      ),
    );
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || success) return;
    if (!check.ok) return showError(translateMessageKey(check.message.key, check.message.values));
    if (!method) return showError(translateMessageKey('paymentMethodRequired'));
    if (!terms) return showError(translateMessageKey('paymentTermsRequired'));
    const giver = asAccount ? undefined : guestGiver();
    if (!asAccount && !giver) return;
    const site = embedContext()?.origin;
    const body: LinkPayRequest = {
      amount: amountText,
      coverFee: cover.covers,
      ...(giver ? { guest: giver } : {}),
      ...(site ? { embedOrigin: site } : {}),
    };
    setBusy(true);
    try {
      if (method === 'twint') {
        const started = await twintThroughLink(link.code, body);
        window.location.assign(started.startUrl);
        return;
      }
      const details = entry.details(cardProvider());
      if (!details) return setBusy(false);
      const paymentMethodId = await linkPaymentMethod(link.code, details, giver);
      const answer = await payThroughLink(link.code, {
        ...body,
        paymentMethodId,
        idempotencyKey: idempotencyKey(),
      });
      if (answer.status === 'requires_action') {
        savePendingLinkPayment({
          code: link.code,
          body,
          paymentIntentId: answer.paymentIntentId,
          clubName: link.club.name,
        });
        const outcome = await cardProvider().startChallenge({
          paymentIntentId: answer.paymentIntentId,
          clientSecret: answer.clientSecret,
          nextActionUrl: answer.nextActionUrl,
          returnUrl: `/give/${link.code}?challenge=done`,
        });
        if (outcome !== 'done') return;
        const confirmed = await payThroughLink(link.code, {
          ...body,
          paymentIntentId: answer.paymentIntentId,
        });
        if (confirmed.status === 'succeeded') finish({ amount: confirmed.amount, clubName: link.club.name });
        else wait();
        return;
      }
      if (answer.status === 'processing') wait();
      else finish({ amount: answer.amount, clubName: link.club.name });
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.fields) {
        showError(caught.message);
        return;
      }
      fail(caught);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="give-title">
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Text c="dimmed" fw={600}>
              {link.club.name}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }} id="give-title">
              {product.title}
            </Title>
            {product.description && <Text className="checkout-break">{product.description}</Text>}
            {preset === null ? (
              <>
                <SuggestedAmounts
                  amounts={product.suggestedAmounts ?? []}
                  value={amountText}
                  label={t('give.suggested')}
                  onPick={setAmountText}
                />
                <TextInput
                  label={t('give.amountLabel')}
                  value={amountText}
                  inputMode="decimal"
                  autoComplete="off"
                  onChange={(event) => setAmountText(sanitizeAmountInput(event.currentTarget.value))}
                  disabled={busy}
                />
              </>
            ) : (
              <Text fw={800} fz="xl" data-testid="give-preset">
                {chf(Math.round(preset * 100))}
              </Text>
            )}
          </Stack>
        </Card>
        {chosen > 0 && (
          <OrderSummary product={product} amountRappen={chosen} coversFee={cover.covers} delivery={null} />
        )}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            {asAccount ? (
              <Text>{t('give.asAccount', { name: `${session.firstName} ${session.lastName}`.trim() })}</Text>
            ) : link.guestAllowed ? (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {t('give.guestTitle')}
                </Title>
                <Grid gap="sm">
                  {(['firstName', 'lastName'] as const).map((field) => (
                    <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t(`give.${field}`)}
                        value={guest[field]}
                        onChange={(event) => setGuest({ ...guest, [field]: event.currentTarget.value })}
                        error={guestErrors[field]}
                        autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                        required
                        disabled={busy}
                      />
                    </Grid.Col>
                  ))}
                </Grid>
                <TextInput
                  label={t('give.email')}
                  type="email"
                  value={guest.email}
                  onChange={(event) => setGuest({ ...guest, email: event.currentTarget.value })}
                  error={guestErrors.email}
                  description={t('give.guestHint')}
                  autoComplete="email"
                  required
                  disabled={busy}
                />
              </Stack>
            ) : (
              <Alert color="yellow" variant="light">
                {t('give.needsAccount')}
              </Alert>
            )}
            {!asAccount && (
              <Text size="sm">
                {t('give.haveAccount')}{' '}
                <Anchor component={Link} to={ROUTES.login} state={{ from: location }}>
                  {t('give.logIn')}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={ROUTES.signUp} state={{ from: location }}>
                  {t('give.signUp')}
                </Anchor>
              </Text>
            )}
            {asAccount && !session.donationEnabled && (
              <Alert color="yellow" variant="light">
                {t('give.verifyFirst')}
              </Alert>
            )}
            {mayGive && (
              <>
                <CoverFeeChoice
                  cover={cover}
                  amountRappen={chosen}
                  clubName={link.club.name}
                  disabled={busy}
                />
                <Radio.Group
                  label={t('payment.method')}
                  value={method}
                  onChange={(value) => setMethod(value as 'card' | 'twint')}
                  required
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="card" label={t('payment.card')} disabled={busy} />
                    {twintAllowed && <Radio value="twint" label={t('payment.twint')} disabled={busy} />}
                  </Stack>
                </Radio.Group>
                {payingByCard && <CardEntryFields entry={entry} disabled={busy} />}
                <TermsCheckbox checked={terms} onChange={setTerms} disabled={busy} />
                <Outcome success={success} failure={error ?? null} />
                <Button
                  type="submit"
                  radius="xl"
                  size="md"
                  loading={busy && !success}
                  disabled={success !== null}
                >
                  {method === 'twint' ? t('give.payTwint') : t('give.pay', { amount: chf(charged).slice(4) })}
                </Button>
              </>
            )}
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}
