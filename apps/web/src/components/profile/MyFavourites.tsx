import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmationText } from '../../i18n';
import { setFavourite } from '../../lib/clubApi';
import { showToast } from '../../lib/notify';
import { fetchFavouriteClubs, profileKeys } from '../../lib/profileApi';
import { ClubIdentity } from './ClubIdentity';

/** The favourites tab (PRODUCT.md §supporter): the clubs the supporter marked, each with its profile and remove. */
export function MyFavourites({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: profileKeys.favourites(userId),
    queryFn: ({ signal }) => fetchFavouriteClubs(userId, signal),
  });
  const remove = useMutation({
    mutationFn: (clubId: string) => setFavourite(userId, clubId, false),
    onSuccess: (answer) => {
      showToast(confirmationText(answer) ?? answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: profileKeys.favourites(userId) });
    },
    onError: (error) => showToast(error.message),
  });
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('favourites.heading')}
      </Title>
      {list.isPending && <Skeleton h={120} role="status" aria-label={t('favourites.loading')} />}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('favourites.loadError')}
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('favourites.empty')}</Text>
          <Anchor component={Link} to={ROUTES.clubs} fw={600}>
            {t('favourites.emptyAction')}
          </Anchor>
        </Stack>
      )}
      {list.data?.map((club) => (
        <Paper key={club.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <ClubIdentity name={club.name} logo={club.logo}>
              <Text fw={600} truncate>
                {club.name}
              </Text>
              <Text size="xs" c="dimmed">
                {club.postalCode} {club.city}
              </Text>
            </ClubIdentity>
            <Group gap="xs">
              <Button
                component={Link}
                to={`/${club.shortName}`}
                size="compact-sm"
                variant="light"
                aria-label={t('favourites.openLabel', { club: club.name })}
              >
                {t('favourites.open')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === club.id}
                onClick={() => remove.mutate(club.id)}
                aria-label={t('favourites.removeLabel', { club: club.name })}
              >
                {t('favourites.remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
