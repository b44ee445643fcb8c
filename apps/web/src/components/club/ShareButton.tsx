import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAME } from '../../theme';
import type { FavouriteNotice } from './FavouriteButton';
import { Icon } from './Icon';

/**
 * Shares the club's page: the phone's share sheet where there is one (WhatsApp, messages, mail: the page's
 * preview comes from its Open Graph tags), else the link copied to the clipboard, and where even that is not
 * allowed the link shown to copy by hand. Cancelling the share sheet says nothing.
 */
export function ShareButton({
  shortName,
  clubName,
  onNotice,
}: {
  shortName: string;
  clubName: string;
  onNotice: (notice: FavouriteNotice) => void;
}) {
  const { t } = useTranslation('club');
  const share = async () => {
    const url = `${window.location.origin}/${shortName}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: clubName,
          text: t('share.text', { name: clubName, platform: PLATFORM_NAME }),
          url,
        });
        return;
      } catch (caught) {
        if (caught instanceof DOMException && caught.name === 'AbortError') return;
        // Refused (e.g. not allowed in this frame): the clipboard instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      onNotice({ kind: 'success', text: t('share.copied', { url }) });
    } catch {
      onNotice({ kind: 'error', text: t('share.failed', { url }) });
    }
  };
  return (
    <Button
      variant="default"
      radius="xl"
      title={t('share.title')}
      leftSection={<Icon name="share" />}
      onClick={() => void share()}
      data-testid="share-club"
    >
      {t('share.label')}
    </Button>
  );
}
