import {
  DESCRIPTION_FIELDS,
  type Descriptions,
  type MessageKey,
  stillUntranslated,
  type WireLanguage,
  withTranslations,
} from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { uploadOfferImage } from '../../lib/offersApi';
import { type CroppedImage, renderCroppedImage } from './cropImage';
import { copyToOtherLanguages, sourceText } from './productDraft';
import { useAutoTranslate } from './useAutoTranslate';

/** What every offer form holds besides its own fields. */
export interface OfferDraft extends Descriptions {
  /** Set when editing (or after a create whose image upload failed: the offer exists as a draft). */
  id: string | null;
  sourceLanguage: WireLanguage;
  untranslatedLanguages: WireLanguage[];
}

/** Validation messages by field (tickets by row: 'tickets.0.amount'), already translated. */
export type OfferErrors = Partial<Record<string, string>>;

/** The saving steps the modal shows (PRODUCT.md §offers: open → uploading and translating → closed). */
export type OfferStep = 'translating' | 'saving' | 'uploading';

interface OfferFormOptions<Draft extends OfferDraft> {
  /** Where the image goes (POST /files with the saved id). */
  entity: 'product' | 'event';
  draft: () => Draft;
  /** Editing: the saved image and the description the other languages were translated from. */
  existingImage: string | null;
  translatedFrom: string;
  /** The contract's rules plus the image: the request body when valid. */
  validate: (
    draft: Draft,
    hasImage: boolean,
  ) => { errors: OfferErrors; body: Record<string, unknown> | null };
  /** The first invalid field in the form's order; it gets the focus. */
  firstError: (errors: OfferErrors) => string | undefined;
  /** Whether the form shows a field: a rule about one it does not show is said in the failure banner. */
  shows: (field: string) => boolean;
  save: (body: Record<string, unknown>) => Promise<{ id: string; message: string }>;
  texts: {
    created: MessageKey;
    updated: MessageKey;
    /** The offers namespace's text for a failed image upload ({{reason}}). */
    imageFailed: string;
    /** What a failure that is not the server's says, when creating or editing. */
    failed: (editing: boolean) => string;
  };
  /** A failed save, besides the banner (events log it, PRODUCT.md §errors). */
  onSaveFailed?: (error: unknown) => void;
  /** After saving (and the image upload): the translated success message. */
  onSaved: (message: string) => void;
  /** A created offer exists but its image failed: the list is refreshed so it shows as a draft. */
  onChanged: () => void;
}

/**
 * The state and the create/update flow shared by the product and event forms: validate, translate, save,
 * upload the image with the saved id, then report (PRODUCT.md §offers). A created offer whose image fails stays a
 * draft and the form switches to editing it, so trying again does not create a second one.
 */
export function useOfferForm<Draft extends OfferDraft>(options: OfferFormOptions<Draft>) {
  const { t } = useTranslation('offers');
  const idPrefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Draft>(options.draft);
  const [existingImage, setExistingImage] = useState<string | null>(options.existingImage);
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [step, setStep] = useState<OfferStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const source = draft.sourceLanguage;
  const description = sourceText(draft);
  const translation = useAutoTranslate({
    source,
    text: description,
    initialTranslatedFrom: options.translatedFrom,
    onTranslated: (answer) => setDraft((current) => withTranslations(current, answer)),
  });
  const editing = draft.id !== null;
  const saving = step !== null;
  const createBlocked = description.trim() === '' || translation.busy;

  /** Clears the messages of the given fields once the person changes them. */
  const clearError = (...keys: string[]) => {
    if (keys.some((key) => errors[key])) {
      setErrors((current) => {
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
    }
  };
  const update = <K extends keyof Draft>(field: K, value: Draft[K], ...errorKeys: string[]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(String(field), ...errorKeys);
  };
  /** A message on the description in the source language (checked when it loses the focus). */
  const setSourceError = (message: string) =>
    setErrors((current) => ({ ...current, [DESCRIPTION_FIELDS[source]]: message }));
  const chooseImage = (next: CroppedImage | null) => {
    setImage(next);
    if (next) clearError('image');
  };

  const focusFirstError = (found: OfferErrors) => {
    const first = options.firstError(found);
    if (first) document.getElementById(`${idPrefix}-${first.replace(/\./g, '-')}`)?.focus();
  };

  const submit = async () => {
    setFailure(null);
    const hasImage = image !== null || existingImage !== null;
    const checked = options.validate(draft, hasImage);
    if (!checked.body) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      // A rule about a field the form does not show (club, id): say it, or nothing would seem to happen.
      const hidden = Object.entries(checked.errors).find(([field]) => !options.shows(field));
      if (hidden) setFailure(hidden[1] ?? null);
      return;
    }
    setErrors({});
    try {
      setStep('translating');
      const translated = await translation.translateNow();
      if (translated === null) {
        // No translation: the other languages get a copy of the text, marked untranslated, to edit or keep.
        setDraft((latest) => copyToOtherLanguages(latest));
        translation.acceptUntranslated();
        setStep(null);
        return;
      }
      setStep('saving');
      // A fresh translation changed the other languages: validate and send the form with it.
      const current = translated === 'current' ? draft : withTranslations(draft, translated);
      const body = options.validate(current, hasImage).body ?? checked.body;
      const saved = await options.save(body);
      const created = !editing;
      if (created) setDraft((latest) => ({ ...latest, id: saved.id }));
      if (image) {
        setStep('uploading');
        try {
          const file = await renderCroppedImage(image);
          const uploaded = await uploadOfferImage(options.entity, saved.id, file);
          setExistingImage(uploaded.url);
          setImage(null);
        } catch (error) {
          // The offer exists without its image: it stays a draft (not public) until an image is uploaded.
          options.onChanged();
          setFailure(
            t(options.texts.imageFailed, { reason: error instanceof Error ? error.message : String(error) }),
          );
          setStep(null);
          return;
        }
      }
      setStep(null);
      options.onSaved(
        created
          ? translateMessageKey(options.texts.created)
          : (issueText(saved.message) ?? translateMessageKey(options.texts.updated)),
      );
    } catch (error) {
      setStep(null);
      options.onSaveFailed?.(error);
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        focusFirstError(error.fields);
      }
      setFailure(error instanceof ApiError ? error.message : options.texts.failed(editing));
    }
  };

  return {
    idPrefix,
    draft,
    setDraft,
    update,
    errors,
    clearError,
    setSourceError,
    existingImage,
    image,
    chooseImage,
    step,
    saving,
    failure,
    editing,
    createBlocked,
    source,
    description,
    translation,
    untranslated: stillUntranslated(draft, source, draft.untranslatedLanguages),
    submit,
  };
}

export type OfferForm<Draft extends OfferDraft> = ReturnType<typeof useOfferForm<Draft>>;
