import type { MessageKey, WireLanguage } from '@tifo/contract';
import { issueText, translateMessageKey } from '../../i18n';

/** A new offer's description, to be written in `source` (the UI language) and translated from it. */
export function emptyDescriptions(source: WireLanguage) {
  return {
    description: '',
    descriptionDe: '',
    descriptionFr: '',
    descriptionIt: '',
    sourceLanguage: source,
    untranslatedLanguages: [] as WireLanguage[],
  };
}

/** A draft checked against the contract's request schema: translated messages by field, the request when valid. */
export interface DraftValidation<Field extends string> {
  /** Translated messages by field; empty when the draft may be saved. */
  errors: Partial<Record<Field, string>>;
  /** The parsed request (the contract's normalised offer) when valid. */
  body: Record<string, unknown> | null;
}

type Parsed =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

/**
 * Each field's first message of a schema's check (`fieldOf` names the field of an issue's path), and the image's
 * when there is none yet; the request only when nothing is missing.
 */
export function draftValidation<Field extends string>(
  result: Parsed,
  fieldOf: (path: PropertyKey[]) => Field | undefined,
  image: { present: boolean; required: MessageKey; field: Field },
): DraftValidation<Field> {
  const errors: Partial<Record<Field, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = issueText(issue.message) ?? issue.message;
    }
  }
  if (!image.present) errors[image.field] = translateMessageKey(image.required);
  const valid = Object.keys(errors).length === 0 && result.success;
  return { errors, body: valid && result.success ? (result.data as Record<string, unknown>) : null };
}
