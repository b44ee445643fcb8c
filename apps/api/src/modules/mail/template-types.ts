import type { WireLanguage } from '@tifo/contract';

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
