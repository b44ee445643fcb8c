import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicEvent } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../lib/intl';
import { ArticleCard } from '../ArticleCard';
import { Carousel, CarouselItem } from './Carousel';
import { formatEventDate, orderEvents, parseEventDate } from './format';
import { Icon } from './Icon';

/** Events carousel: 3 cards per view from 1200 px, 2 from 768 px, 1 below (PRODUCT.md §constants). */
export function ClubEvents({ events }: { events: PublicEvent[] }) {
  const { t } = useTranslation('club');
  if (events.length === 0) return null;
  return (
    <Carousel
      id="club-events"
      title={t('events.title')}
      perView={{ base: 1, md: 2, lg: 3 }}
      previousLabel={t('events.previous')}
      nextLabel={t('events.next')}
    >
      {orderEvents(events).map(({ event, past }) => (
        <CarouselItem key={event.id}>
          <EventCard event={event} past={past} />
        </CarouselItem>
      ))}
    </Carousel>
  );
}

function EventCard({ event, past }: { event: PublicEvent; past: boolean }) {
  const { t, i18n } = useTranslation('club');
  const from = parseEventDate(event.fromDate);
  const month = Number.isNaN(from.getTime())
    ? ''
    : dateFormat(`${i18n.language}-CH`, { month: 'short' }).format(from);
  return (
    <ArticleCard
      className={past ? 'profile-event profile-event--past' : 'profile-event'}
      data-testid="club-event"
      data-past={past}
    >
      <Card.Section className="profile-event__media">
        {event.image && (
          <img src={event.image} alt={t('events.imageAlt', { title: event.title })} loading="lazy" />
        )}
        <div className="profile-event__date" aria-hidden="true">
          <div className="profile-event__day">{String(from.getDate() || '')}</div>
          <div className="profile-event__month">{month}</div>
        </div>
        <Badge
          className="profile-event__status"
          color={past ? 'gray.7' : 'amber.3'}
          c={past ? undefined : 'night.6'}
          variant="filled"
          radius="sm"
          tt="none"
        >
          {past ? t('events.past') : t('events.upcoming')}
        </Badge>
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Title order={3} fz="lg" className="profile-break">
          {event.title}
        </Title>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Text c="tifo.7" component="span" lh={0}>
            <Icon name="calendar" size={16} />
          </Text>
          <Text size="sm" fw={600}>
            <time dateTime={event.fromDate.replace(' ', 'T')}>{formatEventDate(event.fromDate)}</time>
            {' – '}
            <time dateTime={event.toDate.replace(' ', 'T')}>{formatEventDate(event.toDate)}</time>
          </Text>
        </Group>
        {event.location && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <Text c="tifo.7" component="span" lh={0}>
              <Icon name="pin" size={16} />
            </Text>
            <Text size="sm" className="profile-break">
              <VisuallyHidden>{`${t('events.location')}: `}</VisuallyHidden>
              {event.location}
            </Text>
          </Group>
        )}
        {event.description && (
          <Text size="sm" c="dimmed" lineClamp={3} className="profile-break">
            {event.description}
          </Text>
        )}
        {event.tickets.length > 0 && (
          <Group gap={6} mt="auto" pt={4} role="group" aria-label={t('events.tickets')}>
            <Text c="dimmed" component="span" lh={0}>
              <Icon name="ticket" size={16} />
            </Text>
            {event.tickets.map((ticket) => (
              <Badge
                key={`${ticket.tier}-${ticket.amount}`}
                variant="outline"
                color="night"
                radius="sm"
                tt="none"
              >
                {t('events.ticket', { tier: ticket.tier, amount: ticket.amount })}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </ArticleCard>
  );
}
