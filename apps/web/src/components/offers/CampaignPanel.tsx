import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAMPAIGN_RULES,
  type CampaignUpdate,
  type ClubProduct,
  IMAGE_ACCEPT,
  type PledgeStatus,
  swissDate,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import {
  campaignKeys,
  extendCampaign,
  fetchBackers,
  fetchClubUpdates,
  publishUpdate,
} from '../../lib/campaignsApi';
import { uploadFile } from '../../lib/orgApi';
import { chfOf } from '../../lib/paymentsApi';
import { formatDay } from '../club/format';
import { ListTable } from '../ListTable';
import { Outcome } from '../Outcome';

const DAY_MS = 86_400_000;

const PLEDGE_COLORS: Record<PledgeStatus, string> = {
  pending: 'amber',
  active: 'pitch',
  cancelled: 'gray',
  released: 'gray',
  due: 'night',
  action_required: 'amber',
  charged: 'pitch',
  failed: 'red',
};

/**
 * A crowdfunding campaign for its club's editors (issue 49): its state, the extension (once, before the end, by at
 * most 30 days), what its pledges came to (pledged, charged, open, failed, each pledge), and its updates: the
 * editor to post one (translated and mailed to the backers) and the final update proposed at the end, to publish.
 */
export function CampaignPanel({ product, onClose }: { product: ClubProduct; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const phone = useMediaQuery('(max-width: 30em)');
  const campaign = product.campaign;
  const running = campaign?.state === 'running';
  const pledging = campaign?.mode === 'all_or_nothing';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('campaign.title', { title: product.title })}
      size="xl"
      fullScreen={phone ?? false}
    >
      {campaign && (
        <Stack gap="lg">
          <Group gap="xs">
            <Badge
              color={campaign.state === 'running' ? 'night' : campaign.state === 'funded' ? 'pitch' : 'gray'}
            >
              {t(`campaign.state.${campaign.state}`)}
            </Badge>
            <Badge color="gray" variant="light">
              {t(`form.campaignModes.${campaign.mode}`)}
            </Badge>
            <Text size="sm">
              {t('campaign.summary', {
                raised: chfOf(campaign.raised),
                target: chfOf(campaign.target),
                percent: campaign.percent,
                count: campaign.backers,
                date: formatDay(campaign.endsAt),
              })}
            </Text>
          </Group>
          {running && !campaign.extended && <ExtendForm productId={product.id} endsAt={campaign.endsAt} />}
          {campaign.extended && (
            <Text size="sm" c="dimmed">
              {t('campaign.extended', { date: formatDay(campaign.endsAt) })}
            </Text>
          )}
          {pledging && <Pledges productId={product.id} />}
          <Updates productId={product.id} />
        </Stack>
      )}
    </Modal>
  );
}

