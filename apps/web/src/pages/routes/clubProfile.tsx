import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClubRole, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clubInitials, wireLanguage } from '../../components/club/format';
import { Icon } from '../../components/club/Icon';
import { VerificationBadge } from '../../components/club/VerificationBadge';
import { FinancialsTab } from '../../components/dashboard/FinancialsTab';
import { OverviewTab } from '../../components/dashboard/OverviewTab';
import { ShareTab } from '../../components/dashboard/ShareTab';
import { TopProductsTab, TopSponsorsTab } from '../../components/dashboard/TopTabs';
import { MembershipsTab } from '../../components/memberships/MembershipsTab';
import { ClubTabs } from '../../components/offers/ClubTabs';
import { EventsTab } from '../../components/offers/EventsTab';
import { ProductsTab } from '../../components/offers/ProductsTab';
import { formatDate } from '../../components/org/format';
import { useDocumentTitle, useSession } from '../../lib/hooks';
import { type DashboardClub, dashboardClub, fetchMyClubs, offersKeys } from '../../lib/offersApi';
import { SUPPORT_EMAIL } from '../../theme';
import '../../components/club/club.css';
import '../../components/offers/offers.css';

/**
 * The club's private page (/profile/club, PRODUCT.md §directory): a header with the club and the tabs of the user's
 * role. The club is the session's club; with POST /clubs/mine (organisations) the header also shows name,
 * logo and status, and a person with several organisations can switch between them (?club=<id>).
 */
