import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before an offer is deactivated or deleted: what happens, cancel, and the red confirmation. `words` names
 * the offers catalog's entry with its title, text (with the offer's title) and confirm words.
 */
export function ConfirmOfferModal<T extends { title: string }>({
  words,
  offer,
  busy,
  onCancel,
  onConfirm,
}: {
  words: 'deactivate' | 'deleteEvent';
  offer: T | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (offer: T) => void;
}) {
  const { t } = useTranslation('offers');
  return (
    <Modal
      opened={offer !== null}
      onClose={() => !busy && onCancel()}
      title={t(`${words}.title`)}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${words}.text`, { title: offer?.title ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => offer && onConfirm(offer)}>
            {t(`${words}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
