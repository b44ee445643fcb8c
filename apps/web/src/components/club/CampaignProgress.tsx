import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Campaign, cardImageUrl } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignKeys, fetchUpdates } from '../../lib/campaignsApi';
import { formatDay, formatPrice } from './format';

/**
 * A crowdfunding campaign on the club's page (issue 49): its mode (all or nothing says that nothing is charged
 * unless it is funded), raised of the target with the bar (at most 100 %), backers, the days left or the outcome
 * once ended, and its updates on demand.
 */
export function CampaignProgress({
  campaign,
  productId,
  title,
}: {
  campaign: Campaign;
  productId: string;
  title: string;
}) {
  const { t, i18n } = useTranslation('club');
  const pledging = campaign.mode === 'all_or_nothing';
  const ended = campaign.state !== 'running';
  const [showUpdates, setShowUpdates] = useState(false);
  const updates = useQuery({
    queryKey: campaignKeys.updates(productId, i18n.language),
    queryFn: ({ signal }) => fetchUpdates(productId, signal),
    enabled: showUpdates,
  });
  return (
    <Stack gap={6} mt={4} data-testid="campaign">
      <Group gap={6}>
        {pledging && (
          <Badge color="night" variant="light" radius="sm" tt="none">
            {t('campaign.allOrNothing')}
          </Badge>
        )}
        {ended && (
          <Badge
            color={campaign.state === 'funded' ? 'pitch' : 'gray'}
            variant="filled"
            radius="sm"
            tt="none"
            data-testid="campaign-outcome"
          >
            {t(`campaign.state.${campaign.state}`)}
          </Badge>
        )}
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={campaign.percent}
          color={ended && campaign.state !== 'funded' ? 'gray' : 'pitch'}
          aria-label={t('products.progressLabel', { title })}
          aria-valuetext={t('products.percent', { percent: campaign.percent })}
        />
      </Progress.Root>
      <Group justify="space-between" gap={4}>
        <Text size="sm" fw={700}>
          {t(pledging ? 'campaign.pledged' : 'products.raised', {
            raised: formatPrice(campaign.raised),
            target: formatPrice(campaign.target),
          })}
        </Text>
        <Text size="sm" c="pitch.9" fw={700}>
          {t('products.percent', { percent: campaign.percent })}
        </Text>
      </Group>
      <Group gap="md">
        <Text size="xs" c="dimmed">
          {t('products.backers', { count: campaign.backers })}
        </Text>
        <Text size="xs" c="dimmed" data-testid="campaign-time">
          {ended
            ? t('campaign.endedOn', { date: formatDay(campaign.endsAt) })
            : campaign.daysLeft === 0
              ? t('campaign.lastDay')
              : t('campaign.daysLeft', { count: campaign.daysLeft, date: formatDay(campaign.endsAt) })}
        </Text>
      </Group>
      {pledging && !ended && (
        <Text size="xs" c="dimmed">
          {t('campaign.allOrNothingHint', { date: formatDay(campaign.endsAt) })}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        w="fit-content"
        aria-expanded={showUpdates}
        onClick={() => setShowUpdates((open) => !open)}
      >
        {showUpdates ? t('campaign.hideUpdates') : t('campaign.showUpdates')}
      </Button>
      {showUpdates &&
        (updates.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            {t('campaign.updatesLoading')}
          </Text>
        ) : updates.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('campaign.updatesError')}
          </Text>
        ) : updates.data.content.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('campaign.noUpdates')}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {updates.data.content.map((update) => (
              <Stack key={update.id} gap={2} component="li" data-testid="campaign-update">
                <Text size="sm" fw={700}>
                  {update.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDay(update.publishedAt ?? update.createdAt)}
                  {update.translated ? ` · ${t('campaign.translated')}` : ''}
                </Text>
                {update.image && (
                  <img
                    src={cardImageUrl(update.image)}
                    alt=""
                    loading="lazy"
                    className="campaign-update__image"
                  />
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} className="profile-break">
                  {update.text}
                </Text>
              </Stack>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
