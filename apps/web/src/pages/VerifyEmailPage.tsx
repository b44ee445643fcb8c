import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { confirmationText, translateMessageKey } from '../i18n';
import { refreshUserDetails } from '../lib/account';
import { callApi } from '../lib/api';
import * as api from '../lib/endpoints';
import { useSession } from '../lib/hooks';
import { getSession } from '../lib/session';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  // A query (not an effect) so the single-use token is posted once, even when React mounts twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await callApi(api.postUsersVerifyEmail, { token }, { toast: false });
      if (getSession()) await refreshUserDetails();
      return answer;
    },
  });

  const pending = token !== '' && verification.isPending;
  const errorMessage =
    token === ''
      ? translateMessageKey('verificationLinkInvalid')
      : verification.error
        ? verification.error.message
        : null;

  return (
    <AuthShell title={t('verify.title')}>
      <Stack gap="lg">
        {pending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('verify.checking')}</Text>
          </Group>
        )}
        {verification.data && (
          <Alert color="pitch" variant="light" role="status">
            {confirmationText(verification.data)}
          </Alert>
        )}
        {errorMessage && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage}
          </Alert>
        )}
        {!pending && (
          <Group gap="sm">
            {session ? (
              <Button component={Link} to={ROUTES.userProfile}>
                {t('verify.toProfile')}
              </Button>
            ) : (
              <Button component={Link} to={ROUTES.login}>
                {t('verify.toLogin')}
              </Button>
            )}
            <Button component={Link} to={ROUTES.home} variant="default">
              {t('verify.toHome')}
            </Button>
          </Group>
        )}
      </Stack>
    </AuthShell>
  );
}
