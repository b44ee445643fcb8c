import type { ErrorCode } from '../http';
import { type Message, type MessageKey, messageText } from '../messages';

/*
 * For tests of the API and the web app (`@tifo/contract/testing`): answers as the API gives them to a caller who
 * names no language, i.e. in the spec's words.
 */

/** A message as an answer words it without Accept-Language: its key and the spec's text (values filled in). */
export function said(message: MessageKey | Message): {
  key: MessageKey;
  message: string;
  values?: Record<string, string>;
} {
  const named = typeof message === 'string' ? { key: message } : message;
  return { key: named.key, message: messageText(named), ...(named.values ? { values: named.values } : {}) };
}

/** An error answer (contract ErrorBody): code, message and fields by key in the spec's words, the request's id. */
export function errorBodyOf<Id>(
  code: ErrorCode,
  message: MessageKey | Message,
  fields: Record<string, MessageKey | Message> | undefined,
  requestId: Id,
) {
  return {
    code,
    ...said(message),
    ...(fields
      ? { fields: Object.fromEntries(Object.entries(fields).map(([name, m]) => [name, said(m)])) }
      : {}),
    requestId,
  };
}
