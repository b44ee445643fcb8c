import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_LIMITS,
  type ModeratedOrganisation,
  type ModeratedPerson,
  type ModerationMeasure,
} from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmationText } from '../../i18n';
import { type ModerationAction, moderate, moderationKeys, searchModeration } from '../../lib/moderationApi';
import { showToast } from '../../lib/notify';
import { formatDate } from '../org/format';
import { StatusBadge } from '../org/StatusBadge';
import { useOperatorError } from './operatorError';
import { ReasonModal } from './ReasonModal';

/** What the operator is about to do, to whom: the dialog asks for the reason. */
interface Pending {
  action: ModerationAction;
  name: string;
  target: { userId: string } | { clubId: string };
}

const DIALOG: Record<ModerationAction, 'suspend' | 'restorePerson' | 'takeDown' | 'restoreOrganisation'> = {
  'suspend-person': 'suspend',
  'restore-person': 'restorePerson',
  'take-down': 'takeDown',
  'restore-organisation': 'restoreOrganisation',
};

/**
 * The operator stops misuse (/admin?tab=moderation, issue 45): find people by name or e-mail and organisations by
 * name or short name (?q= keeps the search in the address), then suspend or take down with a required reason,
 * or lift the measure. One click and a confirmation with the reason each.
 */
export function Moderation({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState(query);
  const [pending, setPending] = useState<Pending | null>(null);
  const queryClient = useQueryClient();
  const explain = useOperatorError();
  const searchable = query.trim().length >= MODERATION_LIMITS.queryMin;
  const results = useQuery({
    queryKey: moderationKeys.search(query),
    queryFn: ({ signal }) => searchModeration(query, signal),
    enabled: searchable,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery(typed.trim());
  };
  const confirm = async (reason: string) => {
    if (!pending) return;
    const answer = await moderate(pending.action, pending.target, reason);
    showToast(confirmationText(answer) ?? answer.message, 'success');
    await queryClient.invalidateQueries({ queryKey: ['moderation'] });
  };
  const dialog = pending ? DIALOG[pending.action] : 'suspend';

  return (
    <Stack gap="lg">
      <form onSubmit={submit} aria-label={t('moderation.title')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('moderation.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={MODERATION_LIMITS.queryMax}
            style={{ flex: '1 1 240px' }}
            type="search"
          />
          <Button type="submit">{t('moderation.searchButton')}</Button>
        </Group>
      </form>
      {!searchable ? (
        <Text c="dimmed">{t('moderation.hint')}</Text>
      ) : results.isPending ? (
        <Skeleton h={200} radius="md" role="status" aria-label={t('moderation.loading')} />
      ) : results.isError ? (
        <Alert color="red" variant="light" role="alert">
          {explain(results.error)}
        </Alert>
      ) : (
        <>
          <Section title={t('moderation.people')} count={results.data.people.length}>
            {results.data.people.map((person) => (
              <PersonCard key={person.id} person={person} onAct={setPending} />
            ))}
          </Section>
          <Section title={t('moderation.organisations')} count={results.data.organisations.length}>
            {results.data.organisations.map((club) => (
              <OrganisationCard key={club.id} club={club} onAct={setPending} />
            ))}
          </Section>
        </>
      )}
      <ReasonModal
        opened={pending !== null}
        title={t(`moderation.dialogs.${dialog}.title`, { name: pending?.name ?? '' })}
        text={t(`moderation.dialogs.${dialog}.text`)}
        label={t('moderation.dialogs.reasonLabel')}
        confirm={t(`moderation.dialogs.${dialog}.confirm`)}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        maxLength={MODERATION_LIMITS.reasonMax}
      />
    </Stack>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title} ({count})
      </Title>
      {count === 0 ? <Text c="dimmed">{t('moderation.none')}</Text> : children}
    </Stack>
  );
}

/** Since when, by whom and why a measure is in force. */
function MeasureNote({ measure, since }: { measure: ModerationMeasure; since: string }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge color="red" variant="light" tt="none">
          {t(since, { date: formatDate(measure.at) })}
        </Badge>
        {measure.by && (
          <Text size="xs" c="dimmed">
            {t('moderation.by', { email: measure.by })}
          </Text>
        )}
      </Group>
      <Text size="sm" className="profile-break" style={{ whiteSpace: 'pre-wrap' }}>
        {t('moderation.reason', { reason: measure.reason })}
      </Text>
    </Stack>
  );
}

function PersonCard({ person, onAct }: { person: ModeratedPerson; onAct: (pending: Pending) => void }) {
  const { t } = useTranslation('admin');
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const suspended = person.suspended !== null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="moderation-person">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={700} className="profile-break">
            {name}
          </Text>
          <Text size="sm" className="profile-break">
            {person.email}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={person.verified ? 'pitch' : 'amber'} tt="none">
              {t(person.verified ? 'moderation.verified' : 'moderation.unverified')}
            </Badge>
            {person.invited && (
              <Badge variant="light" color="gray" tt="none">
                {t('moderation.invited')}
              </Badge>
            )}
            {person.operator && (
              <Badge variant="light" color="night" tt="none">
                {t('moderation.operator')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {t('moderation.since', { date: formatDate(person.createdAt) })}
            </Text>
          </Group>
          {person.suspended && <MeasureNote measure={person.suspended} since="moderation.suspendedSince" />}
        </Stack>
        <Button
          color={suspended ? 'pitch' : 'red'}
          variant={suspended ? 'light' : 'filled'}
          aria-label={`${t(suspended ? 'moderation.restorePerson' : 'moderation.suspend')}: ${name}`}
          onClick={() =>
            onAct({
              action: suspended ? 'restore-person' : 'suspend-person',
              name,
              target: { userId: person.id },
            })
          }
        >
          {t(suspended ? 'moderation.restorePerson' : 'moderation.suspend')}
        </Button>
      </Group>
    </Paper>
  );
}

function OrganisationCard({
  club,
  onAct,
}: {
  club: ModeratedOrganisation;
  onAct: (pending: Pending) => void;
}) {
  const { t } = useTranslation('admin');
  const down = club.takenDown !== null;
  const closed = club.status === 'closed';
  return (
    <Paper withBorder radius="md" p="md" data-testid="moderation-organisation">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={700} className="profile-break">
            {club.name}
          </Text>
          <Group gap={6}>
            <StatusBadge status={club.status} />
            <Text size="sm" c="dimmed">
              {[club.shortName, club.city].filter(Boolean).join(' · ')}
            </Text>
          </Group>
          <Group gap="sm">
            <Anchor component={Link} to={`/${club.shortName}`} size="sm">
              {t('moderation.openPage')}
            </Anchor>
            <Anchor component={Link} to={`/admin?tab=moderation&club=${club.id}`} size="sm">
              {t('moderation.review')}
            </Anchor>
          </Group>
          {club.takenDown && <MeasureNote measure={club.takenDown} since="moderation.takenDownSince" />}
        </Stack>
        {!closed && (
          <Button
            color={down ? 'pitch' : 'red'}
            variant={down ? 'light' : 'filled'}
            aria-label={`${t(down ? 'moderation.restoreOrganisation' : 'moderation.takeDown')}: ${club.name}`}
            onClick={() =>
              onAct({
                action: down ? 'restore-organisation' : 'take-down',
                name: club.name,
                target: { clubId: club.id },
              })
            }
          >
            {t(down ? 'moderation.restoreOrganisation' : 'moderation.takeDown')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
