import { z } from 'zod';
import { MESSAGES } from './messages';

export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payment_failed',
  'unavailable',
  'internal',
  /** 403: the call hands out what belongs to the account's mailbox, which the account has not proven yet. */
  'email_not_verified',
  /** 403: the operator suspended the account (login; the body's `reason` says why). */
  'account_suspended',
  /** 410: an organisation that is taken down or closed (its page, checkout and pay links). */
  'gone',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer of the API: a message to show, a machine code, and per-field messages for forms. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** 500 and 503 only: the request's id (X-Request-Id), to quote to support (issue 17). */
  requestId: z.string().optional(),
  /** account_suspended only: the operator's reason, shown to the person as it was written. */
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.status400,
  401: MESSAGES.status401,
  403: MESSAGES.status403,
  404: MESSAGES.status404,
  408: MESSAGES.status408,
  429: MESSAGES.status429,
  500: MESSAGES.status500,
  502: MESSAGES.status502,
  503: MESSAGES.status503,
  504: MESSAGES.status504,
};

/** The spec's status → message table (PRODUCT.md §errors), used when an answer carries no message. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? MESSAGES.statusOther.replace('{status}', String(status));
}

/** A body the caller may leave out: no body reads as `{}` (the calls whose fields are all optional). */
export const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
