import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { logOut } from '../../lib/account';
import { ApiError } from '../../lib/api';
import { deleteAccount } from '../../lib/profileApi';

/** 'Fehler – bitte kontaktiere support@{host}' with the host the page is served from (PRODUCT.md §errors). */
export function deleteFailedMessage(hostname: string): string {
  return translateMessageKey('accountDeleteFailed').replace('{host}', hostname.replace(/^www\./, ''));
}

/**
 * "Delete account" (PRODUCT.md §supporter): says what goes and what the law keeps, asks to confirm, then
 * deletes; success logs out and goes to /. A refusal (the only administrator of an organisation) shows its
 * reason; any failure shows the support address of this host.
 */
export function DeleteAccountModal({
  userId,
  opened,
  onClose,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  const close = () => {
    setConfirmed(false);
    setFailure(null);
    onClose();
  };

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(userId);
      logOut();
      // A fresh load of the home page: within the app, the protected profile (and any call still under way
      // with the ended session) would send to /login first.
      window.location.assign(ROUTES.home);
    } catch (error) {
      const reason = error instanceof ApiError && error.key === 'deleteBlockedByClub' ? [error.message] : [];
      setFailure([...reason, deleteFailedMessage(window.location.hostname)]);
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('delete.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('delete.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('delete.export')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>
              {failure.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Checkbox
          label={t('delete.confirm')}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()} loading={busy} disabled={!confirmed}>
            {t('delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
