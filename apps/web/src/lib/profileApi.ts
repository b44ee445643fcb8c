import type {
  CertificateYears,
  ChangePasswordRequest,
  ClubPage,
  FileUploadResponse,
  MessageResponse,
  UpdateUserRequest,
  UserClubTotals,
  UserDetails,
  UserDonations,
} from '@tifo/contract';
import {
  type ClubInvitations,
  DISCOVERY,
  INVITATION_MESSAGES,
  type InvitationMessageKey,
  SUPPORTER_MESSAGES,
  type SupporterMessageKey,
} from '@tifo/contract';
import { translateMessage } from '../i18n';
import { API_BASE, ApiError, apiRequest, refreshAccessToken, translatedStatusMessage } from './api';
import { getSession } from './session';

/** The supporter's own profile (PRODUCT.md §supporter; issue 16). Forms show their errors inline (no toast). */

const quiet = { auth: true, toast: false } as const;

export const profileKeys = {
  totals: (userId: string) => ['profile', 'totals', userId] as const,
  donations: (userId: string, clubId: string) => ['profile', 'donations', userId, clubId] as const,
  favourites: (userId: string) => ['profile', 'favourites', userId] as const,
  certificates: (userId: string) => ['profile', 'certificates', userId] as const,
  invitations: (userId: string) => ['profile', 'invitations', userId] as const,
};

export function fetchClubTotals(userId: string, signal?: AbortSignal) {
  return apiRequest<UserClubTotals>('/donations/user-club-total', { body: { userId }, ...quiet, signal });
}

export function fetchClubDonations(userId: string, clubId: string, signal?: AbortSignal) {
  return apiRequest<UserDonations>('/donations/user-club', { body: { userId, clubId }, ...quiet, signal });
}

export async function fetchFavouriteClubs(userId: string, signal?: AbortSignal) {
  const page = await apiRequest<ClubPage>('/favourites/filter', {
    body: { userId, pageId: 0, pageSize: DISCOVERY.maxPageSize },
    ...quiet,
    signal,
  });
  return page.content;
}

export function fetchCertificateYears(userId: string, signal?: AbortSignal) {
  return apiRequest<CertificateYears>('/donations/certificates', { body: { userId }, ...quiet, signal });
}

/**
 * A file the caller may download (a PDF, a ZIP), with the bearer token; a token the server no longer takes is
 * refreshed once. Here, not in apiRequest: every page carries apiRequest, only the profile needs files.
 */
async function download(path: string, body?: unknown): Promise<Blob> {
  const call = (token: string | undefined) =>
    fetch(`${API_BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response = await call(getSession()?.token);
  if (response.status === 401) response = await call(await refreshAccessToken());
  if (response.ok) return response.blob();
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  const shown = answer.message ? (translateMessage(answer.message) ?? answer.message) : undefined;
  throw new ApiError(response.status, shown ?? translatedStatusMessage(response.status), {
    rawMessage: answer.message ?? '',
  });
}

/** A receipt PDF (GET; the path comes from the donation list). */
export function fetchReceipt(receiptUrl: string): Promise<Blob> {
  return download(receiptUrl.replace(/^\/api/, ''));
}

export function fetchAnnualCertificate(userId: string, year: number): Promise<Blob> {
  return download('/donations/annual-certificate', { userId, year });
}

export function fetchDataExport(userId: string): Promise<Blob> {
  return download('/users/export', { userId });
}

export function updateProfile(request: UpdateUserRequest): Promise<UserDetails> {
  return apiRequest<UserDetails>('/users', { method: 'PUT', body: request, ...quiet });
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/change-password', { method: 'PUT', body: request, ...quiet });
}

export function deleteAccount(userId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/delete', { body: { userId }, ...quiet });
}

/** POST /files with entity user: the profile photo (already cropped to 200 px, 1:1). */
export function uploadPhoto(userId: string, photo: Blob, fileName: string): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('entity', 'user');
  form.append('column', 'image');
  form.append('id', userId);
  form.append('fileName', fileName);
  form.append('file', photo, fileName);
  return apiRequest<FileUploadResponse>('/files', { method: 'POST', body: form, ...quiet });
}

/** The key of a profile message (contract SUPPORTER_MESSAGES) a failed call answered, or undefined. */
export function supporterMessageKey(error: unknown): SupporterMessageKey | undefined {
  const raw = error instanceof ApiError ? error.rawMessage : undefined;
  return (Object.keys(SUPPORTER_MESSAGES) as SupporterMessageKey[]).find(
    (key) => SUPPORTER_MESSAGES[key] === raw,
  );
}

/**
 * The open invitations to help run an organisation (issue 17). `token` is the invitation mail's (its link's
 * ?invitation=): with it, an account that has not verified its address sees that invitation (issue 45).
 */
export function fetchInvitations(token: string | undefined, signal?: AbortSignal) {
  return apiRequest<ClubInvitations>('/users/club-invitations', {
    body: token ? { token } : {},
    ...quiet,
    signal,
  });
}

export function answerInvitation(
  clubId: string,
  choice: 'accept' | 'decline',
  token: string | undefined,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/users/club-invitations/${choice}`, {
    body: token ? { clubId, token } : { clubId },
    ...quiet,
  });
}

/** The key of an invitation message (contract INVITATION_MESSAGES) a failed call answered, or undefined. */
export function invitationMessageKey(error: unknown): InvitationMessageKey | undefined {
  const raw = error instanceof ApiError ? error.rawMessage : undefined;
  return (Object.keys(INVITATION_MESSAGES) as InvitationMessageKey[]).find(
    (key) => INVITATION_MESSAGES[key] === raw,
  );
}
