import { ENDPOINTS, type EndpointSpec, ErrorBody, type ErrorStatus, operationIdOf } from '@tifo/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

type Security = { [scheme: string]: string[] }[];

const SECURITY: Record<EndpointSpec['access'], Security> = {
  public: [],
  caller: [{ bearerAuth: [] }],
  // A public call that shows more to a caller with a token.
  optional: [{ bearerAuth: [] }, {}],
};

/** The route options (method, url, schema) an endpoint declares; the route adds its handler and hooks. */
export interface DeclaredRoute<E extends EndpointSpec> {
  method: E['method'];
  url: E['path'];
  schema: {
    operationId: string;
    tags: string[];
    summary: string;
    description?: string;
    security: Security;
    hide?: boolean;
    consumes?: readonly string[];
    // Absent at run time when the endpoint has none (the type then says undefined).
    body: E['body'];
    params: E['params'];
    querystring: E['query'];
    response?: E['answers'] & Record<E['errors'][number], typeof ErrorBody>;
  };
}

/**
 * The route of a contract endpoint (ARCHITECTURE.md §endpoints): `app.route({ ...routeOf(ENDPOINTS.x), handler })`.
 * Method, path, schemas, summary, tag, security and operationId all come from the declaration; error answers
 * are the contract's ErrorBody.
 */
export function routeOf<const E extends EndpointSpec>(endpoint: E): DeclaredRoute<E> {
  const errors = Object.fromEntries(endpoint.errors.map((status: ErrorStatus) => [status, ErrorBody]));
  const response = { ...endpoint.answers, ...errors } as NonNullable<DeclaredRoute<E>['schema']['response']>;
  const schema = {
    operationId: operationIdOf(endpoint.method, endpoint.path),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    security: SECURITY[endpoint.access],
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.consumes ? { consumes: endpoint.consumes } : {}),
    // Only the parts it has: Fastify warns about a schema key without a schema.
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    // A file answer with no error answers declares none (OpenAPI then shows the default answer).
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
  // The schema's parts are typed by the declaration (Fastify's type provider reads body, params and query).
  return { method: endpoint.method, url: endpoint.path, schema: schema as DeclaredRoute<E>['schema'] };
}

const declared = new Map<string, EndpointSpec>(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, endpoint as EndpointSpec]),
);

/**
 * Refuses, when the app starts, a route under `prefix` that no contract endpoint declares or that was not
 * made with routeOf: each call of the API is declared once, in packages/contract.
 */
export function requireDeclaredRoutes(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD route beside each GET one by itself.
    const method = methods.find((candidate) => candidate !== 'HEAD');
    if (!method) return;
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const name = operationIdOf(method, path);
    const endpoint = declared.get(name);
    const schema = route.schema as { operationId?: string } | undefined;
    if (!endpoint || endpoint.path !== path || endpoint.method !== method || schema?.operationId !== name) {
      throw new Error(
        `${method} ${route.url} is not a route of a contract endpoint (routeOf(ENDPOINTS.${name}))`,
      );
    }
  });
}
