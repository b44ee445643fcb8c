import { z } from 'zod';
import { MESSAGES, type MessageKey } from './messages';

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

const MESSAGE_KEY_NAMES = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];
/** A message's key: an entry of the contract's catalogs (MESSAGES, locales/<language>/messages.json). */
export const MessageKeySchema = z.enum(MESSAGE_KEY_NAMES);
/** The values of a message's `{name}` placeholders (e.g. the amount of 'max donation amount CHF {amount}'). */
const MessageValues = z.record(z.string(), z.string());

/** One field's message: its key, its text in the caller's language, and the values of its placeholders. */
export const FieldMessage = z.object({
  key: MessageKeySchema,
  message: z.string(),
  values: MessageValues.optional(),
});
export type FieldMessage = z.infer<typeof FieldMessage>;

/**
 * Every error answer of the API (issue 46): a machine code, the message's key and its text in the caller's
 * language (Accept-Language; without one, the spec's own words), per-field messages for forms, and the request's
 * id to quote to support (X-Request-Id).
 */
export const ErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  key: MessageKeySchema,
  message: z.string(),
  /** The values of the message's placeholders, for a client that shows it by key. */
  values: MessageValues.optional(),
  fields: z.record(z.string(), FieldMessage).optional(),
  requestId: z.string(),
  /** account_suspended only: the operator's reason, shown to the person as it was written. */
  reason: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A call's confirmation: its text in the spec's words and its key, by which a client shows it in its language. */
export const Confirmation = z.object({ message: z.string(), key: MessageKeySchema.optional() });
export const MessageResponse = Confirmation;
export type MessageResponse = z.infer<typeof MessageResponse>;

/** A body the caller may leave out: no body reads as `{}` (the calls whose fields are all optional). */
export const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
