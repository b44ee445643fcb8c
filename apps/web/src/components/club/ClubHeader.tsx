import { Alert, Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClubDetails, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchMyClubs, orgKeys } from '../../lib/orgApi';
import { FavouriteButton, type FavouriteNotice } from './FavouriteButton';
import { clubInitials, sportName, wireLanguage } from './format';
import { Icon } from './Icon';
import { ShareButton } from './ShareButton';
import { badgeKind, VerificationBadge } from './VerificationBadge';

/** Cover (or a designed gradient), logo (or initials), name, nature, sport types, badge and actions. */
export function ClubHeader({
  club,
  notice,
  onNotice,
}: {
  club: ClubDetails;
  notice: FavouriteNotice | null;
  onNotice: (notice: FavouriteNotice) => void;
}) {
  const { t, i18n } = useTranslation('club');
  const language = wireLanguage(i18n.language);
  const notPublic = badgeKind(club.status) === 'notVerified';
  // The registration can be completed only while a step is missing (the caller's own view of the club).
  const mine = useQuery({
    queryKey: orgKeys.mine,
    queryFn: ({ signal }) => fetchMyClubs(signal),
    enabled: club.isAdmin,
    retry: false,
  });
  const ownEntry = mine.data?.content?.find((entry) => entry.id === club.id);
  const incomplete = ownEntry !== undefined && ownEntry.completedStep < 3;

  return (
    <>
      <Container size="xl" px={{ base: 0, sm: 'md' }}>
        <div className={club.cover ? 'profile-cover' : 'profile-cover profile-cover--generated'}>
          {club.cover ? (
            <img
              className="profile-cover__image"
              src={club.cover}
              alt={t('header.coverAlt', { name: club.name })}
            />
          ) : (
            <div className="profile-cover__stripes" />
          )}
        </div>
      </Container>
      <Container size="xl" className="profile-header">
        <div className="profile-header__card">
          <Group align="flex-start" justify="space-between" gap="lg" wrap="wrap">
            <Group align="flex-start" gap="lg" wrap="wrap" style={{ flex: '1 1 420px', minWidth: 0 }}>
              <div className="profile-logo">
                {club.logo ? (
                  <img src={club.logo} alt={t('header.logoAlt', { name: club.name })} />
                ) : (
                  <span className="profile-logo__initials" aria-hidden="true">
                    {clubInitials(club.name)}
                  </span>
                )}
              </div>
              <Stack gap={10} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Group gap={8}>
                  <Badge color="night" variant="filled" radius="sm" tt="none">
                    {t(`nature.${club.nature}`)}
                  </Badge>
                  <VerificationBadge status={club.status} />
                </Group>
                <Title order={1} fz={{ base: 28, sm: 36, md: 44 }} lh={1.08} className="profile-name">
                  {club.name}
                </Title>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" c="dimmed" component="span">
                    <Icon name="pin" size={14} /> {club.address.city}
                  </Text>
                </Group>
                {club.tags.length > 0 && (
                  <Group gap={6} role="list" aria-label={t('header.sportTypes')}>
                    {club.tags.map((sport) => (
                      <Badge
                        key={sport.id}
                        role="listitem"
                        color="pitch"
                        variant="light"
                        radius="sm"
                        tt="none"
                      >
                        {sportName(sport, language)}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            </Group>
            <Stack gap="sm" align="flex-end" className="profile-actions">
              <Group gap="xs" justify="flex-end">
                <ShareButton shortName={club.shortName} clubName={club.name} onNotice={onNotice} />
                <FavouriteButton clubId={club.id} onNotice={onNotice} />
              </Group>
              {club.isAdmin && (
                <Group gap="xs" role="group" aria-label={t('admin.label')} justify="flex-end">
                  <Button
                    component={Link}
                    to={`${ROUTES.editClubProfile}?clubId=${encodeURIComponent(club.id)}`}
                    variant="default"
                    radius="xl"
                    size="sm"
                    leftSection={<Icon name="edit" size={16} />}
                  >
                    {t('admin.editProfile')}
                  </Button>
                  {incomplete && (
                    <Button
                      component={Link}
                      to={`${ROUTES.registerClub}?clubId=${encodeURIComponent(club.id)}`}
                      variant="light"
                      radius="xl"
                      size="sm"
                    >
                      {t('admin.completeRegistration')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Group>
          {notice && (
            <Alert
              mt="md"
              radius="md"
              variant="light"
              color={notice.kind === 'success' ? 'pitch' : 'red'}
              role={notice.kind === 'success' ? 'status' : 'alert'}
              icon={<Icon name={notice.kind === 'success' ? 'check' : 'alert'} />}
            >
              {notice.text}
            </Alert>
          )}
          {notPublic && (
            <Box mt="md">
              <Alert color="red" variant="light" radius="md" icon={<Icon name="alert" />}>
                {t('badge.notPublic')}
              </Alert>
            </Box>
          )}
        </div>
      </Container>
    </>
  );
}
