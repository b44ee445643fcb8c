import {
  type AnswerOf,
  type Endpoints,
  type InputOf,
  type Message,
  type MessageKey,
  SESSION_COOKIE_MODE,
  SESSION_COOKIE_MODE_HEADER,
  statusMessageOf,
  toWireLanguage,
} from '@tifo/contract';
import { currentLanguage, translateMessageKey } from '../i18n';
import type { ApiRoute, RouteName } from './endpoints';
import { API_BASE, postUsersTokenRefresh } from './endpoints';
import { showToast } from './notify';
import { clearSession, getSession, needsRefresh, storeTokens } from './session';

/**
 * The contract's answer schemas (zod) load with the first answer that needs checking, not with the page:
 * zod is the largest library the first paint would otherwise wait for.
 */
const answerSchemas = () => import('./answerSchemas');

/**
 * A failed call. `key` names the message (contract MESSAGES); `message` and each of `fields` are already in the
 * UI's language, shown by key. A message without a key is one a provider worded itself (Stripe.js, in the page's
 * language).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly key: MessageKey | undefined;
  readonly fields: Record<string, string> | undefined;
  /** True when the user has already been told (e.g. the session expired). */
  readonly handled: boolean;
  /** account_suspended: the operator's reason, as written. */
  readonly reason: string | undefined;

  constructor(
    status: number,
    message: MessageKey | Message | { text: string },
    options: {
      code?: string;
      fields?: Record<string, string>;
      handled?: boolean;
      reason?: string;
    } = {},
  ) {
    const named = typeof message === 'string' ? { key: message } : message;
    super('text' in named ? named.text : translateMessageKey(named.key, named.values));
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.key = 'key' in named ? named.key : undefined;
    this.fields = options.fields;
    this.handled = options.handled ?? false;
    this.reason = options.reason;
  }
}

/** What to show for a failed call: the server's message (translated), or "something went wrong" for any other error. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : translateMessageKey('unknownError');
}

export interface RequestOptions {
  /** Send the bearer token (refreshing it first when needed). By default a call that needs a caller sends it. */
  auth?: boolean;
  /** Show the global error toast on failure (default true). Forms that show errors inline pass false. */
  toast?: boolean;
  signal?: AbortSignal;
  /** The answer as text (a URL, an XML file) instead of JSON. */
  text?: boolean;
  /** A multipart upload (POST/PUT /files) instead of a JSON body. */
  form?: FormData;
  /** The path parameters of a call that also has a JSON body (e.g. the payout of POST /admin/payouts/:id/failed). */
  params?: Record<string, string | number>;
}

/** A call's input: its body, or its path parameters and query (InputOf in the contract). */
export type ApiInput<R extends ApiRoute> = InputOf<Endpoints[RouteName<R>]>;
/** A call's JSON answer (AnswerOf in the contract). */
export type ApiAnswer<R extends ApiRoute> = AnswerOf<Endpoints[RouteName<R>]>;

/**
 * The URL of a call: its path below /api with the path parameters filled in from `values`; for a call without
 * a body the other values are its query string.
 */
export function apiPath(route: ApiRoute, values?: object): string {
  const rest: Record<string, unknown> = { ...values };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return `${API_BASE}${path}${query.size > 0 ? `?${query}` : ''}`;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {
  window.location.assign('/login');
};

/** The router registers how to go to /login after the session expired. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** The spec's status table, translated. */
export function translatedStatusMessage(status: number): string {
  const { key, values } = statusMessageOf(status);
  return translateMessageKey(key, values);
}

/**
 * Ends a session that can no longer be renewed: clears it, shows 'Your session has expired…' and goes to
 * /login (PRODUCT.md §errors). Returns the error to throw.
 */
export function expireSession(): ApiError {
  clearSession();
  const message = translateMessageKey('sessionExpired');
  showToast(message);
  onSessionExpired();
  return new ApiError(401, 'sessionExpired', { handled: true });
}

let refreshInFlight: Promise<string> | null = null;

/** Asks the API to keep the refresh token in its HttpOnly cookie (contract SESSION_COOKIE_MODE_HEADER). */
const COOKIE_SESSION = { [SESSION_COOKIE_MODE_HEADER]: SESSION_COOKIE_MODE };

async function performRefresh(): Promise<string> {
  const run = async (): Promise<string> => {
    if (!getSession()) throw expireSession();
    let response: Response;
    try {
      // The refresh token is the HttpOnly cookie (issue 17): the page never sees it.
      response = await fetch(apiPath(postUsersTokenRefresh), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...COOKIE_SESSION },
        credentials: 'same-origin',
        body: '{}',
      });
    } catch {
      // Offline is not an expired session: keep it and let the caller show the network message.
      throw new ApiError(0, navigator.onLine === false ? 'networkError' : 'noResponse');
    }
    if (response.status >= 500) throw await errorFromResponse(response);
    const { TokenResponse } = await answerSchemas();
    const parsed = response.ok
      ? TokenResponse.safeParse(await response.json().catch(() => undefined))
      : undefined;
    if (!parsed?.success) throw expireSession();
    storeTokens(parsed.data);
    return parsed.data.token;
  };
  // Tabs share the one cookie, which each refresh rotates: the Web Locks API lets only one of them refresh at a
  // time, so the next one sends the rotated cookie, never the old one (which would end the session as theft).
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('tifo-token-refresh', run) : run();
}

