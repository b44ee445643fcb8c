import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PaymentLink,
  type PosterFormat,
  sanitizeAmountInput,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import { serverFieldMessages } from '../../lib/formErrors';
import { archiveLink, createLink, fetchLinks, fetchPoster, linkKeys } from '../../lib/linksApi';
import { fetchClubProductsForAdmin } from '../../lib/offersApi';
import { chfOf } from '../../lib/paymentsApi';
import { wireLanguage } from '../club/format';
import { EmbedCard } from './EmbedCard';
import { QueryState } from './QueryState';
import { SectionCard } from './SectionCard';
import { SourcesCard } from './SourcesCard';

/**
 * "Share & embed" (issue 48): the club's payment links — made per offer and source, copied, printed as a poster
 * (A4, or an A6 table tent, in a language), ended — and where the period's gifts came from.
 */
export function ShareTab({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const links = useQuery({
    queryKey: linkKeys.list(clubId),
    queryFn: ({ signal }) => fetchLinks(clubId, signal),
  });
  return (
    <Stack gap="xl">
      <SectionCard id="share-links-title" title={t('share.heading')} intro={t('share.intro')}>
        <NewLinkForm clubId={clubId} />
        <QueryState query={links} texts={{ loading: t('share.loading'), loadError: t('share.loadError') }}>
          {(data) =>
            data.content.length === 0 ? (
              <Text c="dimmed">{t('share.empty')}</Text>
            ) : (
              <Stack gap="sm" data-testid="payment-links">
                {data.content.map((link) => (
                  <LinkCard key={link.id} clubId={clubId} link={link} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </SectionCard>
      {links.data && (
        <EmbedCard clubId={clubId} links={links.data.content} language={wireLanguage(i18n.language)} />
      )}
      <SourcesCard clubId={clubId} />
    </Stack>
  );
}

function NewLinkForm({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const products = useQuery({
    queryKey: ['club-products', clubId],
    queryFn: ({ signal }) => fetchClubProductsForAdmin(clubId, signal),
  });
  const offered = (products.data ?? []).filter((product) => product.status === 'active');
  const [productId, setProductId] = useState('');
  const [source, setSource] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'productId' | 'source' | 'amount', string>>>({});
  const chosen = productId || offered[0]?.id || '';
  const save = useMutation({
    mutationFn: () =>
      createLink({ clubId, productId: chosen, source, amount: amount === '' ? null : amount }),
    onSuccess: async () => {
      setSource('');
      setAmount('');
      setErrors({});
      await client.invalidateQueries({ queryKey: linkKeys.list(clubId) });
    },
    onError: (error) =>
      setErrors(serverFieldMessages(error, ['productId', 'source', 'amount'] as const) ?? {}),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <Group align="flex-start" gap="sm" wrap="wrap" grow>
        <NativeSelect
          label={t('share.product')}
          value={chosen}
          onChange={(event) => setProductId(event.currentTarget.value)}
          data={offered.map((product) => ({ value: product.id, label: product.title }))}
          error={errors.productId}
          miw={200}
        />
        <TextInput
          label={t('share.source')}
          description={t('share.sourceHint')}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
          error={errors.source}
          maxLength={60}
          miw={200}
        />
        <TextInput
          label={t('share.amount')}
          description={t('share.amountHint')}
          value={amount}
          inputMode="decimal"
          onChange={(event) => setAmount(sanitizeAmountInput(event.currentTarget.value))}
          error={errors.amount}
          miw={140}
        />
      </Group>
      <Group mt="sm">
        <Button type="submit" radius="xl" loading={save.isPending} disabled={chosen === ''}>
          {t('share.create')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" role="status">
            {t('share.created')}
          </Text>
        )}
      </Group>
    </form>
  );
}

function LinkCard({ clubId, link }: { clubId: string; link: PaymentLink }) {
  const { t, i18n } = useTranslation('dashboard');
  const client = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [language, setLanguage] = useState<WireLanguage>(wireLanguage(i18n.language));
  const [failure, setFailure] = useState<string | null>(null);
  const poster = async (format: PosterFormat) => {
    try {
      saveBlob(
        await fetchPoster(clubId, link.id, format, language),
        `tifo-${link.code}-${format}-${language}.pdf`,
      );
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('share.posterError'));
    }
  };
  const end = useMutation({
    mutationFn: () => archiveLink(clubId, link.id),
    onSuccess: () => client.invalidateQueries({ queryKey: linkKeys.list(clubId) }),
  });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={link.source}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{link.source}</Text>
          {link.archived && <Badge color="gray">{t('share.archived')}</Badge>}
        </Group>
        <Text size="sm">
          {link.productTitle} · {link.amount === null ? t('share.free') : chfOf(link.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('share.gifts', { count: link.gifts, gross: chfOf(link.gross) })}
        </Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {link.url}
        </Text>
        {!link.archived && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}
            >
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
            <NativeSelect
              size="xs"
              aria-label={t('share.posterLanguage')}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value as WireLanguage)}
              data={WIRE_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
            />
            <Button size="xs" variant="default" onClick={() => void poster('a4')}>
              {t('share.posterA4')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void poster('a6')}>
              {t('share.posterA6')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={end.isPending}
              onClick={() => {
                if (window.confirm(t('share.archiveConfirm'))) end.mutate();
              }}
            >
              {t('share.archive')}
            </Button>
          </Group>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
