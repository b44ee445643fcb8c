import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { fetchIsFavourite, setFavourite } from '../../lib/clubApi';
import { useSession } from '../../lib/hooks';
import { Icon } from './Icon';

export type FavouriteNotice = { kind: 'success' | 'error'; text: string };

/**
 * Toggles the club among the user's favourites (PRODUCT.md §directory): logged out it goes to the login and back;
 * logged in it adds or removes and reports the server's message ('Favorit gespeichert!' / 'Favorit gelöscht!').
 */
export function FavouriteButton({
  clubId,
  onNotice,
}: {
  clubId: string;
  onNotice: (notice: FavouriteNotice) => void;
}) {
  const { t } = useTranslation('club');
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const userId = session?.userId;
  const queryKey = ['favourite', userId, clubId];

  const favourite = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchIsFavourite(userId!, clubId, signal),
    enabled: userId !== undefined,
  });

  const toggle = useMutation({
    mutationFn: (next: boolean) => setFavourite(userId!, clubId, next),
    onSuccess: (answer, next) => {
      queryClient.setQueryData(queryKey, next);
      const fallback = translateMessageKey(next ? 'favouriteSaved' : 'favouriteDeleted');
      onNotice({ kind: 'success', text: confirmationText(answer) ?? fallback });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.handled) return;
      onNotice({ kind: 'error', text: error.message });
    },
  });

  const pressed = favourite.data === true;
  const onClick = () => {
    if (!session) {
      navigate(ROUTES.login, { state: { from: pathname } });
      return;
    }
    toggle.mutate(!pressed);
  };

  return (
    <Button
      className="profile-favourite"
      variant="outline"
      color="tifo"
      radius="xl"
      aria-pressed={pressed}
      title={pressed ? t('favourite.hintRemove') : t('favourite.hintAdd')}
      loading={toggle.isPending}
      disabled={session !== null && favourite.isPending}
      leftSection={<Icon name="heart" filled={pressed} />}
      onClick={onClick}
    >
      {t('favourite.label')}
    </Button>
  );
}
