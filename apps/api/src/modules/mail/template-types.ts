import type { WireLanguage } from '@tifo/contract';

/** What a mail template says, before renderMail (templates.ts) lays it out as HTML and text. */
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
