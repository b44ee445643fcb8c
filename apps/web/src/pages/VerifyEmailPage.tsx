import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { LinkPageActions } from '../components/LinkPageActions';
import { confirmationText, translateMessageKey } from '../i18n';
import { callApi } from '../lib/api';
import * as api from '../lib/endpoints';
import { useLinkToken } from '../lib/linkToken';

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useLinkToken('verify-email', token, (value) =>
    callApi(api.postUsersVerifyEmail, { token: value }, { toast: false }),
  );

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
        {!pending && <LinkPageActions />}
      </Stack>
    </AuthShell>
  );
}
