import { Alert, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ChallengeReturn } from '../../components/checkout/ChallengeReturn';
import { wireLanguage } from '../../components/club/format';
import { GiveForm } from '../../components/give/GiveForm';
import { callApi } from '../../lib/api';
import { rememberEmbed } from '../../lib/embed';
import * as api from '../../lib/endpoints';
import { useDocumentTitle } from '../../lib/hooks';
import { type PendingLinkPayment, payThroughLink, takePendingLinkPayment } from '../../lib/linkPayments';

/**
 * /give/<code> (issue 48): giving through a club's payment link, as the account or as a guest. `?amount=` comes
 * from the link's page; `?challenge=done` is the return from the card's 3-D Secure challenge, which pays again.
 */
export default function GivePage() {
  const { t, i18n } = useTranslation('checkout');
  useDocumentTitle(t('give.title'));
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const language = wireLanguage(i18n.language);
  const link = useQuery({
    queryKey: ['links', code, language],
    queryFn: () => callApi(api.getLinksByCode, { code }, { toast: false }),
    retry: false,
  });
  const [pending] = useState(() =>
    params.get('challenge') === 'done' ? takePendingLinkPayment(code) : undefined,
  );
  // Opened by a donate button on another website: where to tell of the gift, and the way back.
  useState(() => rememberEmbed(code, params));

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {pending ? (
          <LinkChallengeReturn code={code} pending={pending} />
        ) : link.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('give.loading')}</Text>
          </Group>
        ) : link.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('give.loadError')}>
            {link.error.message}
          </Alert>
        ) : (
          <GiveForm link={link.data} initialAmount={params.get('amount') ?? ''} />
        )}
      </Stack>
    </Container>
  );
}

/** Back from the challenge: the link's payment is asked again with its intent. */
function LinkChallengeReturn({ code, pending }: { code: string; pending: PendingLinkPayment }) {
  const pay = useCallback(
    () => payThroughLink(code, { ...pending.body, paymentIntentId: pending.paymentIntentId }),
    [code, pending],
  );
  return <ChallengeReturn pay={pay} clubName={pending.clubName} />;
}
