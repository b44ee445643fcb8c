import {
  type ClubEvent,
  type ClubProduct,
  type ClubRole,
  type EventSaved,
  type FileUploadResponse,
  highestClubRole,
  type MyClub,
  type MyClubsResponse,
  type ProductSaved,
  type TranslateRequest,
  type TranslateResponse,
} from '@tifo/contract';
import { ApiError, apiRequest } from './api';
import type { Session } from './session';

/** The calls of the club dashboard's products and events tabs (PRODUCT.md §offers, issue 5). */

export const offersKeys = {
  myClubs: (userId: string) => ['clubs', 'mine', userId] as const,
  products: (clubId: string) => ['offers', 'products', clubId] as const,
  events: (clubId: string) => ['offers', 'events', clubId] as const,
};

/**
 * The club the dashboard shows. `club` holds name, logo, status and registration progress when the server
 * has POST /clubs/mine; without it (an older server) only the session's club id and highest role are known.
 */
export interface DashboardClub {
  id: string;
  role: ClubRole;
  club: MyClub | null;
}

/**
 * POST /clubs/mine (organisations contract): the caller's organisations with their role. A 404 means the
 * server does not have the call yet: then null, and the page falls back to the session's club.
 */
export async function fetchMyClubs(signal?: AbortSignal): Promise<MyClub[] | null> {
  try {
    const answer = await apiRequest<MyClubsResponse>('/clubs/mine', {
      method: 'POST',
      body: {},
      auth: true,
      toast: false,
      signal,
    });
    return answer.content;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The club of the dashboard: the session's club (the first one the user administers) with its entry from
 * /clubs/mine when there is one; else the first of /clubs/mine; else the session's club and highest role.
 */
export function dashboardClub(session: Session, mine: readonly MyClub[] | null): DashboardClub | null {
  const entry = mine?.find((club) => club.id === session.clubId) ?? mine?.[0] ?? null;
  if (entry) return { id: entry.id, role: entry.role, club: entry };
  const role = highestClubRole(session.roles);
  if (!session.clubId || !role) return null;
  return { id: session.clubId, role, club: null };
}

/** POST /products/club: every product of the club, drafts and deactivated ones too. */
export function fetchClubProductsForAdmin(clubId: string, signal?: AbortSignal): Promise<ClubProduct[]> {
  return apiRequest<ClubProduct[]>('/products/club', { body: { clubId }, auth: true, toast: false, signal });
}

/** POST /products (create) or PUT /products (update, with id). Errors are shown in the form. */
export function saveProduct(body: Record<string, unknown>): Promise<ProductSaved> {
  return apiRequest<ProductSaved>('/products', {
    method: 'id' in body ? 'PUT' : 'POST',
    body,
    auth: true,
    toast: false,
  });
}

/** PUT /products/status {id}: deactivates the product ('Produkt erfolgreich deaktiviert!'). */
export function deactivateProduct(id: string): Promise<ProductSaved> {
  return apiRequest<ProductSaved>('/products/status', {
    method: 'PUT',
    body: { id },
    auth: true,
    toast: false,
  });
}

/** POST /events/club-all: every event of the club for its administrators, drafts too. */
export function fetchClubEventsForAdmin(clubId: string, signal?: AbortSignal): Promise<ClubEvent[]> {
  return apiRequest<ClubEvent[]>('/events/club-all', { body: { clubId }, auth: true, toast: false, signal });
}

/** POST /events (create) or PUT /events (update, with id). */
export function saveEvent(body: Record<string, unknown>): Promise<EventSaved> {
  return apiRequest<EventSaved>('/events', {
    method: 'id' in body ? 'PUT' : 'POST',
    body,
    auth: true,
    toast: false,
  });
}

/** POST /translate: the description in the other languages (copied and marked without a service). */
export function translateText(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResponse> {
  return apiRequest<TranslateResponse>('/translate', {
    body: request,
    auth: true,
    toast: false,
    signal,
  });
}

/** POST /files (multipart: file, entity, column, id): the image of a product or event just saved. */
export function uploadOfferImage(
  entity: 'product' | 'event',
  id: string,
  file: File,
): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('entity', entity);
  form.append('column', 'image');
  form.append('id', id);
  form.append('fileName', file.name);
  // The file goes last: the server reads the fields before the stream.
  form.append('file', file, file.name);
  return apiRequest<FileUploadResponse>('/files', { method: 'POST', body: form, auth: true, toast: false });
}
