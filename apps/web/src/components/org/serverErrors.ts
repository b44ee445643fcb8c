import type { MessageKey } from '@tifo/contract';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';

/** Messages the server sends for a field without naming it in `fields`. */
const FIELD_OF_MESSAGE: Partial<Record<MessageKey, string>> = {
  shortNameTaken: 'shortName',
  shortNameReserved: 'shortName',
  shortNameLocked: 'shortName',
  adminRoleClubRequired: 'adminEmails',
  adminsRequired: 'adminEmails',
};

/**
 * Shows a failed save in the form: each of the server's field messages (`{message, code, fields}`, already
 * translated by the API client) under its field, and returns the message for above the form when it says
 * more than the field messages (or null when there is nothing more to say).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return translateMessageKey('unknownError');
  if (error.handled) return null;
  const shown: string[] = [];
  const entries = Object.entries(error.fields ?? {});
  const named = error.key && FIELD_OF_MESSAGE[error.key];
  if (entries.length === 0 && named) entries.push([named, error.message]);
  for (const [raw, message] of entries) {
    const path = raw.replace(/\[(\d+)\]/g, '.$1');
    const top = path.split('.')[0] ?? '';
    if (!fieldNames.includes(top)) continue;
    // A message for the whole list of administrators belongs to the list, not to one row.
    const target = path === 'adminEmails' ? 'adminEmails.root' : path;
    setError(target as Path<T>, { type: 'server', message }, { shouldFocus: shown.length === 0 });
    shown.push(message);
  }
  return shown.includes(error.message) ? null : error.message;
}

/**
 * The submit handler of a form that saves as a whole: a failed save shows its messages under the fields
 * (`showServerErrors`), and `formError` holds what is left to say above the buttons.
 */
export function useSaveSubmit<Values extends FieldValues, Result>(
  form: UseFormReturn<Values, unknown, Result>,
  fieldNames: readonly string[],
  onSave: (values: Result) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (caught) {
      setFormError(showServerErrors(caught, form.setError, fieldNames));
    }
  });
  return { submit, formError };
}
