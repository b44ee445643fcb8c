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

/** The session kept in the browser (spec 000 §3). Each field lives under its own localStorage key. */
export interface Session {
  userId: string;
  email: string;
  roles: string[];
  username: string;
  token: string;
  refreshToken: string;
  /** Epoch ms: the browser treats the session as expired one day after login or refresh. */
  expireAt: number;
  /** Epoch ms at which the short-lived access token expires (from the answer's expiresIn). */
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

/** localStorage key names, one per field. */
export const SESSION_KEYS = {
  userId: 'userId',
  email: 'email',
  roles: 'roles',
  username: 'username',
  token: 'token',
  refreshToken: 'refreshToken',
  expireAt: 'expireAt',
  tokenExpireAt: 'tokenExpireAt',
  clubId: 'clubId',
  firstName: 'firstName',
  lastName: 'lastName',
  address: 'address',
  image: 'image',
  verified: 'verified',
  donationEnabled: 'donationEnabled',
  preferredLanguage: 'preferredLanguage',
} as const satisfies Record<keyof Session, string>;

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
  const get = (key: keyof Session) => localStorage.getItem(SESSION_KEYS[key]);
  const userId = get('userId');
  const token = get('token');
  const refreshToken = get('refreshToken');
  if (!userId || !token || !refreshToken) return null;
  const language = get('preferredLanguage');
  return {
    userId,
    token,
    refreshToken,
    email: get('email') ?? '',
    roles: parseJson<string[]>(get('roles'), []),
    username: get('username') ?? '',
    expireAt: Number(get('expireAt') ?? 0),
    tokenExpireAt: Number(get('tokenExpireAt') ?? 0),
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
  // Another tab logged in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) emit();
  });
}

function write(values: Partial<Session>): void {
  for (const [field, value] of Object.entries(values) as [keyof Session, unknown][]) {
    const key = SESSION_KEYS[field];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else if (typeof value === 'object') localStorage.setItem(key, JSON.stringify(value));
    else localStorage.setItem(key, String(value));
  }
  emit();
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  emit();
}

function userFields(
  details: UserDetails,
): Omit<Session, 'token' | 'refreshToken' | 'expireAt' | 'tokenExpireAt'> {
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

function tokenFields(tokens: TokenResponse, now: number) {
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expireAt: now + TIMERS.sessionExpiryMs,
    tokenExpireAt: now + tokens.expiresIn * 1000,
  };
}

/** Stores the session of a fresh login or sign-up. */
export function startSession(auth: AuthResponse, now: number = Date.now()): Session {
  write({ ...userFields(auth), ...tokenFields(auth, now) });
  return getSession()!;
}

/** Stores rotated tokens; the new refresh token replaces the old one (a reused one ends the session). */
export function storeTokens(tokens: TokenResponse, now: number = Date.now()): void {
  write(tokenFields(tokens, now));
}

export function storeUserDetails(details: UserDetails): void {
  write(userFields(details));
}

/** Refresh needed: the one-day session passed, or the access token expires within 30 s. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export function needsRefresh(session: Session, now: number = Date.now()): boolean {
  return now >= session.expireAt || now >= session.tokenExpireAt - TOKEN_EXPIRY_MARGIN_MS;
}