/** Refreshes the access token; concurrent callers share the one refresh in flight. */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function validAccessToken(): Promise<string> {
  const session = getSession();
  if (!session) {
    throw new ApiError(401, 'status401');
  }
  if (needsRefresh(session)) return refreshAccessToken();
  return session.token;
}

/**
 * The error a failed answer carries (contract ErrorBody): its message and each field's shown by key in the UI's
 * language; an answer without one (a proxy's 502 page) is `fallback`, or else the status' message.
 */
export async function errorFromResponse(response: Response, fallback?: MessageKey): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const { ErrorBody } = await answerSchemas();
  const parsed = ErrorBody.partial().safeParse(body);
  const data = parsed.success ? parsed.data : {};
  const fields = data.fields
    ? Object.fromEntries(
        Object.entries(data.fields).map(([field, { key, values }]) => [
          field,
          translateMessageKey(key, values),
        ]),
      )
    : undefined;
  return new ApiError(
    response.status,
    data.key
      ? { key: data.key, ...(data.values ? { values: data.values } : {}) }
      : fallback
        ? { key: fallback }
        : statusMessageOf(response.status),
    { code: data.code, ...(fields ? { fields } : {}), ...(data.reason ? { reason: data.reason } : {}) },
  );
}

/**
 * The one API client: a contract endpoint (lib/endpoints/, generated) and its input in, its typed answer
 * out; JSON, bearer token with refresh before expiry and one retry after a 401, and the global error toast
 * (PRODUCT.md §errors).
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: ApiInput<R>,
  options: RequestOptions = {},
): Promise<ApiAnswer<R>> {
  const { toast = true } = options;
  const auth = options.auth ?? (route.access === 'caller' || (route.access === 'optional' && !!getSession()));
  const body = options.form ?? (route.body ? input : undefined);
  const url = apiPath(route, route.body ? options.params : (input as object | undefined));
  try {
    return await send<ApiAnswer<R>>(url, route.method, body, auth, options.signal, options.text === true);
  } catch (caught) {
    const error = caught instanceof ApiError ? caught : new ApiError(0, 'unknownError');
    if (toast && !error.handled) showToast(error.message);
    throw error;
  }
}

async function send<T>(
  url: string,
  method: string,
  body: unknown,
  auth: boolean,
  signal: AbortSignal | undefined,
  asText = false,
): Promise<T> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let payload: string | FormData | undefined;
  try {
    payload = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
  } catch {
    throw new ApiError(0, 'requestPreparationFailed');
  }

  const attempt = async (token: string | undefined): Promise<Response> => {
    // Texts the server localises (product and event descriptions) follow the UI language, not the browser's.
    const headers: Record<string, string> = {
      Accept: asText ? '*/*' : 'application/json',
      'Accept-Language': toWireLanguage(currentLanguage()),
    };
    // A multipart body gets its Content-Type with the boundary from fetch itself.
    if (payload !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    // Login, sign-up and logout keep the refresh token in the cookie (the other calls ignore the header).
    Object.assign(headers, COOKIE_SESSION);
    try {
      return await fetch(url, { method, headers, body: payload, signal });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') throw caught;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new ApiError(0, offline ? 'networkError' : 'noResponse');
    }
  };

  let response = await attempt(auth ? await validAccessToken() : undefined);
  if (auth && response.status === 401) {
    response = await attempt(await refreshAccessToken());
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (asText) return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}
