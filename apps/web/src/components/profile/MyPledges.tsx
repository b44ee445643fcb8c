import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pledge, PledgeStatus } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import {
  campaignKeys,
  cancelPledge,
  confirmPledge,
  fetchMyPledges,
  payPledge,
  pledgesPage,
} from '../../lib/campaignsApi';
import { cardProvider } from '../../lib/cardProvider';
import { chf } from '../../lib/paymentsApi';
import { clubPath } from '../clubs/ClubCard';
import { formatDate } from '../org/format';
import { AskFirst } from './AskFirst';

type Finishing = 'idle' | 'working' | 'held' | 'paid' | 'failed';

const STATUS_COLORS: Record<PledgeStatus, string> = {
  pending: 'amber',
  active: 'pitch',
  cancelled: 'gray',
  released: 'gray',
  due: 'night',
  action_required: 'red',
  charged: 'pitch',
  failed: 'red',
};

/**
 * The supporter's pledges to all-or-nothing campaigns (issue 49): amount, campaign and its end, state; cancellable
 * until the end. Opened on one pledge (&pledge=<id>) it finishes what waits: the card's 3-D Secure check of a new
 * pledge (back from the bank's page), or a funded campaign's charge the bank wants confirmed (the mail's link).
 */
export function MyPledges() {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: campaignKeys.mine, queryFn: ({ signal }) => fetchMyPledges(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: campaignKeys.mine });
  const pledgeId = params.get('pledge');
  const [finishing, setFinishing] = useState<Finishing>('idle');
  const [note, setNote] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!pledgeId || !list.isSuccess || started.current) return;
    const pledge = list.data.find((item) => item.id === pledgeId);
    if (!pledge || (pledge.status !== 'pending' && pledge.status !== 'action_required')) return;
    started.current = true;
    setFinishing('working');
    void finish(pledge)
      .then(setFinishing)
      .catch((caught: unknown) => {
        setNote(caught instanceof ApiError ? caught.message : null);
        setFinishing('failed');
      })
      .finally(() => {
        refresh();
        setParams({ tab: 'pledges' }, { replace: true });
      });
  });

  const working = finishing === 'working';
  const finished = finishing === 'held' || finishing === 'paid';
  const failed = finishing === 'failed';
  return (
    <Stack gap="sm" component="section" aria-labelledby="pledges-title">
      <Title order={2} fz="lg" id="pledges-title">
        {t('pledges.title')}
      </Title>
      {working && (
        <Alert color="night" variant="light" role="status">
          {t('pledges.finishing')}
        </Alert>
      )}
      {finished && (
        <Alert color="pitch" variant="light" role="status">
          {t(finishing === 'held' ? 'pledges.held' : 'pledges.paid')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {note ?? t('pledges.finishFailed')}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={96} radius="md" role="status" aria-label={t('pledges.loading')} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('pledges.loadError')}>
          <Button variant="white" color="red" onClick={() => void list.refetch()}>
            {t('pledges.retry')}
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('pledges.empty')}</Text>
      ) : (
        list.data.map((pledge) => <PledgeCard key={pledge.id} pledge={pledge} onChanged={refresh} />)
      )}
    </Stack>
  );
}

/** A pledge waiting for the card's check or a charge's confirmation: the bank's page, then the server decides. */
async function finish(pledge: Pledge): Promise<Finishing> {
  const returnUrl = pledgesPage(pledge.id);
  if (pledge.status === 'pending') {
    const answer = await confirmPledge(pledge.id);
    if (answer.status === 'active') return 'held';
    const outcome = await cardProvider().startChallenge({ paymentIntentId: '', ...answer, returnUrl });
    if (outcome !== 'done') return 'working';
    return (await confirmPledge(pledge.id)).status === 'active' ? 'held' : 'failed';
  }
  const answer = await payPledge(pledge.id);
  if (answer.status === 'succeeded') return 'paid';
  if (answer.status === 'nothing_to_confirm') return 'failed';
  const outcome = await cardProvider().startChallenge({ paymentIntentId: '', ...answer, returnUrl });
  if (outcome !== 'done') return 'working';
  return (await payPledge(pledge.id)).status === 'succeeded' ? 'paid' : 'failed';
}

function PledgeCard({ pledge, onChanged }: { pledge: Pledge; onChanged: () => void }) {
  const { t } = useTranslation('profile');
  const cancel = useMutation({ mutationFn: () => cancelPledge(pledge.id), onSuccess: onChanged });
  const waiting = pledge.status === 'action_required' && pledge.confirmUntil;
  const failed = pledge.status === 'failed' && pledge.failure;
  return (
    <Paper withBorder radius="md" p="md" data-testid="pledge">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Anchor component={Link} to={clubPath(pledge.shortName)} fw={700} c="inherit">
              {pledge.productTitle}
            </Anchor>
            <Text size="sm" c="dimmed">
              {pledge.clubName}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[pledge.status]} variant="light" data-testid="pledge-status">
            {t(`pledges.status.${pledge.status}`)}
          </Badge>
        </Group>
        <Text fw={600}>{chf(Math.round(pledge.amount * 100))}</Text>
        <Text size="sm">
          {pledge.campaignState === 'running'
            ? t('pledges.endsOn', { date: formatDate(pledge.endsAt) })
            : t(`pledges.outcome.${pledge.campaignState}`, { date: formatDate(pledge.endsAt) })}
        </Text>
        {pledge.last4 && (
          <Text size="sm" c="dimmed">
            {t('pledges.card', { card: `•••• ${pledge.last4}` })}
          </Text>
        )}
        {waiting && (
          <Group gap="xs">
            <Text size="sm" c="red.8">
              {t('pledges.confirmUntil', { date: formatDate(waiting) })}
            </Text>
            <Button component={Link} to={pledgesPage(pledge.id)} size="xs">
              {t('pledges.confirm')}
            </Button>
          </Group>
        )}
        {failed && (
          <Text size="sm" c="red.8">
            {failed}
          </Text>
        )}
        {cancel.isError && (
          <Text size="sm" c="red.8" role="alert">
            {cancel.error instanceof ApiError ? cancel.error.message : translateMessageKey('status500')}
          </Text>
        )}
        {pledge.cancellable && (
          <Group gap="xs" mt={4}>
            <AskFirst
              label={t('pledges.cancel')}
              ariaLabel={t('pledges.cancelLabel', { product: pledge.productTitle })}
              confirmLabel={t('pledges.cancelConfirm')}
              keepLabel={t('pledges.keep')}
              busy={cancel.isPending}
              onConfirm={() => cancel.mutate()}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
