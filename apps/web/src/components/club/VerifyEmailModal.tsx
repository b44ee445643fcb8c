import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { requestEmailVerification } from '../../lib/clubApi';

/** Donating needs a verified e-mail (donationEnabled): this prompt sends the verification mail. */
export function VerifyEmailModal({
  opened,
  email,
  onClose,
}: {
  opened: boolean;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('club');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const close = () => {
    setResult(null);
    onClose();
  };

  const send = async () => {
    setSending(true);
    try {
      const answer = await requestEmailVerification(email);
      setResult({
        ok: true,
        text: confirmationText(answer) ?? translateMessageKey('verificationEmailSent'),
      });
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      setResult({ ok: false, text: translateMessageKey('verificationEmailInvalid') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('verifyPrompt.title')} centered radius="lg">
      <Stack gap="md">
        <Text>{t('verifyPrompt.text', { email })}</Text>
        {result && (
          <Alert color={result.ok ? 'pitch' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('verifyPrompt.close')}
          </Button>
          {!result?.ok && (
            <Button onClick={send} loading={sending}>
              {t('verifyPrompt.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
