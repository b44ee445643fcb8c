import { issueText } from '../i18n';
import { ApiError } from './api';

/** The first message per field of a schema check (zod issues), translated; fields not listed are left out. */
export function issueMessages<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0] as F;
    if (fields.includes(name)) found[name] ??= issueText(issue.message) ?? issue.message;
  }
  return found;
}

/** The server's messages per field of a failed call, translated; undefined when it named no field. */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  return issueMessages(
    Object.entries(error.fields).map(([name, message]) => ({ path: [name], message })),
    fields,
  );
}
