import { Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClubEvent, DESCRIPTION_FIELDS, type WireLanguage } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { failureText } from '../../lib/api';
import { useTimedMessage } from '../../lib/hooks';
import { deleteEvent, fetchClubEventsForAdmin, offersKeys } from '../../lib/offersApi';
import { ArticleCard } from '../ArticleCard';
import { formatEventDate, parseEventDate } from '../club/format';
import { Icon } from '../club/Icon';
import { ConfirmOfferModal } from './ConfirmOfferModal';
import { EventFormModal, type EventFormMode } from './EventFormModal';
import { BANNER_MS, OfferCardActions, OfferCardMedia, OfferTab } from './OfferTab';

/** Upcoming events first (soonest first), then past ones (latest first); drafts stay among them. */
export function orderAdminEvents(events: readonly ClubEvent[]): ClubEvent[] {
  const time = (event: ClubEvent) => parseEventDate(event.fromDate).getTime();
  const upcoming = events.filter((event) => !event.past).sort((a, b) => time(a) - time(b));
  const past = events.filter((event) => event.past).sort((a, b) => time(b) - time(a));
  return [...upcoming, ...past];
}

export function EventsTab({ clubId, language }: { clubId: string; language: WireLanguage }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<EventFormMode | null>(null);
  const [success, showSuccess] = useTimedMessage(BANNER_MS);
  const [failure, showFailure] = useTimedMessage(BANNER_MS);
  const [confirming, setConfirming] = useState<ClubEvent | null>(null);
  const [deleting, setDeleting] = useState(false);
  const events = useQuery({
    queryKey: offersKeys.events(clubId),
    queryFn: ({ signal }) => fetchClubEventsForAdmin(clubId, signal),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKeys.events(clubId) }),
      queryClient.invalidateQueries({ queryKey: ['club-events', clubId] }),
    ]);
  const list = events.data ? orderAdminEvents(events.data) : [];

  const remove = async (event: ClubEvent) => {
    setDeleting(true);
    try {
      const answer = await deleteEvent(event.id);
      showFailure(null);
      showSuccess(confirmationText(answer) ?? translateMessageKey('eventDeleted'));
      await refresh();
    } catch (error) {
      showFailure(failureText(error));
    } finally {
      setConfirming(null);
      setDeleting(false);
    }
  };

  return (
    <OfferTab
      kind="events"
      actions={
        <Button leftSection={<Icon name="calendar" size={16} />} onClick={() => setMode({ kind: 'create' })}>
          {t('events.create')}
        </Button>
      }
      success={success}
      failure={failure}
      list={events}
      isEmpty={list.length === 0}
      skeletons={{ count: 2, height: 260 }}
      grid={
        <Grid gap="lg" data-testid="event-list">
          {list.map((event) => (
            <Grid.Col key={event.id} span={{ base: 12, sm: 6, md: 4 }}>
              <AdminEventCard
                event={event}
                language={language}
                onEdit={() => setMode({ kind: 'edit', event })}
                onDelete={() => setConfirming(event)}
              />
            </Grid.Col>
          ))}
        </Grid>
      }
    >
      {mode && (
        <EventFormModal
          clubId={clubId}
          language={language}
          mode={mode}
          onClose={() => setMode(null)}
          onChanged={() => void refresh()}
          onSaved={(message) => {
            setMode(null);
            showSuccess(message);
            void refresh();
          }}
        />
      )}
      <ConfirmOfferModal
        words="deleteEvent"
        offer={confirming}
        busy={deleting}
        onCancel={() => setConfirming(null)}
        onConfirm={(event) => void remove(event)}
      />
    </OfferTab>
  );
}

function AdminEventCard({
  event,
  language,
  onEdit,
  onDelete,
}: {
  event: ClubEvent;
  language: WireLanguage;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('offers');
  const state = event.status === 'draft' ? 'draft' : event.past ? 'past' : 'upcoming';
  const isDraft = event.status === 'draft';
  const description = event[DESCRIPTION_FIELDS[language]] || event.descriptionDe || event.description;
  return (
    <ArticleCard
      className={state === 'past' ? 'offers-card offers-card--inactive' : 'offers-card'}
      data-testid="admin-event"
      data-state={state}
      aria-labelledby={`event-${event.id}-title`}
    >
      <OfferCardMedia image={event.image} alt={t('events.imageAlt', { title: event.title })} />
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge
            color={state === 'draft' ? 'amber.3' : state === 'past' ? 'gray.7' : 'pitch.8'}
            c={state === 'draft' ? 'night.6' : undefined}
            variant="filled"
            radius="sm"
            tt="none"
          >
            {t(`events.state.${state}`)}
          </Badge>
        </Group>
        <Title order={3} fz="lg" id={`event-${event.id}-title`} className="profile-break">
          {event.title}
        </Title>
        <Text size="sm" fw={600}>
          <time dateTime={event.fromDate.replace(' ', 'T')}>{formatEventDate(event.fromDate)}</time>
          {' – '}
          <time dateTime={event.toDate.replace(' ', 'T')}>{formatEventDate(event.toDate)}</time>
        </Text>
        <Text size="sm" className="profile-break">
          {event.location}
        </Text>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={3} className="profile-break">
            {description}
          </Text>
        )}
        {isDraft && (
          <Text size="xs" c="amber.9">
            {t('events.draftHint')}
          </Text>
        )}
        <Group gap={6} mt="auto" pt={4}>
          {event.tickets.map((ticket) => (
            <Badge key={ticket.tier} variant="outline" color="night" radius="sm" tt="none">
              {t('events.ticket', { tier: t(`tiers.${ticket.tier}`), amount: ticket.amount })}
            </Badge>
          ))}
        </Group>
        <OfferCardActions
          edit={{
            text: t('events.edit'),
            label: t('events.editAria', { title: event.title }),
            onClick: onEdit,
          }}
          remove={{
            text: t('events.delete'),
            label: t('events.deleteAria', { title: event.title }),
            onClick: onDelete,
          }}
        />
      </Stack>
    </ArticleCard>
  );
}
