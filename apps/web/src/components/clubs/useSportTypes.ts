import { useQuery } from '@tanstack/react-query';
import { clubKeys, fetchSportTypes } from '../../lib/clubsApi';

/** The sport types (for the directory's filter), kept for an hour. */
export function useSportTypes() {
  return useQuery({
    queryKey: clubKeys.sportTypes,
    queryFn: ({ signal }) => fetchSportTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
}
