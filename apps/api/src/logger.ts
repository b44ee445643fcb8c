import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Query parameters whose values never reach a log line (tokens in e-mail links, e-mails, the signature of a
 * document link: with it anyone could read the document until the link expires).
 */
const SECRET_PARAMS = /([?&](?:token|refreshToken|email|authToken|iban|signature)=)[^&]*/gi;
/** Path segments that are secrets: the mobile card form carries the bearer token in its path. */
const SECRET_PATHS = /^(\/payment-stripe\/[^/]+\/[^/]+\/[^/]+\/)[^/]+/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');
}

/**
 * Structured JSON logs, one child logger per request (Fastify adds reqId). Bodies are never logged, and the
 * fields that could carry secrets are removed even if a later log call includes them.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.refreshToken',
        '*.iban',
        '*.cardNumber',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, id: req.id };
      },
    },
  } as FastifyServerOptions['logger'];
}
