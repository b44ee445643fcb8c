import {
  fillPlaceholders,
  GERMAN_MESSAGE_KEYS,
  languageFromHeader,
  type Message,
  type MessageKey,
  messageText,
  WIRE_LANGUAGES,
  type WireLanguage,
} from '@tifo/contract';
import de from '@tifo/contract/locales/de/messages.json' with { type: 'json' };
import en from '@tifo/contract/locales/en/messages.json' with { type: 'json' };
import fr from '@tifo/contract/locales/fr/messages.json' with { type: 'json' };
import it from '@tifo/contract/locales/it/messages.json' with { type: 'json' };

/** The contract's message catalogs, the web's `messages` namespace: the one place their words are kept. */
const CATALOGS: Record<WireLanguage, Partial<Record<MessageKey, string>>> = { de, en, fr, it };

/**
 * The language a caller asked for with Accept-Language (the web app sends its UI language), or undefined when
 * the request names none of Tifo's languages: then answers keep the spec's own words.
 */
export function requestedLanguage(header: string | string[] | undefined): WireLanguage | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const named = value.split(',').map((part) => part.trim().toLowerCase().split(/[;-]/)[0] ?? '');
  return named.some((tag) => (WIRE_LANGUAGES as readonly string[]).includes(tag))
    ? languageFromHeader(value)
    : undefined;
}

/** A message in one language, from the catalogs (the spec's words where a catalog lacks it). */
export function messageIn(language: WireLanguage, message: Message): string {
  const text = CATALOGS[language][message.key];
  return text === undefined ? messageText(message) : fillPlaceholders(text, message.values);
}

/**
 * The texts of the messages of one answer. With a language, each is in it. Without one they are in the spec's
 * words; and where the spec's German messages would stand beside English ones, the German ones are given in
 * English, so that one answer speaks one language (issue 45).
 */
export function answerLanguage(
  language: WireLanguage | undefined,
  messages: readonly Message[],
): (message: Message) => string {
  if (language) return (message) => messageIn(language, message);
  const german = messages.some((message) => GERMAN_MESSAGE_KEYS.has(message.key));
  const other = messages.some((message) => !GERMAN_MESSAGE_KEYS.has(message.key));
  if (german && other)
    return (message) =>
      GERMAN_MESSAGE_KEYS.has(message.key) ? messageIn('en', message) : messageText(message);
  return messageText;
}
