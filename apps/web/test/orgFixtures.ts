// Fake API and data for the organisation pages: fetch is replaced, apiRequest is real.
import type {
  AuthResponse,
  BankDetails,
  ClubPrivate,
  ClubRole,
  ContactPerson,
  RegistrationDetails,
  ReviewDetails,
  ReviewQueueItem,
} from '@tifo/contract';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import i18n, { setLanguage } from '../src/i18n';
import { clearSession, startSession } from '../src/lib/session';
import { authResponse, FOOTBALL, ICE_HOCKEY, mockApi, NOT_FOUND, Reply, USER_ID } from './clubFixtures';

export { authResponse, USER_ID };

export const CLUB_ID = '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11';
export const SPORT_TYPES = { content: [FOOTBALL, ICE_HOCKEY], totalElements: 2, totalPages: 1 };

export function logIn(overrides: Partial<AuthResponse> = {}): void {
  startSession(authResponse(overrides));
}

export function club(overrides: Partial<ClubPrivate> = {}): ClubPrivate {
  return {
    id: CLUB_ID,
    name: 'FC Seefeld Zürich',
    shortName: 'fc-seefeld-zurich',
    nature: 'CLUB',
    status: 'verified',
    email: 'info@fc-seefeld.example.ch',
    website: 'https://fc-seefeld.example.ch',
    address1: 'Seefeldstrasse 210',
    address2: null,
    postalCode: '8008',
    city: 'Zürich',
    country: 'CH',
    latitude: 47.355,
    longitude: 8.556,
    hideAddress: false,
    contactNumber: '+41443814207',
    tags: [1],
    description: 'Youth football by the lake.',
    descriptionDe: 'Juniorenfussball am See.',
    descriptionFr: '',
    descriptionIt: '',
    logo: '/api/files/images/logo.png',
    cover: null,
    adminEmails: [
      { email: 'anna@example.ch', role: 'ROLE_CLUB', invited: false },
      { email: 'finance@example.ch', role: 'ROLE_CLUB_FINANCE', invited: true },
    ],
    myRole: 'ROLE_CLUB',
    rejectionReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const CONTACT: ContactPerson = {
  id: 'c0a1b2c3-0000-4000-8000-000000000001',
  clubId: CLUB_ID,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  contactNumber: '+41791234567',
  position: 'Präsidentin',
  address1: 'Seestrasse 5',
  address2: null,
  postalCode: '8002',
  city: 'Zürich',
  country: 'CH',
};

export function bank(overrides: Partial<BankDetails> = {}): BankDetails {
  return {
    id: 'b0a1b2c3-0000-4000-8000-000000000001',
    clubId: CLUB_ID,
    name: 'FC Seefeld Zürich',
    iban: 'CH9300762011623852957',
    ibanMasked: false,
    currency: 'CHF',
    country: 'CH',
    awaitingConfirmation: false,
    changedAt: '2026-03-02T09:15:00.000Z',
    previousIbanLast4: null,
    ...overrides,
  };
}

/** The club's statutes as uploaded in the registration. */
const STATUTES = {
  id: 'd1',
  kind: 'doc1' as const,
  fileName: 'statuten.pdf',
  contentType: 'application/pdf' as const,
  size: 12_000,
  uploadedAt: '2026-11-20T09:00:00.000Z',
};

export function details(
  role: ClubRole | null,
  overrides: Partial<RegistrationDetails> = {},
): RegistrationDetails {
  const masked = role === 'ROLE_CLUB_FINANCE';
  return {
    club: club({ myRole: role }),
    contact: CONTACT,
    bank:
      role === 'ROLE_CLUB_OPERATOR'
        ? null
        : bank(masked ? { iban: 'CH93 **** **** **** *295 7', ibanMasked: true } : {}),
    documents: [STATUTES],
    completedStep: 3,
    ...overrides,
  };
}

export function queueItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id: CLUB_ID,
    name: 'FC Seefeld Zürich',
    shortName: 'fc-seefeld-zurich',
    nature: 'CLUB',
    status: 'pending',
    city: 'Zürich',
    createdAt: '2026-11-18T08:00:00.000Z',
    submittedAt: '2026-11-18T10:00:00.000Z',
    waitingHours: 5,
    overdue: false,
    completedStep: 3,
    documentCount: 2,
    bankAwaitingConfirmation: false,
    ...overrides,
  };
}

export function reviewDetails(overrides: Partial<ReviewDetails> = {}): ReviewDetails {
  const base = details('ROLE_CLUB');
  return {
    ...base,
    club: club({ status: 'pending', myRole: null }),
    documents: [
      { ...STATUTES, url: '/api/files/documents/d1?expires=1&signature=abc' },
      {
        id: 'd2',
        kind: 'doc2',
        fileName: 'pass.pdf',
        contentType: 'application/pdf',
        size: 8_000,
        uploadedAt: '2026-11-20T09:01:00.000Z',
        url: '/api/files/documents/d2?expires=1&signature=def',
      },
    ],
    taxExemption: { taxExempt: null, canton: null, rulingDocumentId: null, recordedAt: null },
    audit: [],
    ...overrides,
  };
}

export interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** An answer: a body (200), or [status, body]. */
export type Answer = unknown | [number, unknown];
export type Handler = (call: Call) => Answer | undefined;

function isStatusAnswer(answer: unknown): answer is [number, unknown] {
  return Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number';
}

/** Replaces fetch (clubFixtures' fake API): `handler` answers by path; unknown paths get 404. */
export function fakeApi(handler: Handler): Call[] {
  return mockApi(
    (call) => {
      const answer = handler(call);
      if (answer === undefined) return new Reply(404, NOT_FOUND);
      return isStatusAnswer(answer) ? new Reply(answer[0], answer[1]) : answer;
    },
    { readBody: (body) => (body instanceof FormData ? Object.fromEntries(body.entries()) : undefined) },
  ) as Call[];
}

export const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

/**
 * The hooks of a test file of the operator's /admin page: its texts and its chunk loaded once; each test starts in
 * German with no session (or as the operator), and fetch and the stored language are restored after it.
 */
export function adminPageHooks(options: { namespaces?: string[]; asOperator?: boolean } = {}): void {
  beforeAll(async () => {
    await i18n.loadNamespaces(options.namespaces ?? ['org', 'admin']);
    await import('../src/pages/routes/admin');
  });
  beforeEach(() => {
    setLanguage('du');
    clearSession();
    if (options.asOperator) logIn({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
