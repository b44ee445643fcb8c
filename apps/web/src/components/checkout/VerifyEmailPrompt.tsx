import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVerificationMail } from '../../lib/useVerificationMail';

/** Donating needs donationEnabled: a logged-in user without it is asked to verify the e-mail (PRODUCT.md §checkout). */
export function VerifyEmailPrompt({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('checkout');
  const { sending, result, send } = useVerificationMail(email);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="checkout-verify">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('verify.title')}
        </Title>
        <Text>{t('verify.text', { email })}</Text>
        {result && (
          <Alert color={result.ok ? 'pitch' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" radius="xl" onClick={onBack}>
            {t('verify.back')}
          </Button>
          {!result?.ok && (
            <Button radius="xl" onClick={send} loading={sending}>
              {t('verify.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
