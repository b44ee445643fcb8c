import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENDPOINTS, type EndpointSpec, errorKeysOf, operationIdOf } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each route's OpenAPI operation: the zod schemas as JSON Schema, an operationId, and `security: []` on a
 * public operation, so that a client generator and a linter know it needs no token (the routes that need one
 * name `bearerAuth`).
 */
export function operationTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { schema, url } = jsonSchemaTransform(input);
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const operation = (schema ?? {}) as Record<string, unknown>;
  const described = {
    ...operation,
    operationId: (operation.operationId as string | undefined) ?? operationIdOf(String(method), url),
    security: operation.security ?? [],
  };
  return { url, schema: described as typeof schema };
}

/** OpenAPI 3.0 has no null type: a nullable `anyOf` carries `nullable` on each branch that names a type. */
function nullableOnBranches(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableOnBranches(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    schema.anyOf = schema.anyOf.map((branch: Record<string, unknown>) =>
      branch.type !== undefined ? { ...branch, nullable: true } : branch,
    );
    delete schema.nullable;
  }
  for (const value of Object.values(schema)) nullableOnBranches(value);
}

/**
 * Each operation's error keys (contract errorKeysOf) as `x-error-keys`: the message keys its error answers may
 * carry, besides those its request schema names.
 */
function errorKeysOnOperations(paths: Record<string, Record<string, { operationId?: string }>>): void {
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      const endpoint = ENDPOINTS[operation.operationId as keyof typeof ENDPOINTS] as EndpointSpec | undefined;
      if (endpoint) Object.assign(operation, { 'x-error-keys': [...errorKeysOf(endpoint)] });
    }
}

/** The whole document as the routes made it, with the nullable branches and the error keys above. */
export const documentTransform: SwaggerTransformObject = (input) => {
  const document = 'openapiObject' in input ? input.openapiObject : input.swaggerObject;
  nullableOnBranches(document);
  errorKeysOnOperations((document.paths ?? {}) as Parameters<typeof errorKeysOnOperations>[0]);
  return document;
};

/** The OpenAPI document at /api/docs/json and its viewer at /api/docs, made from every route registered after. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'PLATFORM_NAME' | 'publicUrl'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.PLATFORM_NAME} API`,
        description:
          'Donation and sponsoring platform for Swiss sport. Errors answer { code, key, message, values?, fields?, requestId }; x-error-keys lists the keys an operation may answer.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: operationTransform,
    transformObject: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
