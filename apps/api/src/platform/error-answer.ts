import type { ErrorBody, FieldMessage, Message } from '@tifo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, isDatabaseUnavailable, schemaError } from '../errors';
import { undeclaredErrorKeys } from './error-keys';
import { answerLanguage, requestedLanguage } from './messages';

/**
 * The one shape of every error answer (issue 46): `{ code, key, message, values?, fields?, requestId }`, each
 * message named by its key (contract MESSAGES) and worded in the caller's language (Accept-Language; without one,
 * in the spec's words).
 */
export function errorBody(req: FastifyRequest, error: AppError): ErrorBody {
  const fields = error.fields ?? {};
  const text = answerLanguage(requestedLanguage(req.headers['accept-language']), [
    error.answer,
    ...Object.values(fields),
  ]);
  const worded = (message: Message): FieldMessage => ({
    key: message.key,
    message: text(message),
    ...(message.values ? { values: message.values } : {}),
  });
  return {
    code: error.code,
    ...worded(error.answer),
    ...(error.fields
      ? { fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, worded(field)])) }
      : {}),
    requestId: req.id,
    ...(error.reason ? { reason: error.reason } : {}),
  };
}

/** Sends an AppError as the error answer, with its headers (Retry-After, …). */
export function sendError(req: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send(errorBody(req, error));
}

/**
 * Answers every error of the app in the one shape: AppError as thrown; a schema's refusal as a 400 with each
 * field's message; Fastify's own 4xx by status; a database that went away as a 503 to retry; anything else as
 * a 500 whose details stay in the log (the answer names the request's id to quote to support).
 */
export function answerErrors(
  app: FastifyInstance,
  onDatabaseUnavailable: () => void,
  options: { strictErrorKeys?: boolean } = {},
): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      const undeclared = options.strictErrorKeys ? undeclaredErrorKeys(req, error) : [];
      if (undeclared.length === 0) return sendError(req, reply, error);
      // In the tests (strictErrorKeys): an error key its endpoint does not declare (contract errorKeys) is a 500,
      // so that a test reaching a new refusal fails until the endpoint declares it.
      const reason = `undeclared error keys of ${req.routeOptions.url}: ${undeclared.join(', ')}`;
      req.log.error({ err: error }, reason);
      return sendError(req, reply, new AppError('internal', undefined, { reason }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      }));
      return sendError(req, reply, schemaError(issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(req, reply, new AppError(codeForStatus(status), undefined, { status }));
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      onDatabaseUnavailable();
      return sendError(
        req,
        reply,
        new AppError('unavailable', undefined, { headers: { 'retry-after': '5' } }),
      );
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(req, reply, new AppError('internal'));
  });
}
