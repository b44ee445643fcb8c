import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from './LocationPicker';

/** The home page's "clubs near me" dialog: the picker closes it once a place is chosen. */
export default function LocationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={800} fz="lg">
          {t('nearby.dialogTitle')}
        </Text>
      }
      centered
      radius="lg"
    >
      <LocationPicker
        onChange={(next) => {
          if (next) onClose();
        }}
      />
    </Modal>
  );
}
