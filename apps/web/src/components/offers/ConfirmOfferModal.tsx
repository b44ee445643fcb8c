import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an offer is deactivated or deleted: what happens, cancel, and the red confirmation. */
export function ConfirmOfferModal({
  opened,
  title,
  text,
  confirm,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('offers');
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
