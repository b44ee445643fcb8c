import { refreshUserDetails } from './account';
import { ApiError, expireSession, refreshAccessToken } from './api';

/**
 * After the club is created (PRODUCT.md §organisations): a new token carries the new club role, and the reloaded user
 * details set the session's clubId when the user's e-mail is among the admins. A refresh that fails ends the
 * session with 'Your session has expired. Please log in again.' and goes to /login; the ApiError thrown then
 * is `handled`, so the form shows nothing more.
 */
export async function renewSessionAfterClubCreated(): Promise<void> {
  try {
    await refreshAccessToken();
  } catch (error) {
    if (error instanceof ApiError && error.handled) throw error;
    throw expireSession();
  }
  await refreshUserDetails();
}
