import { ENDPOINTS, type HttpMethod } from '@tifo/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { requireDeclaredRoutes, routeOf } from '../src/platform/endpoint-route';
import { useTestApp } from './helpers';

const t = useTestApp();

/** A bare app with the route check under /api and the routes `register` adds. */
async function start(register: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (api) => {
      requireDeclaredRoutes(api, '/api');
      register(api);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('the routes of the API are the endpoints the contract declares', () => {
  it('registers every declared endpoint under /api', () => {
    const missing = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => !t.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(Object.keys(ENDPOINTS).length).toBeGreaterThan(100);
  });

  it('does not start with a route no endpoint declares', async () => {
    await expect(start((api) => api.post('/users/undeclared', async () => ({})))).rejects.toThrow(
      'POST /api/users/undeclared is not a route of a contract endpoint (routeOf(ENDPOINTS.postUsersUndeclared))',
    );
  });

  it('does not start with a declared path whose route was not made from its declaration', async () => {
    await expect(start((api) => api.post('/users/login', async () => ({})))).rejects.toThrow(
      'POST /api/users/login is not a route of a contract endpoint',
    );
  });

  it("takes a route made with routeOf: the declaration's method, path, summary and operationId", async () => {
    const app = await start((api) =>
      api.route({
        ...routeOf(ENDPOINTS.getHealth),
        handler: async () => ({ status: 'ok' as const, database: 'pglite' as const }),
      }),
    );
    const route = routeOf(ENDPOINTS.getHealth);
    expect([route.method, route.url, route.schema.operationId, route.schema.summary]).toEqual([
      'GET' satisfies HttpMethod,
      '/health',
      'getHealth',
      'Liveness and database check',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    await app.close();
  });
});
