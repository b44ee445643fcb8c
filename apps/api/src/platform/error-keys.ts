import { ENDPOINTS, type EndpointSpec, errorKeysOf, type MessageKey } from '@tifo/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

const declared = new Map<string, ReadonlySet<MessageKey>>(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, errorKeysOf(endpoint as EndpointSpec)]),
);

/**
 * The keys of an error answer that its endpoint does not declare (contract errorKeysOf). None for a schema's
 * refusal, whose keys are the schema's, nor for a request outside the declared endpoints (an unknown path, a
 * page).
 */
export function undeclaredErrorKeys(req: FastifyRequest, error: AppError): MessageKey[] {
  if (error.fromSchema) return [];
  const operationId = (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  const keys = operationId ? declared.get(operationId) : undefined;
  if (!keys) return [];
  const answered = [error.answer.key, ...Object.values(error.fields ?? {}).map((field) => field.key)];
  return [...new Set(answered)].filter((key) => !keys.has(key));
}
