import { z } from 'zod';
import { DESCRIPTION_FIELDS, type Descriptions } from './descriptions';
import { WIRE_LANGUAGES, type WireLanguage } from './languages';
import { OFFER_LIMITS } from './limits';
import { KEYS } from './messages';

/*
 * The description fields the schemas of offers and clubs share (offers.ts, events.ts, clubs.ts,
 * organisations.ts). Not exported from the package: the schemas that use them are.
 */

const descriptionText = z.string().trim().max(OFFER_LIMITS.descriptionMax, KEYS.descriptionTooLong);

export const descriptionFields = {
  /** English (PRODUCT.md §offers). */
  description: descriptionText.default(''),
  descriptionDe: descriptionText.default(''),
  descriptionFr: descriptionText.default(''),
  descriptionIt: descriptionText.default(''),
  /** The language the description was written in; that one is required. */
  sourceLanguage: z.enum(WIRE_LANGUAGES).default('de'),
  /** Languages whose text is still a copy of the source (the translate call's answer). */
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)).max(4).default([]),
};

export function requireSourceDescription(
  body: Descriptions & { sourceLanguage: WireLanguage },
  ctx: z.RefinementCtx,
  message: string,
  min = 1,
) {
  const field = DESCRIPTION_FIELDS[body.sourceLanguage];
  if (Array.from(body[field]).length < min) ctx.addIssue({ code: 'custom', message, path: [field] });
}

/** A description in each language as an answer carries it (English in `description`). */
export const descriptionTexts = {
  description: z.string(),
  descriptionDe: z.string(),
  descriptionFr: z.string(),
  descriptionIt: z.string(),
};

/** The descriptions as a club's administrators read them back (ClubProduct, ClubEvent). */
export const storedDescriptions = {
  ...descriptionTexts,
  untranslatedLanguages: z.array(z.enum(WIRE_LANGUAGES)),
};
