import {
  type Address,
  type AuthResponse,
  fromWireLanguage,
  isLanguage,
  type Language,
  TIMERS,
  type TokenResponse,
  type UserDetails,
} from '@tifo/contract';

/**
 * The session kept in the browser (PRODUCT.md §accounts). The person's fields live under their own localStorage keys;
 * the tokens never do (issue 17): the refresh token is an HttpOnly cookie the server sets, the short-lived
 * access token is kept in this page's memory only and fetched with the cookie when the page starts.
 */
export interface Session {
  userId: string;
  email: string;
  roles: string[];
  username: string;
  /** The access token, in memory only ('' until the first refresh of this page). */
  token: string;
  /** Epoch ms: the browser treats the session as expired one day after login or refresh. */
  expireAt: number;
  /** Epoch ms at which the access token expires (0 while this page has none). */
  tokenExpireAt: number;
  clubId: string | null;
  firstName: string;
  lastName: string;
  address: Address;
  image: string | null;
  verified: boolean;
  donationEnabled: boolean;
  /** Stored language code: du, en, fr, it. */
  preferredLanguage: Language;
}

/** localStorage key names, one per stored field (the access token is not stored). */
export const SESSION_KEYS = {
  userId: 'userId',
  email: 'email',
  roles: 'roles',
  username: 'username',
  expireAt: 'expireAt',
  clubId: 'clubId',
  firstName: 'firstName',
  lastName: 'lastName',
  address: 'address',
  image: 'image',
  verified: 'verified',
  donationEnabled: 'donationEnabled',
  preferredLanguage: 'preferredLanguage',
} as const satisfies Record<Exclude<keyof Session, 'token' | 'tokenExpireAt'>, string>;

/** Where earlier versions kept the tokens; removed on start (such a session logs in again). */
const FORMER_TOKEN_KEYS = ['token', 'refreshToken', 'tokenExpireAt'];

/** The access token of this page, never stored. */
let access: { token: string; expireAt: number } | null = null;

const EMPTY_ADDRESS: Address = {
  address1: null,
  address2: null,
  postalCode: null,
  city: null,
  country: null,
};

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function read(): Session | null {
  const get = (key: keyof typeof SESSION_KEYS) => localStorage.getItem(SESSION_KEYS[key]);
  const userId = get('userId');
  const expireAt = Number(get('expireAt') ?? 0);
  if (!userId || !expireAt) return null;
  const language = get('preferredLanguage');
  return {
    userId,
    token: access?.token ?? '',
    email: get('email') ?? '',
    roles: parseJson<string[]>(get('roles'), []),
    username: get('username') ?? '',
    expireAt,
    tokenExpireAt: access?.expireAt ?? 0,
    clubId: get('clubId') || null,
    firstName: get('firstName') ?? '',
    lastName: get('lastName') ?? '',
    address: parseJson<Address>(get('address'), EMPTY_ADDRESS),
    image: get('image') || null,
    verified: get('verified') === 'true',
    donationEnabled: get('donationEnabled') === 'true',
    preferredLanguage: isLanguage(language) ? language : 'du',
  };
}

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The current session, or null when logged out. Stable between changes (for useSyncExternalStore). */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  for (const key of FORMER_TOKEN_KEYS) localStorage.removeItem(key);
  // Another tab logged in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) emit();
  });
}

function write(values: Partial<Omit<Session, 'token' | 'tokenExpireAt'>>): void {
  for (const [field, value] of Object.entries(values) as [keyof typeof SESSION_KEYS, unknown][]) {
    const key = SESSION_KEYS[field];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else if (typeof value === 'object') localStorage.setItem(key, JSON.stringify(value));
    else localStorage.setItem(key, String(value));
  }
  emit();
}

export function clearSession(): void {
  access = null;
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  emit();
}

function userFields(details: UserDetails): Omit<Session, 'token' | 'expireAt' | 'tokenExpireAt'> {
  return {
    userId: details.userId || details.id,
    email: details.email,
    roles: details.roles,
    username: details.username,
    clubId: details.clubId,
    firstName: details.firstName,
    lastName: details.lastName,
    address: details.address,
    image: details.image,
    verified: details.verified,
    donationEnabled: details.donationEnabled,
    preferredLanguage: fromWireLanguage(details.preferredLanguage),
  };
}

/** Keeps the access token in memory; the session's day starts again. */
function keepTokens(tokens: TokenResponse, now: number): { expireAt: number } {
  access = { token: tokens.token, expireAt: now + tokens.expiresIn * 1000 };
  return { expireAt: now + TIMERS.sessionExpiryMs };
}

/** Stores the session of a fresh login or sign-up (the refresh token is the server's cookie). */
export function startSession(auth: AuthResponse, now: number = Date.now()): Session {
  write({ ...userFields(auth), ...keepTokens(auth, now) });
  return getSession()!;
}

/** Keeps a refreshed access token (the rotated refresh token came as a cookie). */
export function storeTokens(tokens: TokenResponse, now: number = Date.now()): void {
  write(keepTokens(tokens, now));
}

export function storeUserDetails(details: UserDetails): void {
  write(userFields(details));
}

/** Refresh needed: the one-day session passed, or the access token expires within 30 s. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export function needsRefresh(session: Session, now: number = Date.now()): boolean {
  return now >= session.expireAt || now >= session.tokenExpireAt - TOKEN_EXPIRY_MARGIN_MS;
}
