import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@tifo/contract';
import { refreshUserDetails } from './account';
import { getSession } from './session';

/**
 * Posts the single-use token of a mail's link once, when the page opens with one, then refreshes the session's
 * details (the link may have verified or changed the address). A query, not an effect, so the token is posted
 * once even when React mounts twice.
 */
export function useLinkToken(name: string, token: string, post: (token: string) => Promise<MessageResponse>) {
  return useQuery({
    queryKey: [name, token],
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await post(token);
      if (getSession()) await refreshUserDetails();
      return answer;
    },
  });
}