function ExtendForm({ productId, endsAt }: { productId: string; endsAt: string }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const end = new Date(endsAt);
  const latest = swissDate(new Date(end.getTime() + CAMPAIGN_RULES.extensionMaxDays * DAY_MS));
  const [date, setDate] = useState(latest);
  const extend = useMutation({
    mutationFn: () => extendCampaign({ productId, endDate: date }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    extend.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby="campaign-extend-title">
      <Stack gap="xs">
        <Title order={3} fz="md" id="campaign-extend-title">
          {t('campaign.extendTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('campaign.extendHint', { count: CAMPAIGN_RULES.extensionMaxDays, date: formatDay(latest) })}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('campaign.newEnd')}
            min={swissDate(new Date(end.getTime() + DAY_MS))}
            max={latest}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            disabled={extend.isPending || extend.isSuccess}
          />
          <Button type="submit" loading={extend.isPending} disabled={extend.isSuccess}>
            {t('campaign.extend')}
          </Button>
        </Group>
        <Outcome
          success={extend.isSuccess ? (confirmationText(extend.data) ?? extend.data.message) : null}
          failure={extend.isError ? (extend.error instanceof ApiError ? extend.error.message : null) : null}
        />
      </Stack>
    </form>
  );
}

function Pledges({ productId }: { productId: string }) {
  const { t } = useTranslation('offers');
  const backers = useQuery({
    queryKey: campaignKeys.backers(productId),
    queryFn: ({ signal }) => fetchBackers(productId, signal),
  });
  if (backers.isPending) return <Skeleton h={120} role="status" aria-label={t('campaign.loading')} />;
  if (backers.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {backers.error.message}
      </Alert>
    );
  }
  const { pledged, charged, open, failed, rows } = backers.data;
  const tallies = { pledged, charged, open, failed };
  return (
    <Stack gap="xs" component="section" aria-labelledby="campaign-pledges-title">
      <Title order={3} fz="md" id="campaign-pledges-title">
        {t('campaign.pledgesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="campaign-tallies">
        {(Object.keys(tallies) as (keyof typeof tallies)[]).map((name) => (
          <Stack key={name} gap={0}>
            <Text size="xs" c="dimmed">
              {t(`campaign.tally.${name}`)}
            </Text>
            <Text fw={700}>{chfOf(tallies[name].amount)}</Text>
            <Text size="xs" c="dimmed">
              {t('campaign.count', { count: tallies[name].count })}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {rows.length > 0 && (
        <ListTable
          minWidth={460}
          striped
          data-testid="campaign-pledges"
          columns={[
            { label: t('campaign.backer') },
            { label: t('campaign.status') },
            { label: t('campaign.amount'), numeric: true },
          ]}
        >
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td c={row.backer ? undefined : 'dimmed'}>
                {row.backer ?? t('campaign.anonymous')}
              </Table.Td>
              <Table.Td>
                <Badge color={PLEDGE_COLORS[row.status]} variant="light" tt="none">
                  {t(`campaign.pledgeStatus.${row.status}`)}
                </Badge>
                {row.failure && (
                  <Text size="xs" c="red.8">
                    {row.failure}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{chfOf(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

function Updates({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('offers');
  const queryClient = useQueryClient();
  const updates = useQuery({
    queryKey: campaignKeys.clubUpdates(productId),
    queryFn: ({ signal }) => fetchClubUpdates(productId, signal),
  });
  const uiLanguage = (WIRE_LANGUAGES as readonly string[]).includes(i18n.language.slice(0, 2))
    ? (i18n.language.slice(0, 2) as WireLanguage)
    : 'de';
  const [draft, setDraft] = useState({
    title: '',
    text: '',
    language: uiLanguage,
    updateId: undefined as string | undefined,
  });
  const [image, setImage] = useState<File | null>(null);
  const publish = useMutation({
    mutationFn: async (picked: File | null) => {
      const words = { productId, title: draft.title, text: draft.text, language: draft.language };
      let updateId = draft.updateId;
      // With an image: a draft first, its image uploaded to it, then published (mailed) with it.
      if (picked) {
        updateId ??= (await publishUpdate({ ...words, draft: true })).update.id;
        await uploadFile({ entity: 'campaignUpdate', column: 'image', id: updateId }, picked, picked.name);
      }
      return publishUpdate({ ...words, ...(updateId ? { updateId } : {}) });
    },
    onSuccess: () => {
      setImage(null);
      setDraft({ title: '', text: '', language: uiLanguage, updateId: undefined });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.clubUpdates(productId) });
    },
  });
  const editFinal = (update: CampaignUpdate) =>
    setDraft({ title: update.title, text: update.text, language: uiLanguage, updateId: update.id });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(image);
  };
  const published = publish.isSuccess
    ? translateMessageKey('campaignUpdatePublished', { count: String(publish.data.update.mailedTo) })
    : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-updates-title">
      <Title order={3} fz="md" id="campaign-updates-title">
        {t('campaign.updatesTitle')}
      </Title>
      <form onSubmit={submit} aria-label={t('campaign.editorLabel')} data-testid="update-editor">
        <Stack gap="xs">
          {draft.updateId && (
            <Text size="sm" c="night.7">
              {t('campaign.editingFinal')}
            </Text>
          )}
          <Select
            label={t('campaign.language')}
            description={t('campaign.languageHint')}
            data={WIRE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            value={draft.language}
            onChange={(value) => value && setDraft({ ...draft, language: value as WireLanguage })}
            allowDeselect={false}
          />
          <TextInput
            label={t('campaign.updateTitle')}
            maxLength={CAMPAIGN_RULES.updateTitleMax}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            required
          />
          <Textarea
            label={t('campaign.updateText')}
            description={t('campaign.updateTextHint', { count: CAMPAIGN_RULES.updateTextMax })}
            autosize
            minRows={4}
            maxLength={CAMPAIGN_RULES.updateTextMax}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
            required
          />
          <FileInput
            label={t('campaign.image')}
            description={t('campaign.imageHint')}
            accept={IMAGE_ACCEPT}
            clearable
            value={image}
            onChange={setImage}
          />
          <Outcome
            success={published}
            failure={
              publish.isError ? (publish.error instanceof ApiError ? publish.error.message : null) : null
            }
          />
          <Button type="submit" loading={publish.isPending} w="fit-content">
            {t('campaign.publish')}
          </Button>
        </Stack>
      </form>
      {updates.isPending ? (
        <Skeleton h={60} role="status" aria-label={t('campaign.loading')} />
      ) : updates.isError ? (
        <Alert color="red" variant="light" role="alert">
          {updates.error.message}
        </Alert>
      ) : updates.data.content.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('campaign.noUpdates')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {updates.data.content.map((update) => (
            <Stack key={update.id} gap={2} component="li" data-testid="club-update">
              <Group gap="xs">
                <Text fw={700} size="sm">
                  {update.title}
                </Text>
                {update.status === 'draft' ? (
                  <Button size="compact-xs" variant="light" onClick={() => editFinal(update)}>
                    {t('campaign.reviewFinal')}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('campaign.sentTo', {
                      date: formatDay(update.publishedAt ?? update.createdAt),
                      count: update.mailedTo,
                    })}
                  </Text>
                )}
              </Group>
              {update.image && <Image src={update.image} alt="" h={160} w="auto" fit="cover" radius="sm" />}
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                {update.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
