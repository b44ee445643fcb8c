import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { requestEmailVerification } from '../../lib/clubApi';
import { showToast } from '../../lib/notify';

/** Registering an organisation needs a confirmed e-mail address: the prompt and the button to send the mail. */
export function VerifyEmailFirst({ email }: { email: string }) {
  const { t } = useTranslation('org');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const answer = await requestEmailVerification(email);
      showToast(confirmationText(answer) ?? translateMessageKey('verificationEmailSent'), 'success');
    } catch (error) {
      if (!(error instanceof ApiError && error.handled))
        showToast(translateMessageKey('verificationEmailInvalid'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert color="amber" variant="light" radius="md" title={t('wizard.verifyFirst.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('wizard.verifyFirst.text', { email })}</Text>
        <Button onClick={send} loading={sending}>
          {t('wizard.verifyFirst.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
