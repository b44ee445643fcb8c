import { Alert, Box, Button, Container, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ClubDetails, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ClubContact } from '../../components/club/ClubContact';
import { ClubEvents } from '../../components/club/ClubEvents';
import { ClubHeader } from '../../components/club/ClubHeader';
import { ClubProducts } from '../../components/club/ClubProducts';
import { ClubSkeleton } from '../../components/club/ClubSkeleton';
import type { FavouriteNotice } from '../../components/club/FavouriteButton';
import { clubDescription, wireLanguage } from '../../components/club/format';
import { Icon } from '../../components/club/Icon';
import { NearbyClubs } from '../../components/club/NearbyClubs';
import { QrCodeSection } from '../../components/club/QrCodeSection';
import { formatDate } from '../../components/org/format';
import { WhenTranslated } from '../../components/WhenTranslated';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import {
  clubProfileKeys,
  fetchClubDetails,
  fetchClubEvents,
  fetchClubProducts,
  fetchNearbyClubs,
  showsNearbyClubs,
} from '../../lib/clubApi';
import { useDocumentTitle, useSession, useTimedMessage } from '../../lib/hooks';
import '../../components/club/club.css';

/** Favourite messages stay 2 s (PRODUCT.md §errors); favourite errors show the server message about 4 s. */
const FAVOURITE_SUCCESS_MS = 2000;
const FAVOURITE_ERROR_MS = 4000;

/** The profile does not exist or is not public (404), or the name cannot be one (400). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The organisation was taken down or has closed (410): a neutral text, no reason (issue 45). */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}

export default function PublicClubPage() {
  const { shortName = '' } = useParams();
  const { t: tCommon } = useTranslation('common');
  const session = useSession();
  const details = useQuery({
    // Admins and operators also see their club before it is public: the answer depends on who asks.
    queryKey: clubProfileKeys.details(shortName, session?.userId ?? null),
    queryFn: ({ signal }) => fetchClubDetails(shortName, signal),
    // The error state has its own retry button; a missing club is final.
    retry: false,
    // The page came rendered for everyone; once the browser knows who is logged in, it asks again (admins
    // see more) and keeps showing the club meanwhile instead of a skeleton. Never another club's data.
    placeholderData: (previous) => (previous?.shortName === shortName ? previous : undefined),
  });

  const notFound = isNotFound(details.error);
  const gone = isGone(details.error);
  useDocumentTitle(
    details.data?.name ??
      (gone
        ? translateMessageKey('clubUnavailable')
        : notFound
          ? translateMessageKey('clubNotFound')
          : tCommon('routes.publicClub')),
  );

  if (details.isPending) return <ClubSkeleton />;
  if (notFound || gone) return <ClubNotFound gone={gone} />;
  if (details.isError)
    return <ClubLoadError message={details.error.message} onRetry={() => details.refetch()} />;
  return <ClubProfile club={details.data} />;
}

function ClubProfile({ club }: { club: ClubDetails }) {
  const { t, i18n } = useTranslation('club');
  const [success, showSuccess] = useTimedMessage(FAVOURITE_SUCCESS_MS);
  const [failure, showFailure] = useTimedMessage(FAVOURITE_ERROR_MS);
  const notice: FavouriteNotice | null = success
    ? { kind: 'success', text: success }
    : failure
      ? { kind: 'error', text: failure }
      : null;
  const onNotice = (next: FavouriteNotice) => {
    if (next.kind === 'success') {
      showFailure(null);
      showSuccess(next.text);
    } else {
      showSuccess(null);
      showFailure(next.text);
    }
  };

  // Another language fetches the descriptions in it; until they arrive, the ones shown stay.
  const language = wireLanguage(i18n.language);
  const products = useQuery({
    queryKey: clubProfileKeys.products(club.id, language),
    queryFn: ({ signal }) => fetchClubProducts(club.id, signal),
    placeholderData: keepPreviousData,
  });
  const events = useQuery({
    queryKey: clubProfileKeys.events(club.id, language),
    queryFn: ({ signal }) => fetchClubEvents(club.id, signal),
    placeholderData: keepPreviousData,
  });
  const showNearby = showsNearbyClubs(club);
  const nearby = useQuery({
    queryKey: clubProfileKeys.nearby(club),
    queryFn: ({ signal }) => fetchNearbyClubs(club, signal),
    enabled: showNearby,
  });

  const description = clubDescription(club, language);

  return (
    <div className="profile-page">
      <ClubHeader club={club} notice={notice} onNotice={onNotice} />
      <Container size="xl" mt={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 24, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={48}>
              {club.closesAt && (
                <Alert
                  color="amber"
                  variant="light"
                  radius="lg"
                  title={t('closing.title', { date: formatDate(club.closesAt) })}
                  data-testid="club-closing"
                >
                  {t('closing.text', { name: club.name, date: formatDate(club.closesAt) })}
                </Alert>
              )}
              {description && (
                <Stack gap="sm" component="section" aria-labelledby="club-about-title">
                  <Title
                    id="club-about-title"
                    order={2}
                    fz={{ base: 22, md: 28 }}
                    className="profile-section-title"
                  >
                    {t('about.title', { name: club.name })}
                  </Title>
                  <Text size="lg" className="profile-break" style={{ whiteSpace: 'pre-line' }}>
                    {description}
                  </Text>
                </Stack>
              )}
              {/* A club in its notice of closure takes no new gifts (issue 45): its offers are not shown. */}
              {club.closesAt ? null : products.isPending ? (
                <Text c="dimmed">{t('loading')}</Text>
              ) : (
                <ClubProducts clubName={club.name} products={products.data ?? []} />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ClubContact club={club} />
              <QrCodeSection shortName={club.shortName} clubName={club.name} />
            </Stack>
          </Grid.Col>
        </Grid>
        {events.data && events.data.length > 0 && (
          <Box mt={{ base: 48, md: 64 }}>
            <ClubEvents events={events.data} />
          </Box>
        )}
        {showNearby && nearby.data && nearby.data.length > 0 && (
          <Box mt={{ base: 48, md: 64 }}>
            {/* The cards use the directory's own translations: load them without hiding the page. */}
            <WhenTranslated namespace="clubs" fallback={null}>
              <NearbyClubs clubs={nearby.data} />
            </WhenTranslated>
          </Box>
        )}
      </Container>
    </div>
  );
}

function ClubNotFound({ gone }: { gone: boolean }) {
  const { t } = useTranslation('club');
  const texts = gone ? 'gone' : 'notFound';
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" color="tifo" variant="light">
          <Icon name="users" size={36} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {translateMessageKey(gone ? 'clubUnavailable' : 'clubNotFound')}
        </Title>
        <Text c="dimmed" size="lg" data-testid={gone ? 'club-gone' : 'club-not-found'}>
          {t(`${texts}.text`)}
        </Text>
        <Button component={Link} to={ROUTES.clubs} size="md" radius="xl">
          {t(`${texts}.back`)}
        </Button>
      </Stack>
    </Container>
  );
}

function ClubLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('club');
  const { t: tCommon } = useTranslation('common');
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {tCommon('routes.publicClub')}
        </Title>
        <Alert
          color="red"
          variant="light"
          radius="lg"
          title={t('loadError.title')}
          icon={<Icon name="alert" />}
        >
          <Stack gap="md" align="flex-start">
            <Text size="sm">{message}</Text>
            <Button variant="white" color="red" onClick={onRetry}>
              {t('loadError.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    </Container>
  );
}
