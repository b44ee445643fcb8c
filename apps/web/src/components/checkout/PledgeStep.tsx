import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_LIMITS, type PublicProduct } from '@tifo/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { confirmPledge, pledge, pledgesPage } from '../../lib/campaignsApi';
import { cardProvider } from '../../lib/cardProvider';
import { useTimedMessage } from '../../lib/hooks';
import { chf } from '../../lib/paymentsApi';
import { formatDay } from '../club/format';
import { Outcome } from '../Outcome';
import { CardEntryFields, useCardEntry } from './CardField';
import { ShowNameCheckbox, SubmitRow, TermsCheckbox } from './PaymentParts';

/**
 * The last step of an all-or-nothing campaign (issue 49): the mandate (the amount, the end, charged only if funded,
 * cancellable until the end from the profile), the card only (TWINT cannot hold a pledge), then the pledge: the card
 * is saved, with the bank's 3-D Secure check where it asks (the sandbox's page comes back to the profile's pledges,
 * which finishes it; Stripe.js answers in the page). Nothing is charged now.
 */
export function PledgeStep({
  product,
  amountRappen,
  onBack,
}: {
  product: PublicProduct;
  amountRappen: number;
  onBack: () => void;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const campaign = product.campaign!;
  const entry = useCardEntry();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [showName, setShowName] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, showError] = useTimedMessage(PAYMENT_LIMITS.errorClearMs);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const amount = chf(amountRappen);
  const endDate = formatDay(campaign.endsAt);
  const missing = !termsAccepted
    ? translateMessageKey('paymentTermsRequired')
    : entry.name.trim() === ''
      ? translateMessageKey('cardholderNameRequired')
      : null;

  const held = (id: string) => {
    setDone(t('pledge.done'));
    timer.current = setTimeout(() => navigate(pledgesPage(id)), PAYMENT_LIMITS.successRedirectMs);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    if (missing) {
      showError(missing);
      return;
    }
    const provider = cardProvider();
    const details = entry.details(provider);
    if (!details) return;
    setBusy(true);
    try {
      const paymentMethodId = await provider.createPaymentMethod(details);
      const answer = await pledge({
        productId: product.id,
        amount: (amountRappen / 100).toFixed(2),
        paymentMethodId,
        showName,
      });
      if (answer.status === 'active') {
        held(answer.pledge.id);
        return;
      }
      const outcome = await provider.startChallenge({
        paymentIntentId: '',
        clientSecret: answer.clientSecret,
        nextActionUrl: answer.nextActionUrl,
        returnUrl: pledgesPage(answer.pledge.id),
      });
      if (outcome !== 'done') return;
      const confirmed = await confirmPledge(answer.pledge.id);
      if (confirmed.status === 'active') held(confirmed.pledge.id);
      else showError(translateMessageKey('cardAuthenticationFailed'));
      setBusy(false);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.handled) return;
      showError(caught instanceof ApiError ? caught.message : translateMessageKey('paymentError'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="checkout-pledge-title">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="xl" id="checkout-pledge-title">
            {t('pledge.heading')}
          </Title>
          <Alert
            color="night"
            variant="light"
            title={t('pledge.mandateTitle', { amount })}
            data-testid="mandate"
          >
            <List size="sm" spacing={4}>
              <List.Item>{t('pledge.nothingNow')}</List.Item>
              <List.Item>
                {t('pledge.onlyIfFunded', {
                  amount,
                  target: chf(Math.round(campaign.target * 100)),
                  date: endDate,
                })}
              </List.Item>
              <List.Item>{t('pledge.notFunded')}</List.Item>
              <List.Item>{t('pledge.cancellable', { date: endDate })}</List.Item>
            </List>
          </Alert>
          <Text size="sm" c="dimmed" data-testid="pledge-no-twint">
            {translateMessageKey('pledgeNeedsCard')}
          </Text>
          <CardEntryFields entry={entry} disabled={busy} />
          <ShowNameCheckbox
            checked={showName}
            onChange={setShowName}
            disabled={busy}
            clubName={product.clubName}
          />
          <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} disabled={busy} />
          <Outcome success={done} failure={error ?? null} />
          <SubmitRow
            onBack={onBack}
            busy={busy}
            done={done !== null}
            missing={missing}
            hintId="pledge-submit-hint"
          >
            {t('pledge.submit', { amount })}
          </SubmitRow>
        </Stack>
      </Card>
    </form>
  );
}
