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
import { DISCOVERY } from '@tifo/contract';
import { apiRequest } from './api';

/** The supporter's own profile (spec 001 §2, §7; issue 16). Forms show their errors inline (no toast). */

const quiet = { auth: true, toast: false } as const;

export const profileKeys = {
  totals: (userId: string) => ['profile', 'totals', userId] as const,
  donations: (userId: string, clubId: string) => ['profile', 'donations', userId, clubId] as const,
  favourites: (userId: string) => ['profile', 'favourites', userId] as const,
  certificates: (userId: string) => ['profile', 'certificates', userId] as const,
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

/** A receipt PDF (GET with the bearer token; the path comes from the donation list). */
export function fetchReceipt(receiptUrl: string): Promise<Blob> {
  return apiRequest<Blob>(receiptUrl.replace(/^\/api/, ''), { ...quiet, blob: true });
}

export function fetchAnnualCertificate(userId: string, year: number): Promise<Blob> {
  return apiRequest<Blob>('/donations/annual-certificate', { body: { userId, year }, ...quiet, blob: true });
}

export function fetchDataExport(userId: string): Promise<Blob> {
  return apiRequest<Blob>('/users/export', { body: { userId }, ...quiet, blob: true });
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
