import {
  type ClubDetails,
  type ClubPage,
  type ContactRequest,
  DISCOVERY,
  type MessageResponse,
  type PublicEvent,
  type PublicProduct,
  type QR_FORMATS,
  type QR_THEMES,
  type WireLanguage,
} from '@tifo/contract';
import { apiPath, callApi } from './api';
import * as api from './endpoints';
import { getSession } from './session';

/** The calls of the public club profile and the contact page (PRODUCT.md §directory). */

/**
 * Query keys of the club profile, shared by the page and the server render that fills them (entry-server).
 * The details depend on who asks: admins and operators also see their club before it is public.
 */
export const clubProfileKeys = {
  details: (shortName: string, userId: string | null) => ['club', shortName, userId] as const,
  // Products and events come with their descriptions in the language asked for (Accept-Language).
  products: (clubId: string, language: WireLanguage) => ['club-products', clubId, language] as const,
  events: (clubId: string, language: WireLanguage) => ['club-events', clubId, language] as const,
  nearby: (club: Pick<ClubDetails, 'id' | 'latitude' | 'longitude'>) =>
    ['club-nearby', club.id, club.latitude, club.longitude] as const,
};

/** Whether the profile shows nearby clubs: only for a club with a shown address and coordinates. */
export function showsNearbyClubs(club: Pick<ClubDetails, 'hideAddress' | 'latitude' | 'longitude'>): boolean {
  return !club.hideAddress && club.latitude !== null && club.longitude !== null;
}

/** The body of POST /clubs/nearbyAll for a club's nearby clubs. */
export function nearbyClubsRequest(club: Pick<ClubDetails, 'latitude' | 'longitude'>) {
  return {
    latitude: club.latitude,
    longitude: club.longitude,
    pageId: 0,
    // One more than shown, so that 8 remain after leaving out the club itself.
    pageSize: DISCOVERY.nearbyOnProfilePageSize + 1,
  };
}

/** The nearby clubs shown: the answer without the club itself, at most 8. */
export function pickNearbyClubs(page: ClubPage, club: Pick<ClubDetails, 'id'>): ClubPage['content'] {
  return page.content.filter((other) => other.id !== club.id).slice(0, DISCOVERY.nearbyOnProfilePageSize);
}

export type QrTheme = (typeof QR_THEMES)[number];
export type QrFormat = (typeof QR_FORMATS)[number];

/**
 * POST /clubs/details. Logged-in callers send their token: the club's admins and operators also see a club
 * that is not public yet, and `isAdmin` tells whether the caller administers it. A 404 is shown as the
 * page's own "not found" state, so no toast.
 */
export function fetchClubDetails(shortName: string, signal?: AbortSignal): Promise<ClubDetails> {
  return callApi(api.postClubsDetails, { shortName }, { auth: getSession() !== null, toast: false, signal });
}

/** Failed product and event fetches are only logged (PRODUCT.md §errors): the sections simply stay empty. */
export async function fetchClubProducts(clubId: string, signal?: AbortSignal): Promise<PublicProduct[]> {
  try {
    // With a club id the call answers the club's list (with a product id, that one product).
    const answer = await callApi(api.postProductsFilter, { clubId }, { toast: false, signal });
    return Array.isArray(answer) ? answer : [answer];
  } catch (error) {
    console.error('Loading the club products failed', error);
    return [];
  }
}

export async function fetchClubEvents(clubId: string, signal?: AbortSignal): Promise<PublicEvent[]> {
  try {
    return await callApi(api.postEventsClub, { clubId }, { toast: false, signal });
  } catch (error) {
    console.error('Loading the club events failed', error);
    return [];
  }
}

/** The 8 clubs nearest to the club's location (PRODUCT.md §directory), without the club itself. */
export async function fetchNearbyClubs(
  club: Pick<ClubDetails, 'id' | 'latitude' | 'longitude'>,
  signal?: AbortSignal,
): Promise<ClubPage['content']> {
  if (club.latitude === null || club.longitude === null) return [];
  try {
    const page = await callApi(api.postClubsNearbyAll, nearbyClubsRequest(club), { toast: false, signal });
    return pickNearbyClubs(page, club);
  } catch (error) {
    console.error('Loading the nearby clubs failed', error);
    return [];
  }
}

/** Whether the logged-in user has this club among their favourites. */
export async function fetchIsFavourite(
  userId: string,
  clubId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const page = await callApi(
    api.postFavouritesFilter,
    { userId, pageId: 0, pageSize: DISCOVERY.maxPageSize },
    { auth: true, toast: false, signal },
  );
  return page.content.some((club) => club.id === clubId);
}

/** POST (add) or DELETE (remove) /favourites; answers the server's message ('Favorit gespeichert!'). */
export function setFavourite(userId: string, clubId: string, favourite: boolean): Promise<MessageResponse> {
  return callApi(
    favourite ? api.postFavourites : api.deleteFavourites,
    { clubId, userId },
    { auth: true, toast: false },
  );
}

/** POST /users/request-email-verification: the mail that makes donating possible. */
export function requestEmailVerification(email: string): Promise<MessageResponse> {
  return callApi(api.postUsersRequestEmailVerification, { email }, { auth: true, toast: false });
}

/** The URL of a club's QR code image: GET /clubs/:shortName/qr?theme=&format= (an attachment). */
export function qrCodeUrl(shortName: string, theme: QrTheme, format: QrFormat): string {
  return apiPath(api.getClubsByShortNameQr, { shortName, theme, format });
}

export function qrFileName(shortName: string, format: QrFormat): string {
  return `tifo-${shortName}-qr.${format}`;
}

/** Why a QR download failed, for the spec's 'Failed to fetch QR code: {reason}'. */
export class QrFetchError extends Error {}

/**
 * Fetches the QR code as a file. apiRequest speaks JSON only, so this one call uses fetch directly; the
 * endpoint is public and needs no token.
 */
export async function fetchQrCode(shortName: string, theme: QrTheme, format: QrFormat): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(qrCodeUrl(shortName, theme, format));
  } catch (error) {
    throw new QrFetchError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    let reason = `${response.status} ${response.statusText}`.trim();
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') reason = body.message;
    } catch {
      // Not JSON: keep the status line as the reason.
    }
    throw new QrFetchError(reason);
  }
  return response.blob();
}

/** Saves a blob under the given file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * POST /emails/contact-us, with the session when there is one (the message is then the account's, in its data
 * export). The page shows its own messages, so no toast.
 */
export function sendContactRequest(request: ContactRequest): Promise<MessageResponse> {
  return callApi(api.postEmailsContactUs, request, { toast: false, auth: getSession() !== null });
}
