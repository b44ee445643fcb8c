// The shape of the web app's API routes; scripts/generate-client.mjs writes one for each contract endpoint
// (lib/endpoints/).
import type { Endpoints } from '@tifo/contract';

declare const endpointName: unique symbol;

/** An endpoint as the web app calls it: method, path, who may call it, and its name in the contract (a type). */
export interface ApiRoute<N extends keyof Endpoints = keyof Endpoints> {
  readonly [endpointName]?: N;
  readonly method: Endpoints[N]['method'];
  readonly path: Endpoints[N]['path'];
  readonly access: Endpoints[N]['access'];
  /** Whether it takes a JSON body (else its input is its path parameters and query). */
  readonly body: N extends unknown ? (Endpoints[N] extends { body: object } ? true : false) : never;
}

/** The contract's name of a route's endpoint. */
export type RouteName<R extends ApiRoute> = R extends ApiRoute<infer N> ? N : never;

/** A route of the endpoint N; its arguments must be the contract's, so the compiler checks each one. */
/*#__NO_SIDE_EFFECTS__*/
export function route<N extends keyof Endpoints>(
  method: Endpoints[N]['method'],
  path: Endpoints[N]['path'],
  access: Endpoints[N]['access'],
  body: ApiRoute<N>['body'],
): ApiRoute<N> {
  return { method, path, access, body };
}
