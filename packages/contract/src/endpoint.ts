import type { z } from 'zod';
import { type MessageKey, statusMessageOf } from './messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * One call of the API, declared once (ARCHITECTURE.md §endpoints): the server registers its route from it,
 * the OpenAPI document describes it from it, and the web app's client (lib/endpoints/, generated) is
 * generated from it.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** Below /api; a path parameter is `:name`. */
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  summary: string;
  description?: string;
  /**
   * `public`: no token; `caller`: the bearer token of a logged-in person; `optional`: public, and a token
   * shows more (a club's page to its own admins before it is public).
   */
  access: 'public' | 'caller' | 'optional';
  body?: z.ZodType;
  /** The body's media types when it is not JSON (an upload). */
  consumes?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * The JSON answers by status; empty when the answer is a file (`produces`). 503 only for the health check,
   * whose unhealthy answer a load balancer reads.
   */
  answers: Partial<Record<SuccessStatus | 503, z.ZodType>>;
  /** A file answer's media types (PDF, ZIP, XML, an image, a page). */
  produces?: readonly string[];
  /** The error statuses it answers with an ErrorBody. */
  errors: readonly ErrorStatus[];
  /**
   * The message keys its error answers can carry besides its statuses' own (`status404`, …) and the keys its
   * request schemas name (a refused body answers those): what the handler itself refuses with. The server's
   * tests answer 500 for a key not declared here (apps/api/src/platform/error-keys.ts).
   */
  errorKeys?: readonly MessageKey[];
  /** Left out of the OpenAPI document: the sandbox provider's pages and the providers' webhooks. */
  hidden?: boolean;
}

/** Declares one endpoint, keeping its literal types (method, path, schemas). */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<const Spec extends EndpointSpec>(spec: Spec): Spec {
  return spec;
}

/** Any call may fail on the server or lose its database (500; 503 with Retry-After). */
const ANY_CALL_STATUSES = [500, 503] as const;

/**
 * Every key an endpoint's error answers may carry: its statuses' own messages (`status404`, …), those of the
 * statuses any call may give, and its errorKeys. A refused request body may also carry the keys its schema names.
 */
export function errorKeysOf(endpoint: EndpointSpec): ReadonlySet<MessageKey> {
  return new Set<MessageKey>([
    ...[...endpoint.errors, ...ANY_CALL_STATUSES].map((status) => statusMessageOf(status).key),
    ...(endpoint.errorKeys ?? []),
  ]);
}

/**
 * An endpoint's name, which is also its OpenAPI operationId: method and path in camel case.
 * `POST /users/login` → `postUsersLogin`, `GET /clubs/:shortName/qr` → `getClubsByShortNameQr`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      const word = param ? `by-${param[1]}` : segment;
      return word
        .split(/-|(?=[A-Z])/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the caller sends as the body. */
export type BodyOf<E extends EndpointSpec> = SchemaInput<E['body']>;
type ObjectInput<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;
/** The path parameters and the query string, in one object (undefined when it has neither). */
export type ParamsOf<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? ObjectInput<E['params']> & ObjectInput<E['query']>
  : E['query'] extends z.ZodType
    ? ObjectInput<E['query']>
    : undefined;
type SuccessKey<E extends EndpointSpec> = Extract<keyof E['answers'], SuccessStatus>;

/** The JSON answer (any of its success statuses), as the caller receives it. */
export type AnswerOf<E extends EndpointSpec> = {
  [S in SuccessKey<E>]: E['answers'][S] extends z.ZodType ? z.output<E['answers'][S]> : never;
}[SuccessKey<E>];

/** The JSON answer as the server's handler gives it, before the declared schema serialises it. */
export type AnswerInputOf<E extends EndpointSpec> = {
  [S in SuccessKey<E>]: E['answers'][S] extends z.ZodType ? z.input<E['answers'][S]> : never;
}[SuccessKey<E>];

/** What a call takes: its JSON body; for a call without one, its path parameters and query. */
export type InputOf<E extends EndpointSpec> = E extends EndpointSpec
  ? E['body'] extends z.ZodType
    ? BodyOf<E>
    : ParamsOf<E>
  : never;
