import { Badge, Group, Skeleton, Text, Title, type TitleOrder } from '@mantine/core';
import type { ClubCard as ClubCardData } from '@tifo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sportTypeName } from '../../lib/clubsApi';
import { numberFormat } from '../../lib/intl';
import { ClubAvatar, clubPalette } from './ClubAvatar';
import { Icon } from './icons';
import './clubs.css';

/** The public page of a club: /{shortName}. */
export function clubPath(shortName: string): string {
  return `/${encodeURIComponent(shortName)}`;
}

function formatDistance(km: number, language: string): string {
  return numberFormat(`${language}-CH`, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

interface ClubCardProps {
  club: ClubCardData;
  /** Heading level of the club name, so the card fits the page's outline (default 3). */
  headingOrder?: TitleOrder;
}

/**
 * A club in the directory and the carousels. The whole card is one link to the club's page; its accessible
 * name is its text, which starts with the club name (WCAG 2.5.3 "label in name": the name a voice user
 * reads off the card is the start of the link's name), then the town, sport and distance.
 */
export function ClubCard({ club, headingOrder = 3 }: ClubCardProps) {
  const { t, i18n } = useTranslation('clubs');
  const id = useId();
  const [from, to] = clubPalette(club.name);
  const place = [club.postalCode, club.city].filter(Boolean).join(' ');
  const tags = club.tags.slice(0, 2);
  const verified = club.status === 'verified';
  // Approved (public, documents not yet checked) is blue, verified green (PRODUCT.md §directory).
  const approved = club.status === 'approved';
  const coverStyle = club.cover
    ? { backgroundImage: `url("${club.cover.replace(/"/g, '%22')}")` }
    : { background: `linear-gradient(120deg, ${from} 0%, ${to} 100%)` };

  return (
    <Link to={clubPath(club.shortName)} className="club-card">
      <span
        aria-hidden="true"
        className={club.cover ? 'club-card__cover' : 'club-card__cover club-card__cover--pattern'}
        style={coverStyle}
      />
      <div className="club-card__body">
        <span className="club-card__avatar">
          <ClubAvatar name={club.name} logo={club.logo} size={60} />
        </span>
        <Title order={headingOrder} id={`${id}-name`} className="club-card__name" fz="lg" lh={1.25}>
          {club.name}
        </Title>
        <div id={`${id}-details`} className="club-card__details">
          <Text component="span" size="sm" c="dimmed" className="club-card__place">
            <Icon name="pin" size={15} />
            <span>{place}</span>
            {club.distanceKm !== null && (
              <span className="club-card__distance">
                {t('card.distance', { distance: formatDistance(club.distanceKm, i18n.language) })}
              </span>
            )}
          </Text>
          <Group gap={6} mt="sm">
            <Badge variant="light" color="night" radius="sm" size="sm">
              {t(`nature.${club.nature}`)}
            </Badge>
            {tags.map((tag) => (
              <Badge key={tag.id} variant="light" color="pitch" radius="sm" size="sm">
                {sportTypeName(tag, i18n.language)}
              </Badge>
            ))}
            {verified && (
              <Badge
                variant="filled"
                color="pitch.8"
                radius="sm"
                size="sm"
                leftSection={<Icon name="check" size={12} />}
                data-testid="card-badge"
                data-status="verified"
              >
                {t('card.verified')}
              </Badge>
            )}
            {approved && (
              <Badge
                variant="filled"
                color="blue.8"
                radius="sm"
                size="sm"
                data-testid="card-badge"
                data-status="approved"
              >
                {t('card.approved')}
              </Badge>
            )}
          </Group>
        </div>
      </div>
    </Link>
  );
}

/** A placeholder of the card's shape while clubs load. */
export function ClubCardSkeleton() {
  return (
    <div className="club-card club-card--skeleton" aria-hidden="true">
      <Skeleton height={88} radius={0} />
      <div className="club-card__body">
        <Skeleton circle height={60} className="club-card__avatar" />
        <Skeleton height={18} width="70%" mt="sm" />
        <Skeleton height={12} width="45%" mt="sm" />
        <Group gap={6} mt="md">
          <Skeleton height={20} width={64} radius="sm" />
          <Skeleton height={20} width={80} radius="sm" />
        </Group>
      </div>
    </div>
  );
}
