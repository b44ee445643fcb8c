import { fillPlaceholders, WIRE_LANGUAGES, type WireLanguage } from '@tifo/contract';

/** What a mail template says, before renderMail (render.ts) lays it out as HTML and text. */
export interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: string;
  /** Shown under the button, e.g. the reset code to copy. */
  after?: string;
  /** A text someone wrote (e.g. a contact message), shown set off with its line breaks kept. */
  quote?: string;
  /** Paragraphs after the quote. */
  closing?: string[];
}

export type Vars = Record<string, string>;
/** A template in each of the four languages. */
export type Texts = Record<WireLanguage, (vars: Vars) => TemplateText>;

/** One mail: its name (kept with the sent mail in the outbox) and its texts. Each domain module owns its own. */
export interface MailTemplate<Name extends string = string> {
  readonly name: Name;
  readonly texts: Texts;
}

/** A domain's mails, each entry's texts named by its key: what `MailRequest.template` takes. */
export function mailSet<T extends Record<string, Texts>>(
  texts: T,
): { readonly [K in keyof T & string]: MailTemplate<K> } {
  return Object.fromEntries(Object.entries(texts).map(([name, each]) => [name, { name, texts: each }])) as {
    [K in keyof T & string]: MailTemplate<K>;
  };
}

/**
 * Words of a mail with `{name}` placeholders for its values; or words said only when a value is given
 * (`{when: 'inviter', text}`); or one of several chosen by a value (`{by: 'reason', cases: {…}, other}`).
 */
export type Words =
  | string
  | { when: string; text: string }
  | { by: string; cases: Record<string, string>; other: string };

/** A mail's words in one language, as its module's catalog (`locales/<language>/<kind>.json`) holds them. */
export interface MailWords {
  subject: Words;
  greeting: Words;
  paragraphs: Words[];
  button?: Words;
  after?: Words;
  quote?: Words;
  closing?: Words[];
}

/** The words for these values, or undefined where they are said only with a value that is not given. */
function say(words: Words, vars: Vars): string | undefined {
  if (typeof words === 'string') return fillPlaceholders(words, vars);
  if ('when' in words) return vars[words.when] ? fillPlaceholders(words.text, vars) : undefined;
  return fillPlaceholders(words.cases[vars[words.by] ?? ''] ?? words.other, vars);
}

const sayAll = (list: Words[], vars: Vars) =>
  list.map((words) => say(words, vars)).filter((text): text is string => text !== undefined);

/** A mail's text from its words and values (renderMail lays it out). */
export function mailText(words: MailWords, vars: Vars): TemplateText {
  const optional = (key: 'button' | 'after' | 'quote') => {
    const text = words[key] === undefined ? undefined : say(words[key], vars);
    return text === undefined ? {} : { [key]: text };
  };
  return {
    subject: say(words.subject, vars) ?? '',
    greeting: say(words.greeting, vars) ?? '',
    paragraphs: sayAll(words.paragraphs, vars),
    ...optional('button'),
    ...optional('after'),
    ...optional('quote'),
    ...(words.closing ? { closing: sayAll(words.closing, vars) } : {}),
  };
}

/**
 * A module's mails from its catalogs, one per language (the words live there, for translators, not in code).
 * `valuesOf` adds what a mail says that the caller does not pass: a role's or a period's name in the language
 * (from the catalog's own tables), a sentence shared by several mails.
 */
export function catalogMails<Catalog extends Record<string, MailWords>>(
  catalogs: Record<WireLanguage, Catalog>,
  valuesOf: (language: WireLanguage, vars: Vars) => Vars = () => ({}),
): { readonly [K in keyof Catalog & string]: MailTemplate<K> } {
  const names = Object.keys(catalogs.de) as (keyof Catalog & string)[];
  return Object.fromEntries(
    names.map((name) => {
      const texts = Object.fromEntries(
        WIRE_LANGUAGES.map((language) => [
          language,
          (vars: Vars) =>
            mailText(catalogs[language][name] as MailWords, { ...vars, ...valuesOf(language, vars) }),
        ]),
      ) as Texts;
      return [name, { name, texts }];
    }),
  ) as { readonly [K in keyof Catalog & string]: MailTemplate<K> };
}
