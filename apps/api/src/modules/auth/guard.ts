import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireClaims } from './caller';
import type { TokenSigner } from './tokens';

/**
 * Every route that needs a session (its OpenAPI schema names a `security` scheme) checks the access token's
 * signature and expiry when the request arrives, before its body is parsed and validated: without a valid
 * token the answer is 401, never a validation answer describing the route's input, and no body is read for
 * nobody. Whether the session is still live (not logged out, not revoked) is asked by the route itself as
 * before, by requireCaller or in its first statement; a checked token is remembered by the signer, so the
 * second look costs a map look-up. Register before the routes (Fastify's onRoute sees only later routes).
 */
export function guardSecuredRoutes(app: FastifyInstance, signer: TokenSigner): void {
  const guard: onRequestHookHandler = async (req) => {
    await requireClaims(req, { signer });
  };
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: object[] } | undefined)?.security;
    // No requirement, or an empty one among them (the token is optional, e.g. /clubs/details): no guard.
    if (!security?.length || security.some((requirement) => Object.keys(requirement).length === 0)) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [guard] : [...(Array.isArray(own) ? own : [own]), guard];
  });
}
