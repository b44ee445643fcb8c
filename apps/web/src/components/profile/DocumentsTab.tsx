import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CertificateYear, type MessageKey, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import { chfOf } from '../../lib/paymentsApi';
import {
  fetchAnnualCertificate,
  fetchCertificateYears,
  fetchDataExport,
  profileKeys,
} from '../../lib/profileApi';

/**
 * Certificates and data (issue 16): the annual donation certificate of each past year with gifts, and the
 * download of everything Tifo holds about the supporter (revDSG).
 */

/** What the certificate call refuses with a reason of its own (contract MESSAGES). */
const CERTIFICATE_REFUSALS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'certificateYearInvalid',
  'certificateYearEmpty',
  'donationNotFound',
]);

export function DocumentsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const [working, setWorking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const years = useQuery({
    queryKey: profileKeys.certificates(userId),
    queryFn: ({ signal }) => fetchCertificateYears(userId, signal),
  });

  /** One certificate per year and giver: the supporter's own, or a company's they gave as (issue 47). */
  const keyOf = (row: CertificateYear) => `${row.year}:${row.companyId ?? ''}`;
  const download = async (row: CertificateYear) => {
    setWorking(keyOf(row));
    setMessage(null);
    try {
      const suffix = row.companyId ? `-${row.companyId.slice(0, 8)}` : '';
      saveBlob(
        await fetchAnnualCertificate(userId, row.year, row.companyId),
        `donation-certificate-${row.year}${suffix}.pdf`,
      );
    } catch (error) {
      // The certificate's own refusals (a year without gifts, …) say why; anything else says it failed.
      const own = error instanceof ApiError && error.key !== undefined && CERTIFICATE_REFUSALS.has(error.key);
      setMessage({ ok: false, text: own ? error.message : t('documents.downloadFailed') });
    } finally {
      setWorking(null);
    }
  };
  const exportData = async () => {
    setWorking('export');
    setMessage(null);
    try {
      saveBlob(await fetchDataExport(userId), 'tifo-data.zip');
      setMessage({ ok: true, text: t('documents.exportDone') });
    } catch {
      setMessage({ ok: false, text: t('documents.exportFailed') });
    } finally {
      setWorking(null);
    }
  };

  return (
    <Stack gap="lg">
      {message && (
        <Alert color={message.ok ? 'pitch' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('documents.certificates')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.certificatesText')}
        </Text>
        {years.isPending && <Skeleton h={64} role="status" aria-label={t('documents.loading')} />}
        {years.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('documents.loadError')}
          </Alert>
        )}
        {years.data?.content.length === 0 && <Text>{t('documents.noYears')}</Text>}
        {years.data?.content.map((row) => (
          <Paper key={keyOf(row)} withBorder radius="md" p="sm" data-testid="certificate-year">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0}>
                <Text fw={700}>
                  {row.year} · {row.issuedTo}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('documents.gifts', { count: row.gifts })} ·{' '}
                  {t('documents.deductible', { amount: chfOf(row.deductible) })} ·{' '}
                  {t('documents.other', { amount: chfOf(row.other) })}
                </Text>
              </Stack>
              <Button
                variant="light"
                loading={working === keyOf(row)}
                onClick={() => void download(row)}
                aria-label={t('documents.downloadLabel', { year: row.year, issuedTo: row.issuedTo })}
              >
                {t('documents.download')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('documents.data')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.dataText')}
        </Text>
        <Button w="fit-content" loading={working === 'export'} onClick={() => void exportData()}>
          {t('documents.export')}
        </Button>
        <Anchor component={Link} to={ROUTES.privacy} size="sm">
          {t('documents.privacy')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
