// Fake API for the club dashboard tests: fetch is replaced, apiRequest is real.
import type { ClubEvent, ClubProduct, ClubRole, MyClub } from '@tifo/contract';
import { startSession } from '../src/lib/session';
import { authResponse, NOT_FOUND, Reply, mockApi as sharedMockApi, USER_ID } from './clubFixtures';

export const CLUB_ID = '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11';
export { USER_ID };
export const NEW_ID = '5f0c3c57-6d5e-4f3a-9a59-0c1f1f0b7e22';
export const PRODUCT_ID = '9a1c3c57-6d5e-4f3a-9a59-0c1f1f0b7e33';
export const EVENT_ID = '8b2c3c57-6d5e-4f3a-9a59-0c1f1f0b7e44';

/** The page and its translations load lazily; a busy machine needs more than the default 1 s. */
export const WAIT = { timeout: 8000 };
export const TEST_TIMEOUT = 30_000;

export function logInAs(role: ClubRole | null, clubId: string | null = CLUB_ID): void {
  startSession(
    authResponse({
      email: 'marco@example.ch',
      username: 'marco@example.ch',
      firstName: 'Marco',
      lastName: 'Steiner',
      roles: role ? ['ROLE_USER', role] : ['ROLE_USER'],
      clubId: role ? clubId : null,
    }),
  );
}

export function myClub(overrides: Partial<MyClub> = {}): MyClub {
  return {
    id: CLUB_ID,
    name: 'FC Seefeld Zürich',
    shortName: 'fc-seefeld-zurich',
    status: 'verified',
    role: 'ROLE_CLUB',
    completedStep: 3,
    takenDown: null,
    closure: null,
    logo: null,
    ...overrides,
  };
}

export function clubProduct(overrides: Partial<ClubProduct> = {}): ClubProduct {
  return {
    id: PRODUCT_ID,
    clubId: CLUB_ID,
    title: 'Trainingsball',
    productType: 'fixed',
    price: 150,
    maxAmount: null,
    suggestedAmounts: [],
    freeSponsor: false,
    expiryDate: '2099-01-31',
    expired: false,
    crowdFunding: false,
    campaignMode: 'keep',
    overfundingPercent: null,
    campaign: null,
    recurringProduct: false,
    recurringPeriod: null,
    startingDate: null,
    retryingInterval: null,
    deliveryAvailable: false,
    targetAmount: null,
    totalFunded: 0,
    backers: 0,
    description: 'A ball for the juniors.',
    descriptionDe: 'Ein Ball für die Junioren.',
    descriptionFr: 'Un ballon pour les juniors.',
    descriptionIt: 'Un pallone per i giovani.',
    untranslatedLanguages: [],
    image: '/files/product/p-1.jpg',
    status: 'active',
    public: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function clubEvent(overrides: Partial<ClubEvent> = {}): ClubEvent {
  return {
    id: EVENT_ID,
    clubId: CLUB_ID,
    title: 'Sommerturnier',
    location: '8008 Zürich',
    latitude: 47.355,
    longitude: 8.556,
    fromDate: '2099-06-20 09:00:00',
    toDate: '2099-06-20 17:30:00',
    tickets: [{ tier: 'Silver', amount: 200 }],
    ticketSends: false,
    description: 'Tournament for all juniors.',
    descriptionDe: 'Turnier für alle Junioren.',
    descriptionFr: 'Tournoi pour tous les juniors.',
    descriptionIt: 'Torneo per tutti i giovani.',
    untranslatedLanguages: [],
    image: '/files/event/e-1.jpg',
    status: 'active',
    past: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface Call {
  path: string;
  method: string;
  /** The JSON body, or the FormData of an upload. */
  body: unknown;
}

export { Reply };

export type Handler = (call: Call) => unknown | Promise<unknown>;

/** clubFixtures' fake API; a path it does not know answers the server's 404, an upload is recorded as sent. */
export function mockApi(handler: Handler): Call[] {
  return sharedMockApi(
    async (call) => {
      const answer = await handler(call);
      return answer === undefined ? new Reply(404, NOT_FOUND) : answer;
    },
    { readBody: (body) => body },
  ) as Call[];
}

export const callsTo = (calls: readonly Call[], path: string, method?: string) =>
  calls.filter((call) => call.path === path && (method === undefined || call.method === method));

/** A translate answer as the server's default mode gives it: copies, marked untranslated. */
export function copiedTranslation(text: string, source = 'de') {
  const targets = ['de', 'en', 'fr', 'it'].filter((language) => language !== source);
  return {
    translations: Object.fromEntries(targets.map((language) => [language, text])),
    untranslated: true,
    untranslatedLanguages: targets,
    provider: 'none',
  };
}

/** A promise and its resolver, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
