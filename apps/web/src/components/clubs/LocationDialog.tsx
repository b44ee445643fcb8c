import { useTranslation } from 'react-i18next';
import { ClubsDialog } from './ClubsDialog';
import { LocationPicker } from './LocationPicker';

/** The home page's "clubs near me" dialog: the picker closes it once a place is chosen. */
export default function LocationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <ClubsDialog title={t('nearby.dialogTitle')} opened={opened} onClose={onClose}>
      <LocationPicker
        onChange={(next) => {
          if (next) onClose();
        }}
      />
    </ClubsDialog>
  );
}
