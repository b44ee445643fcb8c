import type {
  AuditLogPage,
  BankDetails,
  BankRequest,
  ClosureAnswer,
  ClubPrivate,
  ClubStatus,
  ContactPerson,
  ContactPersonRequest,
  CreateClubRequest,
  DocumentKind,
  EmailExistsResponse,
  FileUploadResponse,
  MessageResponse,
  MyClubsResponse,
  RegistrationDetails,
  ReviewDetails,
  ReviewQueuePage,
  TaxExemptionRequest,
  UpdateBankRequest,
  UpdateClubRequest,
} from '@tifo/contract';
import { apiRequest } from './api';

/**
 * The calls of the registration wizard, the club edit page and the operator's review (issue 4). Forms show
 * their errors next to the fields, so these calls do not toast; the operator's actions do (the server's
 * message, translated).
 */

export const orgKeys = {
  all: ['org'] as const,
  details: (clubId: string | null) => ['org', 'details', clubId ?? 'latest'] as const,
  mine: ['org', 'mine'] as const,
  reviews: (status: ClubStatus, pageId: number) => ['org', 'reviews', status, pageId] as const,
  reviewDetails: (clubId: string) => ['org', 'review', clubId] as const,
  audit: (clubId: string | null, pageId: number) => ['org', 'audit', clubId ?? 'all', pageId] as const,
};

const quiet = { auth: true, toast: false } as const;

/** POST /clubs/registration-details: the saved registration (the caller's latest club without an id). */
export function fetchRegistrationDetails(
  clubId: string | null,
  signal?: AbortSignal,
): Promise<RegistrationDetails> {
  return apiRequest<RegistrationDetails>('/clubs/registration-details', {
    method: 'POST',
    body: clubId ? { clubId } : {},
    signal,
    ...quiet,
  });
}

/** POST /clubs/mine: the organisations the caller administers, with the caller's role. */
export function fetchMyClubs(signal?: AbortSignal): Promise<MyClubsResponse> {
  return apiRequest<MyClubsResponse>('/clubs/mine', { method: 'POST', body: {}, signal, ...quiet });
}

export function createClub(club: CreateClubRequest): Promise<ClubPrivate> {
  return apiRequest<ClubPrivate>('/clubs', { method: 'POST', body: club, ...quiet });
}

export function updateClub(club: UpdateClubRequest): Promise<ClubPrivate> {
  return apiRequest<ClubPrivate>('/clubs', { method: 'PUT', body: club, ...quiet });
}

/** POST /contacts creates the contact person, PUT /contacts updates the saved one. */
export function saveContact(contact: ContactPersonRequest, exists: boolean): Promise<ContactPerson> {
  return apiRequest<ContactPerson>('/contacts', { method: exists ? 'PUT' : 'POST', body: contact, ...quiet });
}

/** POST /banks the first time, PUT /banks (with the bank's id) afterwards. */
export function saveBank(bank: BankRequest | UpdateBankRequest): Promise<BankDetails> {
  return apiRequest<BankDetails>('/banks', { method: 'id' in bank ? 'PUT' : 'POST', body: bank, ...quiet });
}

/** POST /users/email-admin: whether an account with this e-mail exists (admins must register first). */
export async function adminEmailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest<EmailExistsResponse>('/users/email-admin', {
    method: 'POST',
    body: { email },
    signal,
    ...quiet,
  });
  return answer.emailExists;
}

export type UploadTarget =
  | { entity: 'club'; column: 'logo' | 'cover'; id: string }
  | { entity: 'document'; column: DocumentKind; id: string };

/** POST /files (multipart: file, entity, column, id, fileName). */
export function uploadFile(target: UploadTarget, file: Blob, fileName: string): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('entity', target.entity);
  form.append('column', target.column);
  form.append('id', target.id);
  form.append('fileName', fileName);
  // The file last: the server reads the fields before it streams the file.
  form.append('file', file, fileName);
  return apiRequest<FileUploadResponse>('/files', { method: 'POST', body: form, ...quiet });
}

// ---- Operator review (ROLE_ADMIN) ------------------------------------------------------------------------

export const REVIEW_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;

export function fetchReviewQueue(
  status: ClubStatus,
  pageId: number,
  signal?: AbortSignal,
): Promise<ReviewQueuePage> {
  return apiRequest<ReviewQueuePage>('/admin/reviews', {
    method: 'POST',
    body: { status, pageId, pageSize: REVIEW_PAGE_SIZE },
    signal,
    ...quiet,
  });
}

export function fetchReviewDetails(clubId: string, signal?: AbortSignal): Promise<ReviewDetails> {
  return apiRequest<ReviewDetails>('/admin/reviews/details', {
    method: 'POST',
    body: { clubId },
    signal,
    ...quiet,
  });
}

export type ReviewDecision = 'approve' | 'verify' | 'reject';

/** Approve, verify or reject (with a reason); a failure toasts the server's message. */
export function decideReview(
  decision: ReviewDecision,
  clubId: string,
  reason?: string,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/admin/reviews/${decision}`, {
    method: 'POST',
    body: decision === 'reject' ? { clubId, reason } : { clubId },
    auth: true,
  });
}

/** The operator confirms a club's changed bank account, the change they looked at (its changedAt). */
export function confirmBank(clubId: string, changedAt: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/admin/reviews/confirm-bank', {
    method: 'POST',
    body: { clubId, changedAt },
    ...quiet,
  });
}

export function saveTaxExemption(request: TaxExemptionRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/admin/reviews/tax-exemption', {
    method: 'PUT',
    body: request,
    auth: true,
  });
}

export function fetchAuditLog(
  clubId: string | null,
  pageId: number,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>('/admin/audit-log', {
    method: 'POST',
    body: clubId ? { clubId, pageId, pageSize: AUDIT_PAGE_SIZE } : { pageId, pageSize: AUDIT_PAGE_SIZE },
    signal,
    ...quiet,
  });
}

/** Asks to close the organisation (30 days of notice), or withdraws the request (issue 45). */
export function setClosure(clubId: string, withdraw: boolean): Promise<ClosureAnswer> {
  return apiRequest<ClosureAnswer>(withdraw ? '/clubs/closure/withdraw' : '/clubs/closure', {
    body: { clubId },
    ...quiet,
  });
}
