import { type TifoTranslateResponse, WIRE_LANGUAGES, type WireLanguage } from '@tifo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { translateText } from '../../lib/offersApi';

/** Translation starts this long after the last keystroke in the description. */
export const TRANSLATE_DEBOUNCE_MS = 700;

/** idle: the other languages match the text (or there is none); pending: waiting for typing to pause. */
export type TranslationStatus = 'idle' | 'pending' | 'running' | 'failed';

interface Options {
  /** The language the description is written in. */
  source: WireLanguage;
  /** The description in the source language, as typed. */
  text: string;
  /** The text the other languages were last translated from (an edited product's saved description). */
  initialTranslatedFrom?: string;
  onTranslated: (answer: TifoTranslateResponse) => void;
}

/**
 * Translates the description into the other three languages while the person types (debounced POST
 * /translate, PRODUCT.md §offers). `busy` is true while a translation is waiting or running: the form's create
 * button is disabled then. `translateNow` is the create flow's "translate" step: it answers at once when the
 * other languages already match the text.
 */
export function useAutoTranslate({ source, text, initialTranslatedFrom, onTranslated }: Options) {
  const [status, setStatus] = useState<TranslationStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const translatedFrom = useRef(initialTranslatedFrom?.trim() ?? '');
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTranslatedRef = useRef(onTranslated);
  onTranslatedRef.current = onTranslated;

  const run = useCallback(
    async (wanted: string): Promise<TifoTranslateResponse | null> => {
      clearTimeout(timer.current);
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setStatus('running');
      setError(null);
      try {
        const answer = await translateText(
          {
            text: wanted,
            sourceLang: source,
            targetLangs: WIRE_LANGUAGES.filter((language) => language !== source),
          },
          own.signal,
        );
        if (own.signal.aborted) return null;
        translatedFrom.current = wanted;
        onTranslatedRef.current(answer);
        setStatus('idle');
        return answer;
      } catch (caught) {
        if (own.signal.aborted) return null;
        // The spec shows the translated 'description_too_long' when the translation fails: kept for a refused
        // text (400); a failing service gets its own message, so that nobody shortens a text that was fine.
        const message =
          caught instanceof ApiError && caught.status === 400
            ? translateMessageKey('descriptionTooLong')
            : translateMessageKey('translationFailed');
        setError(message);
        setStatus('failed');
        return null;
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [source],
  );

  useEffect(() => {
    const wanted = text.trim();
    clearTimeout(timer.current);
    if (wanted === '' || wanted === translatedFrom.current) {
      controller.current?.abort();
      setStatus('idle');
      return;
    }
    setStatus('pending');
    timer.current = setTimeout(() => void run(wanted), TRANSLATE_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text, run]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  /**
   * The create flow's translate step: 'current' when the other languages already match the text, the answer
   * of a fresh translation, or null when it failed (the hook then shows the error).
   */
  const translateNow = useCallback(async (): Promise<TifoTranslateResponse | 'current' | null> => {
    const wanted = text.trim();
    if (wanted === '' || wanted === translatedFrom.current) return 'current';
    return run(wanted);
  }, [text, run]);

  /** After a failure the form keeps copies of the text (marked untranslated): it then counts as handled. */
  const acceptUntranslated = useCallback(() => {
    translatedFrom.current = text.trim();
  }, [text]);

  return {
    status,
    busy: status === 'pending' || status === 'running',
    error,
    translateNow,
    acceptUntranslated,
  };
}
