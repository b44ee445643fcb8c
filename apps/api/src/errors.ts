import { type ErrorCode, statusMessage } from '@tifo/contract';

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
};

/** The one error type services throw; the error handler turns it into `{ message, code, fields }`. */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { status?: number; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const status = options.status ?? STATUS_BY_CODE[code];
    super(message ?? statusMessage(status));
    this.status = status;
    if (options.fields) this.fields = options.fields;
    if (options.headers) this.headers = options.headers;
  }
}

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'internal' : 'validation';
}
