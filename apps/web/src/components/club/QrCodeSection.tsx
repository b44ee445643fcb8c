import { Alert, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import {
  fetchQrCode,
  QrFetchError,
  type QrFormat,
  type QrTheme,
  qrCodeUrl,
  qrFileName,
  saveBlob,
} from '../../lib/clubApi';
import { useTimedMessage } from '../../lib/hooks';
import { Icon } from './Icon';

const QR_ERROR_MS = 6000;

/** The club's QR code: theme and format, a preview, and a download as tifo-<shortName>-qr.<ext>. */
export function QrCodeSection({ shortName, clubName }: { shortName: string; clubName: string }) {
  const { t } = useTranslation('club');
  const [theme, setTheme] = useState<QrTheme>('light');
  const [format, setFormat] = useState<QrFormat>('png');
  const [downloading, setDownloading] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [error, showError] = useTimedMessage(QR_ERROR_MS);
  const src = qrCodeUrl(shortName, theme, format);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await fetchQrCode(shortName, theme, format);
      try {
        saveBlob(blob, qrFileName(shortName, format));
      } catch (caught) {
        showError(
          translateMessageKey('qrDownloadFailed', {
            reason: caught instanceof Error ? caught.message : String(caught),
          }),
        );
      }
    } catch (caught) {
      const reason =
        caught instanceof QrFetchError || caught instanceof Error ? caught.message : String(caught);
      showError(translateMessageKey('qrFetchFailed', { reason }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="club-qr-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title id="club-qr-title" order={2} fz="xl">
            {t('qr.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('qr.text')}
          </Text>
        </Stack>
        <Group grow gap="sm" align="flex-start">
          <NativeSelect
            label={t('qr.theme')}
            value={theme}
            onChange={(event) => setTheme(event.currentTarget.value as QrTheme)}
            data={[
              { value: 'light', label: t('qr.themeLight') },
              { value: 'dark', label: t('qr.themeDark') },
            ]}
          />
          <NativeSelect
            label={t('qr.format')}
            value={format}
            onChange={(event) => setFormat(event.currentTarget.value as QrFormat)}
            data={[
              { value: 'png', label: t('qr.formatPng') },
              { value: 'svg', label: t('qr.formatSvg') },
            ]}
          />
        </Group>
        <div
          className={
            theme === 'dark' ? 'profile-qr__preview profile-qr__preview--dark' : 'profile-qr__preview'
          }
        >
          {failedSrc === src ? (
            <Text size="sm" c={theme === 'dark' ? 'white' : 'dimmed'} ta="center" role="alert">
              {translateMessageKey('qrImageFailed')}
            </Text>
          ) : (
            <img
              key={src}
              src={src}
              alt={t('qr.previewAlt', { name: clubName })}
              width={180}
              height={180}
              onError={() => setFailedSrc(src)}
            />
          )}
        </div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button
          onClick={download}
          loading={downloading}
          variant="light"
          color="night"
          radius="xl"
          leftSection={<Icon name="download" />}
        >
          {t('qr.download')}
        </Button>
      </Stack>
    </Card>
  );
}
