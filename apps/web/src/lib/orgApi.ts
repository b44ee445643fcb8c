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
  FileUploadResponse,
  MessageResponse,
  MyClubsResponse,
  RegistrationDetails,
  RejectRequest,
  ReviewDetails,
  ReviewQueuePage,
  TaxExemptionRequest,
  UpdateBankRequest,
  UpdateClubRequest,
} from '@tifo/contract';
import { callApi } from './api';
import * as api from './endpoints';

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
  return callApi(api.postClubsRegistrationDetails, clubId ? { clubId } : {}, { signal, ...quiet });
}

/** POST /clubs/mine: the organisations the caller administers, with the caller's role. */
export function fetchMyClubs(signal?: AbortSignal): Promise<MyClubsResponse> {
  return callApi(api.postClubsMine, {}, { signal, ...quiet });
}

export function createClub(club: CreateClubRequest): Promise<ClubPrivate> {
  return callApi(api.postClubs, club, { ...quiet });
}

export function updateClub(club: UpdateClubRequest): Promise<ClubPrivate> {
  return callApi(api.putClubs, club, { ...quiet });
}

/** POST /contacts creates the contact person, PUT /contacts updates the saved one. */
export function saveContact(contact: ContactPersonRequest, exists: boolean): Promise<ContactPerson> {
  return callApi(exists ? api.putContacts : api.postContacts, contact, quiet);
}

/** POST /banks the first time, PUT /banks (with the bank's id) afterwards. */
export function saveBank(bank: BankRequest | UpdateBankRequest): Promise<BankDetails> {
  return 'id' in bank ? callApi(api.putBanks, bank, quiet) : callApi(api.postBanks, bank, quiet);
}

/** POST /users/email-admin: whether an account with this e-mail exists (admins must register first). */
export async function adminEmailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await callApi(api.postUsersEmailAdmin, { email }, { signal, ...quiet });
  return answer.emailExists;
}

export type UploadTarget =
  | { entity: 'club'; column: 'logo' | 'cover'; id: string }
  | { entity: 'document'; column: DocumentKind; id: string }
  | { entity: 'campaignUpdate'; column: 'image'; id: string };

/** POST /files (multipart: file, entity, column, id, fileName). */
export function uploadFile(target: UploadTarget, file: Blob, fileName: string): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('entity', target.entity);
  form.append('column', target.column);
  form.append('id', target.id);
  form.append('fileName', fileName);
  // The file last: the server reads the fields before it streams the file.
  form.append('file', file, fileName);
  return callApi(api.postFiles, undefined, { form: form, ...quiet });
}

// ---- Operator review (ROLE_ADMIN) ------------------------------------------------------------------------

export const REVIEW_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;

export function fetchReviewQueue(
  status: ClubStatus,
  pageId: number,
  signal?: AbortSignal,
): Promise<ReviewQueuePage> {
  return callApi(api.postAdminReviews, { status, pageId, pageSize: REVIEW_PAGE_SIZE }, { signal, ...quiet });
}

export function fetchReviewDetails(clubId: string, signal?: AbortSignal): Promise<ReviewDetails> {
  return callApi(api.postAdminReviewsDetails, { clubId }, { signal, ...quiet });
}

export type ReviewDecision = 'approve' | 'verify' | 'reject';

/** Approve, verify or reject (with a reason); a failure toasts the server's message. */
export function decideReview(
  decision: ReviewDecision,
  clubId: string,
  reason?: string,
): Promise<MessageResponse> {
  // Without a reason the server answers the form's message for it.
  if (decision === 'reject')
    return callApi(api.postAdminReviewsReject, { clubId, reason } as RejectRequest, { auth: true });
  const route = decision === 'approve' ? api.postAdminReviewsApprove : api.postAdminReviewsVerify;
  return callApi(route, { clubId }, { auth: true });
}

/** The operator confirms a club's changed bank account, the change they looked at (its changedAt). */
export function confirmBank(clubId: string, changedAt: string): Promise<MessageResponse> {
  return callApi(api.postAdminReviewsConfirmBank, { clubId, changedAt }, { ...quiet });
}

export function saveTaxExemption(request: TaxExemptionRequest): Promise<MessageResponse> {
  return callApi(api.putAdminReviewsTaxExemption, request, { auth: true });
}

export function fetchAuditLog(
  clubId: string | null,
  pageId: number,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return callApi(
    api.postAdminAuditLog,
    clubId ? { clubId, pageId, pageSize: AUDIT_PAGE_SIZE } : { pageId, pageSize: AUDIT_PAGE_SIZE },
    { signal, ...quiet },
  );
}

/** Asks to close the organisation (30 days of notice), or withdraws the request (issue 45). */
export function setClosure(clubId: string, withdraw: boolean): Promise<ClosureAnswer> {
  return callApi(withdraw ? api.postClubsClosureWithdraw : api.postClubsClosure, { clubId }, quiet);
}
