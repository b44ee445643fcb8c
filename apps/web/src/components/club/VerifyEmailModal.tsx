import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVerificationMail } from '../../lib/useVerificationMail';

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
  const { sending, result, send, reset } = useVerificationMail(email);
  const close = () => {
    reset();
    onClose();
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
