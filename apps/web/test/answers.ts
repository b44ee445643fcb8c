import type { ErrorCode, Message, MessageKey } from '@tifo/contract';
import { errorBodyOf } from '@tifo/contract/testing';

/** An error answer as the API gives it (contract ErrorBody) to a caller who names no language. */
export function errorBody(
  code: ErrorCode,
  message: MessageKey | Message,
  fields?: Record<string, MessageKey | Message>,
) {
  return errorBodyOf(code, message, fields, 'test-request');
}
