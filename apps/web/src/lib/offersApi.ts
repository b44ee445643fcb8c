import {
  type ClubEvent,
  type ClubProduct,
  type ClubRole,
  type EventRequest,
  type EventSaved,
  type FileUploadResponse,
  highestClubRole,
  type MessageResponse,
  type MyClub,
  type ProductRequest,
  type ProductSaved,
  type TifoTranslateResponse,
  type TranslateRequest,
  type UpdateEventRequest,
  type UpdateProductRequest,
  type WireLanguage,
} from '@tifo/contract';
import { ApiError, callApi } from './api';
import * as api from './endpoints';
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
    const answer = await callApi(api.postClubsMine, {}, { auth: true, toast: false, signal });
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
  return callApi(api.postProductsClub, { clubId }, { auth: true, toast: false, signal });
}

/** POST /products (create) or PUT /products (update, with id). Errors are shown in the form. */
export function saveProduct(body: Record<string, unknown>): Promise<ProductSaved> {
  // The form's values as they are: the server checks them and answers each field's message.
  const options = { auth: true, toast: false } as const;
  return 'id' in body
    ? callApi(api.putProducts, body as UpdateProductRequest, options)
    : callApi(api.postProducts, body as ProductRequest, options);
}

/**
 * PUT /products/status {id}: deactivates the product ('Produkt erfolgreich deaktiviert!'), or with status 'active'
 * offers it again (issue 47).
 */
export function setProductActive(id: string, active: boolean): Promise<ProductSaved> {
  return callApi(
    api.putProductsStatus,
    { id, status: active ? 'active' : 'inactive' },
    { auth: true, toast: false },
  );
}

/** POST /events/club-all: every event of the club for its administrators, drafts too. */
export function fetchClubEventsForAdmin(clubId: string, signal?: AbortSignal): Promise<ClubEvent[]> {
  return callApi(api.postEventsClubAll, { clubId }, { auth: true, toast: false, signal });
}

/** POST /events (create) or PUT /events (update, with id). */
export function saveEvent(body: Record<string, unknown>): Promise<EventSaved> {
  const options = { auth: true, toast: false } as const;
  return 'id' in body
    ? callApi(api.putEvents, body as UpdateEventRequest, options)
    : callApi(api.postEvents, body as EventRequest, options);
}

/**
 * POST /translate in Tifo's own shape (`targetLangs`): the description in the other languages (copied and marked
 * without a service). The answer is then per language.
 */
export async function translateText(
  request: TranslateRequest & { targetLangs: WireLanguage[] },
  signal?: AbortSignal,
): Promise<TifoTranslateResponse> {
  return (await callApi(api.postTranslate, request, {
    auth: true,
    toast: false,
    signal,
  })) as TifoTranslateResponse;
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
  return callApi(api.postFiles, undefined, { form: form, auth: true, toast: false });
}

/** DELETE /events {id}: the event is removed (issue 47). */
export function deleteEvent(id: string): Promise<MessageResponse> {
  return callApi(api.deleteEvents, { id }, { auth: true, toast: false });
}
