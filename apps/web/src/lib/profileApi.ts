import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  FileUploadResponse,
  MessageResponse,
  MoneyNoticeSetting,
  UpdateUserRequest,
  UserDetails,
} from '@tifo/contract';
import { DISCOVERY } from '@tifo/contract';
import { type ApiInput, apiPath, callApi, errorFromResponse, refreshAccessToken } from './api';
import * as api from './endpoints';
import { getSession } from './session';

/** The supporter's own profile (PRODUCT.md §supporter; issue 16). Forms show their errors inline (no toast). */

const quiet = { auth: true, toast: false } as const;

export const profileKeys = {
  totals: (userId: string) => ['profile', 'totals', userId] as const,
  donations: (userId: string, clubId: string) => ['profile', 'donations', userId, clubId] as const,
  favourites: (userId: string) => ['profile', 'favourites', userId] as const,
  certificates: (userId: string) => ['profile', 'certificates', userId] as const,
  invitations: (userId: string) => ['profile', 'invitations', userId] as const,
  moneyNotices: (userId: string) => ['profile', 'money-notices', userId] as const,
};

export function fetchClubTotals(userId: string, signal?: AbortSignal) {
  return callApi(api.postDonationsUserClubTotal, { userId }, { ...quiet, signal });
}

export function fetchClubDonations(userId: string, clubId: string, signal?: AbortSignal) {
  return callApi(api.postDonationsUserClub, { userId, clubId }, { ...quiet, signal });
}

export async function fetchFavouriteClubs(userId: string, signal?: AbortSignal) {
  const page = await callApi(
    api.postFavouritesFilter,
    { userId, pageId: 0, pageSize: DISCOVERY.maxPageSize },
    { ...quiet, signal },
  );
  return page.content;
}

export function fetchCertificateYears(userId: string, signal?: AbortSignal) {
  return callApi(api.postDonationsCertificates, { userId }, { ...quiet, signal });
}

/**
 * A file the caller may download (a PDF, a ZIP), with the bearer token; a token the server no longer takes is
 * refreshed once. Here, not in apiRequest: every page carries apiRequest, only the profile and the club's
 * financials need files.
 */
export async function download(url: string, body?: unknown): Promise<Blob> {
  const call = (token: string | undefined) =>
    fetch(url, {
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
  throw await errorFromResponse(response);
}

/** A receipt PDF (GET; the path comes from the donation list). */
export function fetchReceipt(receiptUrl: string): Promise<Blob> {
  return download(receiptUrl);
}

export function fetchAnnualCertificate(
  userId: string,
  year: number,
  companyId: string | null = null,
): Promise<Blob> {
  const body: ApiInput<typeof api.postDonationsAnnualCertificate> = { userId, year, companyId };
  return download(apiPath(api.postDonationsAnnualCertificate), body);
}

export function fetchDataExport(userId: string): Promise<Blob> {
  const body: ApiInput<typeof api.postUsersExport> = { userId };
  return download(apiPath(api.postUsersExport), body);
}

export function updateProfile(request: UpdateUserRequest): Promise<UserDetails> {
  return callApi(api.putUsers, request, { ...quiet });
}

export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return callApi(api.putUsersChangePassword, request, { ...quiet });
}

export function changeEmail(request: ChangeEmailRequest): Promise<MessageResponse> {
  return callApi(api.postUsersChangeEmail, request, { ...quiet });
}

export function deleteAccount(userId: string): Promise<MessageResponse> {
  return callApi(api.postUsersDelete, { userId }, { ...quiet });
}

/** POST /files with entity user: the profile photo (already cropped to 200 px, 1:1). */
export function uploadPhoto(userId: string, photo: Blob, fileName: string): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('entity', 'user');
  form.append('column', 'image');
  form.append('id', userId);
  form.append('fileName', fileName);
  form.append('file', photo, fileName);
  return callApi(api.postFiles, undefined, { form: form, ...quiet });
}

/**
 * The open invitations to help run an organisation (issue 17). `token` is the invitation mail's (its link's
 * ?invitation=): with it, an account that has not verified its address sees that invitation (issue 45).
 */
export function fetchInvitations(token: string | undefined, signal?: AbortSignal) {
  return callApi(api.postUsersClubInvitations, token ? { token } : {}, { ...quiet, signal });
}

export function answerInvitation(
  clubId: string,
  choice: 'accept' | 'decline',
  token: string | undefined,
): Promise<MessageResponse> {
  const route =
    choice === 'accept' ? api.postUsersClubInvitationsAccept : api.postUsersClubInvitationsDecline;
  return callApi(route, token ? { clubId, token } : { clubId }, quiet);
}

/** GET /users/money-notices: how the caller is told of money coming in to their organisations (issue 47). */
export function fetchMoneyNotices(signal?: AbortSignal) {
  return callApi(api.getUsersMoneyNotices, undefined, { ...quiet, signal });
}

/** PUT /users/money-notices {setting}. */
export function saveMoneyNotices(setting: MoneyNoticeSetting) {
  return callApi(api.putUsersMoneyNotices, { setting }, quiet);
}
