import { Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { embedKey, fetchEmbed, saveEmbedOrigins } from '../../lib/linksApi';
import { chfOf } from '../../lib/paymentsApi';

/**
 * The websites that may show the club's donate button (empty: any), and those its gifts came from (issue 48).
 */
export function EmbedSites({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: embedKey(clubId),
    queryFn: ({ signal }) => fetchEmbed(clubId, signal),
  });
  const [text, setText] = useState('');
  const known = settings.data?.origins.join('\n');
  useEffect(() => {
    if (known !== undefined) setText(known);
  }, [known]);
  const save = useMutation({
    mutationFn: () =>
      saveEmbedOrigins(
        clubId,
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    onSuccess: (saved) => client.setQueryData(embedKey(clubId), saved),
  });
  const pages = settings.data?.pages ?? [];
  return (
    <Stack gap="sm">
      <Textarea
        label={t('embed.origins')}
        description={t('embed.originsHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        error={save.error instanceof ApiError ? save.error.message : undefined}
      />
      <Group gap="sm">
        <Button variant="default" radius="xl" loading={save.isPending} onClick={() => save.mutate()}>
          {t('embed.saveOrigins')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" role="status">
            {t('embed.saved')}
          </Text>
        )}
      </Group>
      <Text size="sm" fw={700}>
        {t('embed.pages')}
      </Text>
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('embed.noPages')}
        </Text>
      ) : (
        <List size="sm" data-testid="embed-pages">
          {pages.map((page) => (
            <List.Item key={page.origin}>
              {page.origin} — {t('embed.pageGifts', { count: page.gifts, gross: chfOf(page.gross) })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