export default function ClubProfilePage() {
  const { t } = useTranslation('offers');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('dashboard.title'));
  const mine = useQuery({
    queryKey: offersKeys.myClubs(session?.userId ?? ''),
    queryFn: ({ signal }) => fetchMyClubs(signal),
    enabled: session !== null,
    retry: false,
  });

  if (!session) return null;
  if (mine.isPending) return <DashboardSkeleton />;
  if (mine.isError) {
    return (
      <Container size="md" py={{ base: 48, md: 96 }}>
        <Alert color="red" variant="light" radius="lg" title={t('dashboard.loadError')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{mine.error.message}</Text>
            <Button variant="white" color="red" onClick={() => mine.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const wanted = params.get('club');
  const chosen = mine.data?.find((club) => club.id === wanted);
  const current = chosen
    ? { id: chosen.id, role: chosen.role, club: chosen }
    : dashboardClub(session, mine.data);
  if (!current) return <NoClub />;

  return (
    <div className="offers-page">
      <DashboardHeader
        current={current}
        others={mine.data ?? []}
        onSwitch={(id) => {
          const next = new URLSearchParams(params);
          next.set('club', id);
          next.delete('tab');
          setParams(next);
        }}
      />
      <Container size="xl" mt={{ base: 'lg', md: 'xl' }}>
        <Dashboard key={current.id} clubId={current.id} role={current.role} />
      </Container>
    </div>
  );
}

function Dashboard({ clubId, role }: { clubId: string; role: ClubRole }) {
  const { i18n } = useTranslation();
  const language = wireLanguage(i18n.language);
  return (
    <ClubTabs
      role={role}
      panels={{
        products: <ProductsTab clubId={clubId} language={language} />,
        events: <EventsTab clubId={clubId} language={language} />,
        membership: <MembershipsTab clubId={clubId} />,
        overview: <OverviewTab clubId={clubId} />,
        financials: <FinancialsTab clubId={clubId} />,
        topProducts: <TopProductsTab clubId={clubId} />,
        topSponsors: <TopSponsorsTab clubId={clubId} />,
        share: <ShareTab clubId={clubId} />,
      }}
    />
  );
}

function DashboardHeader({
  current,
  others,
  onSwitch,
}: {
  current: DashboardClub;
  others: readonly { id: string; name: string }[];
  onSwitch: (id: string) => void;
}) {
  const { t } = useTranslation('offers');
  const { t: tOrg } = useTranslation('org');
  const { club } = current;
  const name = club?.name ?? t('dashboard.fallbackName');
  const incomplete = club !== null && club.completedStep < 3;
  const isPublic = club !== null && (club.status === 'approved' || club.status === 'verified');

  return (
    <Box className="offers-header">
      <Container size="xl" py={{ base: 'lg', md: 32 }}>
        <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <div className="offers-header__logo">
              {club?.logo ? (
                <img src={club.logo} alt={t('dashboard.logoAlt', { name })} />
              ) : (
                <span aria-hidden="true">{clubInitials(name)}</span>
              )}
            </div>
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text size="sm" c="night.1" fw={600}>
                {t('dashboard.title')}
              </Text>
              <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.1} c="white" className="profile-break">
                {name}
              </Title>
              <Group gap={6}>
                {club && <VerificationBadge status={club.status} />}
                <Badge color="night.5" variant="filled" radius="sm" tt="none" size="lg">
                  {t(`roles.${current.role}`)}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Stack gap="xs" align="stretch" className="offers-header__actions">
            {others.length > 1 && (
              <Select
                label={t('dashboard.switch')}
                data={others.map((other) => ({ value: other.id, label: other.name }))}
                value={current.id}
                onChange={(value) => value && onSwitch(value)}
                allowDeselect={false}
                size="sm"
                classNames={{ label: 'offers-header__label' }}
              />
            )}
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {isPublic && club && (
                <Button
                  component={Link}
                  to={`/${club.shortName}`}
                  variant="white"
                  color="night"
                  radius="xl"
                  size="sm"
                >
                  {t('dashboard.publicPage')}
                </Button>
              )}
              <Button
                component={Link}
                to={ROUTES.editClubProfile}
                variant="white"
                color="night"
                radius="xl"
                size="sm"
                leftSection={<Icon name="edit" size={16} />}
              >
                {t('dashboard.editProfile')}
              </Button>
              {incomplete && (
                <Button
                  component={Link}
                  to={ROUTES.registerClub}
                  color="amber.3"
                  c="night.6"
                  radius="xl"
                  size="sm"
                >
                  {t('dashboard.completeRegistration')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
        {incomplete && (
          <Alert mt="md" color="amber" variant="light" radius="md" icon={<Icon name="alert" />}>
            {t('dashboard.incomplete')}
          </Alert>
        )}
        {club?.closure && (
          <Alert
            mt="md"
            color="amber"
            variant="light"
            radius="md"
            icon={<Icon name="alert" />}
            data-testid="closing-notice"
          >
            {tOrg('closure.dashboard', { date: formatDate(club.closure.closesAt) })}
          </Alert>
        )}
        {club?.takenDown && (
          <Alert
            mt="md"
            color="red"
            variant="filled"
            radius="md"
            icon={<Icon name="alert" />}
            title={t('dashboard.takenDownTitle', { date: formatDate(club.takenDown.at) })}
            data-testid="taken-down-notice"
          >
            <Stack gap={6}>
              <Text size="sm">{t('dashboard.takenDown')}</Text>
              <Text size="sm" fw={600} className="profile-break" style={{ whiteSpace: 'pre-wrap' }}>
                {club.takenDown.reason}
              </Text>
              <Text size="sm">{t('dashboard.takenDownContact', { support: SUPPORT_EMAIL })}</Text>
            </Stack>
          </Alert>
        )}
      </Container>
    </Box>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('offers');
  return (
    <Container size="xl" py="xl" aria-busy="true" aria-label={t('dashboard.loading')}>
      <Stack gap="lg">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={44} radius="md" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    </Container>
  );
}

function NoClub() {
  const { t } = useTranslation('offers');
  return (
    <Container size="sm" py={{ base: 64, md: 112 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {t('dashboard.title')}
        </Title>
        <Title order={2} fz={{ base: 20, md: 24 }}>
          {t('dashboard.noClubTitle')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('dashboard.noClubText')}
        </Text>
        <Button component={Link} to={ROUTES.registerClub} size="md" radius="xl">
          {t('dashboard.register')}
        </Button>
      </Stack>
    </Container>
  );
}
