import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../../components/AuthShell';
import { LinkPageActions } from '../../components/LinkPageActions';
import { confirmationText, translateMessageKey } from '../../i18n';
import { logOut } from '../../lib/account';
import { callApi } from '../../lib/api';
import * as api from '../../lib/endpoints';
import { useLinkToken } from '../../lib/linkToken';
import { getSession } from '../../lib/session';

/**
 * /email-change (issue 47): `?token=` is the new address's link and confirms the change at once, as the
 * verification link does; `?undo=` is the old address's link and undoes the change only on a click, since it ends
 * every session (a mail scanner that opens links must not do it).
 */
export default function EmailChangePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const undo = params.get('undo') ?? '';
  const token = undo === '' ? (params.get('token') ?? '') : '';
  const confirmed = useLinkToken('confirm-email-change', token, (value) =>
    callApi(api.postUsersConfirmEmailChange, { token: value }, { toast: false }),
  );
  const undone = useMutation({
    mutationFn: async () => {
      const answer = await callApi(api.postUsersUndoEmailChange, { token: undo }, { toast: false });
      // The server ended every session; this browser's goes too.
      if (getSession()) logOut();
      return answer;
    },
  });

  const answer = confirmed.data ?? undone.data;
  const failure = confirmed.error ?? undone.error;
  const errorMessage =
    token === '' && undo === ''
      ? translateMessageKey('emailChangeLinkInvalid')
      : failure
        ? failure.message
        : null;
  const pending = token !== '' && confirmed.isPending;
  const asking = undo !== '' && !undone.data && !undone.error;

  return (
    <AuthShell title={undo === '' ? t('emailChange.title') : t('emailChange.undoTitle')}>
      <Stack gap="lg">
        {pending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('emailChange.checking')}</Text>
          </Group>
        )}
        {asking && (
          <Stack gap="md">
            <Text>{t('emailChange.undoQuestion')}</Text>
            <Group>
              <Button color="red" loading={undone.isPending} onClick={() => undone.mutate()}>
                {t('emailChange.undoButton')}
              </Button>
            </Group>
          </Stack>
        )}
        {answer && (
          <Alert color="pitch" variant="light" role="status">
            {confirmationText(answer)}
          </Alert>
        )}
        {errorMessage && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage}
          </Alert>
        )}
        {!pending && !asking && (
          <LinkPageActions
            {...(undone.data
              ? {
                  first: (
                    <Button component={Link} to={ROUTES.forgotPassword}>
                      {t('emailChange.toForgot')}
                    </Button>
                  ),
                }
              : {})}
          />
        )}
      </Stack>
    </AuthShell>
  );
}
