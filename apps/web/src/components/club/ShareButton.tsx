import { Box, Button, Paper, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify';
import { PLATFORM_NAME } from '../../theme';
import type { FavouriteNotice } from './FavouriteButton';
import { Icon } from './Icon';

/** What is shared: the page's path (on this origin), its title and the sentence that goes with it. */
export interface ShareTarget {
  path: string;
  title: string;
  text: string;
}

/** The plain share links (issue 48): no third-party script, just where WhatsApp and a mail program open. */
export function shareLinks(
  target: ShareTarget,
  origin: string,
): { url: string; whatsapp: string; mail: string } {
  const url = `${origin}${target.path}`;
  return {
    url,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${target.text} ${url}`)}`,
    mail: `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(`${target.text}\n${url}`)}`,
  };
}

/**
 * Shares a page of the club (the club page, or one of its offers): the device's share sheet where there is one
 * (the page's preview comes from its Open Graph tags); else, or when the sheet is refused, a panel of plain
 * links under the button: copy the link, WhatsApp, e-mail (Escape or the button closes it). Cancelling the share
 * sheet says nothing.
 */
export function ShareControl({
  target,
  label,
  ariaLabel,
  compact = false,
  onNotice,
  testId,
}: {
  target: ShareTarget;
  label: string;
  ariaLabel?: string;
  compact?: boolean;
  onNotice?: (notice: FavouriteNotice) => void;
  testId: string;
}) {
  const { t } = useTranslation('club');
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const links = () => shareLinks(target, window.location.origin);
  const tell = (notice: FavouriteNotice) =>
    onNotice ? onNotice(notice) : showToast(notice.text, notice.kind === 'success' ? 'success' : 'error');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: target.title, text: target.text, url: links().url });
        return;
      } catch (caught) {
        if (caught instanceof DOMException && caught.name === 'AbortError') return;
        // Refused (e.g. not allowed in this frame): the plain links instead.
      }
    }
    setOpened(true);
  };
  const copy = async () => {
    const { url } = links();
    try {
      await navigator.clipboard.writeText(url);
      tell({ kind: 'success', text: t('share.copied', { url }) });
    } catch {
      tell({ kind: 'error', text: t('share.failed', { url }) });
    }
  };
  // The plain links are made only once they are shown: the server renders this button without a window.
  const open = opened ? links() : null;
  return (
    <Box pos="relative">
      <Button
        variant={compact ? 'subtle' : 'default'}
        radius="xl"
        size={compact ? 'compact-sm' : 'sm'}
        title={t('share.title')}
        aria-label={ariaLabel}
        aria-expanded={opened}
        aria-controls={open ? panelId : undefined}
        leftSection={<Icon name="share" size={compact ? 14 : 18} />}
        onClick={() => (opened ? setOpened(false) : void share())}
        data-testid={testId}
      >
        {label}
      </Button>
      {open && (
        <Paper
          id={panelId}
          role="group"
          aria-label={t('share.title')}
          withBorder
          shadow="md"
          radius="md"
          p={4}
          pos="absolute"
          right={0}
          top="calc(100% + 4px)"
          style={{ zIndex: 20, minWidth: 200 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          <Stack gap={0}>
            <Button variant="subtle" justify="flex-start" onClick={() => void copy()}>
              {t('share.copy')}
            </Button>
            <Button
              variant="subtle"
              justify="flex-start"
              component="a"
              href={open.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.whatsapp')}
            </Button>
            <Button variant="subtle" justify="flex-start" component="a" href={open.mail}>
              {t('share.mail')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

/** Shares the club's page (its header). */
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
  return (
    <ShareControl
      target={{
        path: `/${shortName}`,
        title: clubName,
        text: t('share.text', { name: clubName, platform: PLATFORM_NAME }),
      }}
      label={t('share.label')}
      onNotice={onNotice}
      testId="share-club"
    />
  );
}
