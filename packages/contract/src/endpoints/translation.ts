import { TranslateRequest, TranslateResponse } from '../descriptions';
import { endpoint } from '../endpoint';

/** The translation calls. */
export const TRANSLATION_ENDPOINTS = {
  postTranslate: endpoint({
    method: 'POST',
    path: '/translate',
    tag: 'translation',
    summary:
      'Translate a description (at most 240 characters); without a translation service the text is copied and marked untranslated',
    access: 'caller',
    body: TranslateRequest,
    answers: { 200: TranslateResponse },
    errors: [400, 401, 403, 404, 429, 502],
    errorKeys: ['descriptionTooLong', 'translationFailed'],
  }),
} as const;
