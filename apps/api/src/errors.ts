import {
  type ErrorCode,
  isMessageKey,
  type Message,
  type MessageKey,
  messageText,
  statusMessageOf,
} from '@tifo/contract';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payment_failed: 402,
  unavailable: 503,
  internal: 500,
  email_not_verified: 403,
  account_suspended: 403,
  gone: 410,
};

/** What an error names: a message's key, or a key and the values of its placeholders. */
export type ErrorMessage = MessageKey | Message;

function asMessage(message: ErrorMessage): Message {
  return typeof message === 'string' ? { key: message } : message;
}

/**
 * The one error type services throw. It names its message and each field's by key (contract MESSAGES); the
 * error handler answers `{ code, key, message, fields, requestId }` in the caller's language (platform/messages.ts).
 * Its own `message` is the spec's text, for logs.
 */
export class AppError extends Error {
  readonly status: number;
  readonly answer: Message;
  readonly fields?: Record<string, Message>;
  readonly headers?: Record<string, string>;
  /** account_suspended: the operator's reason, answered as it was written. */
  readonly reason?: string;
  /** A schema's refusal (schemaError): its keys are the ones the schema names, not the endpoint's errorKeys. */
  readonly fromSchema: boolean;

  constructor(
    readonly code: ErrorCode,
    message?: ErrorMessage,
    options: {
      status?: number;
      fields?: Record<string, ErrorMessage>;
      headers?: Record<string, string>;
      reason?: string;
      fromSchema?: boolean;
    } = {},
  ) {
    const status = options.status ?? STATUS_BY_CODE[code];
    const answer = message === undefined ? statusMessageOf(status) : asMessage(message);
    super(messageText(answer));
    this.status = status;
    this.answer = answer;
    if (options.fields)
      this.fields = Object.fromEntries(
        Object.entries(options.fields).map(([name, field]) => [name, asMessage(field)]),
      );
    if (options.headers) this.headers = options.headers;
    if (options.reason) this.reason = options.reason;
    this.fromSchema = options.fromSchema ?? false;
  }
}

/** A 400 whose message is also the one field's (the amount, the file, the captcha). */
export function fieldError(field: string, message: ErrorMessage, status?: number): AppError {
  return new AppError('validation', message, { fields: { [field]: message }, ...(status ? { status } : {}) });
}

/** One issue of a schema: the field it concerns (a dotted path, '' for the whole) and its message. */
export interface SchemaIssue {
  field: string;
  message: string | undefined;
}

/**
 * A 400 from a schema's issues (contract schemas name their messages by key; an issue with any other text, such
 * as a type error zod words itself, is the status' message): each field's first message, the first as the answer.
 */
export function schemaError(issues: readonly SchemaIssue[]): AppError {
  const fields: Record<string, MessageKey> = {};
  for (const issue of issues)
    fields[issue.field || '_'] ??= isMessageKey(issue.message) ? issue.message : 'status400';
  return new AppError('validation', Object.values(fields)[0] ?? 'status400', { fields, fromSchema: true });
}

/** The issues of a zod error, for schemaError. */
export function zodIssues(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): SchemaIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** 403 `email_not_verified`: what the call hands out was sent to an address the account has not proven. */
export function emailNotVerified(): AppError {
  return new AppError('email_not_verified', 'emailNotVerified');
}

/** 403 `account_suspended` at login: the account is suspended, and why (the operator's words). */
export function accountSuspended(reason: string | null): AppError {
  return new AppError('account_suspended', 'accountSuspended', { reason: reason ?? '' });
}

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'validation';
}

/**
 * SQLSTATE classes of a database that went away rather than refused a statement: 08 connection exception,
 * 57 operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57)/;
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'ECONNREFUSED',
  'ECONNRESET',
  'timeout exceeded when trying to connect',
];

/**
 * True when an error (or its cause, as ORMs wrap driver errors) means the database is unreachable or ended
 * the connection: the request may be retried and is answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || code.startsWith('ECONN')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

/** An error and the errors it was caused by (ORMs wrap driver errors), at most five deep. */
function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The table whose unique index refused a statement (SQLSTATE 23505), from the error or its cause (ORMs wrap
 * driver errors); undefined for any other error.
 */
export function uniqueViolationOn(error: unknown): { table: string; constraint: string } | undefined {
  for (const { code, table, constraint } of errorChain(error)) {
    if (code === '23505') return { table: String(table ?? ''), constraint: String(constraint ?? '') };
  }
  return undefined;
}
