// Fake API for the directory, the home carousel and the club page: fetch is replaced, apiRequest is real.
import type { AuthResponse, ClubCard, ClubPage, PublicProduct, SportType } from '@tifo/contract';
import { vi } from 'vitest';

/** The signed-in person of the tests. */
export const USER_ID = '7c2a1f0e-2f4b-4c8e-9a51-0a4f3b1c2d3e';

/** The answer of a login of Anna Muster, a verified supporter, with `overrides`. */
export function authResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    id: USER_ID,
    userId: USER_ID,
    email: 'anna@example.ch',
    username: 'anna@example.ch',
    firstName: 'Anna',
    lastName: 'Muster',
    roles: ['ROLE_USER'],
    clubId: null,
    address: { address1: null, address2: null, postalCode: null, city: null, country: null },
    image: null,
    verified: true,
    donationEnabled: true,
    preferredLanguage: 'de',
    token: 'token',
    refreshToken: 'refresh',
    expiresIn: 900,
    ...overrides,
  };
}

export const FOOTBALL: SportType = {
  id: 1,
  tag: 'football',
  names: { de: 'Fussball', en: 'Football', fr: 'Football', it: 'Calcio' },
};
export const ICE_HOCKEY: SportType = {
  id: 2,
  tag: 'ice-hockey',
  names: { de: 'Eishockey', en: 'Ice hockey', fr: 'Hockey sur glace', it: 'Hockey su ghiaccio' },
};

export function makeClub(index: number, overrides: Partial<ClubCard> = {}): ClubCard {
  return {
    id: `club-${index}`,
    name: `FC Muster ${index}`,
    shortName: `fc-muster-${index}`,
    nature: 'CLUB',
    status: index % 2 === 0 ? 'verified' : 'approved',
    logo: null,
    cover: null,
    city: 'Zürich',
    postalCode: '8001',
    tags: [FOOTBALL],
    distanceKm: null,
    ...overrides,
  };
}

/** A page of `pageSize` clubs out of `total`, numbered from pageId * pageSize. */
export function pageOf(total: number, pageId: number, pageSize: number, prefix = 0): ClubPage {
  const start = pageId * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    content: Array.from({ length: count }, (_, index) => makeClub(prefix + start + index + 1)),
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

export interface RecordedCall {
  path: string;
  method: string;
  body: Record<string, unknown> | undefined;
  /** The Accept-Language the call was made with (the app's current language as a wire code). */
  language?: string;
}

/** The server's answer to an unknown route. */
export const NOT_FOUND = {
  message: 'Resource not found. Please check the URL and try again.',
  code: 'not_found',
};

/** An answer with a status other than 200 (a plain value answers 200, undefined answers 404). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type Handler = (call: RecordedCall) => unknown;

/**
 * Replaces fetch with `handler` (by API path, sync or async) and records every call. A JSON body is parsed;
 * `readBody` says what to record of another (a FormData upload); without it, nothing.
 */
export function mockApi(
  handler: Handler,
  options: { readBody?: (body: unknown) => unknown } = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^.*?\/api/, '');
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : (options.readBody?.(init?.body) as RecordedCall['body']);
      const language = new Headers(init?.headers).get('accept-language') ?? undefined;
      const call = { path, method: init?.method ?? 'GET', body, language };
      calls.push(call);
      const answer = await handler(call);
      const status = answer instanceof Reply ? answer.status : answer === undefined ? 404 : 200;
      const text =
        answer instanceof Reply
          ? JSON.stringify(answer.body)
          : answer === undefined
            ? '{"message":"Not found"}'
            : JSON.stringify(answer);
      return {
        ok: status >= 200 && status < 300,
        status,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => text,
        json: async () => JSON.parse(text),
      } as Response;
    }),
  );
  return calls;
}

export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);

/** A product of FC Seefeld Zürich as the public pages get it: an open gift ('Freier Beitrag'), with `overrides`. */
export function publicProduct(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return {
    id: '5d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f',
    clubId: '3b0a6c1e-7d1f-4a43-9a57-2b6f0c8f1a11',
    clubName: 'FC Seefeld Zürich',
    shortName: 'fc-seefeld-zurich',
    title: 'Freier Beitrag',
    description: 'Du bestimmst den Betrag.',
    image: null,
    price: null,
    productType: 'open',
    recurringProduct: false,
    recurringPeriod: null,
    crowdFunding: false,
    targetAmount: null,
    totalFunded: 0,
    backers: 0,
    deliveryAvailable: false,
    expiryDate: null,
    campaignEndDate: null,
    ...overrides,
  };
}
