import { electronicFormatIBAN, extractIBAN, isQRIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { ORG_LIMITS } from './limits';
import { KEYS } from './messages';

/** An organisation's bank account for its payouts (PRODUCT.md §validation step 3, POST /banks, PUT /banks) and its IBAN. */

export const CURRENCIES = ['CHF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** 'ch93 0076 2011 6238 5295 7' → 'CH9300762011623852957'. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.replace(/[\s-]/g, '')) ?? '';
}

/** The IBAN in groups of four, as printed: 'CH93 0076 2011 6238 5295 7'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The input's maximum length with the group spaces: 26 for CH, else 42 (PRODUCT.md §validation). */
export function ibanInputMax(country: string | null | undefined): number {
  return country?.toUpperCase() === 'CH' ? ORG_LIMITS.ibanInputMaxCh : ORG_LIMITS.ibanInputMax;
}

/**
 * Structure (two letters, two digits, up to 30 letters or digits), the country's length and the mod-97 check.
 * Spaces and lower case are accepted and normalised.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban) && isValidIBAN(iban);
}

/** A QR-IBAN (Swiss/Liechtenstein, institution id 30000–31999) is for QR bills only: payouts cannot go there. */
export function isQrIban(value: string): boolean {
  const iban = normalizeIban(value);
  return isValidIBAN(iban) && isQRIBAN(iban);
}

/** 'CH93 **** **** **** *295 7': only the country, check digits and the last four characters. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value) || value;
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The country an IBAN belongs to ('CH', 'LI', 'DE', …), or undefined. */
export function ibanCountry(value: string): string | undefined {
  const extracted = extractIBAN(normalizeIban(value));
  return extracted.valid ? extracted.countryCode : undefined;
}

export const iban = z
  .string(KEYS.ibanRequired)
  .trim()
  .min(1, KEYS.ibanRequired)
  .max(ORG_LIMITS.ibanInputMax, KEYS.ibanInvalid)
  .refine((value) => value === '' || isValidIban(value), KEYS.ibanInvalid)
  .refine((value) => value === '' || !isQrIban(value), KEYS.ibanQr)
  .transform(normalizeIban);

const bankFields = {
  clubId: z.uuid(KEYS.clubNotFound),
  /** Account owner. */
  name: z
    .string(KEYS.bankOwnerRequired)
    .trim()
    .min(1, KEYS.bankOwnerRequired)
    .max(ORG_LIMITS.bankOwnerMax, KEYS.bankOwnerTooLong),
  iban,
  currency: z.enum(CURRENCIES, KEYS.currencyRequired).default('CHF'),
  country: z
    .string(KEYS.bankCountryRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, KEYS.bankCountryRequired),
};

export const BankRequest = z.object(bankFields);
export type BankRequest = z.infer<typeof BankRequest>;
export const UpdateBankRequest = z.object({ ...bankFields, id: z.uuid(KEYS.status404) });
export type UpdateBankRequest = z.infer<typeof UpdateBankRequest>;

/** The wizard's step 3 form: the request plus the confirmation, which must match (spec's quirk not kept). */
export const BankForm = BankRequest.omit({ clubId: true })
  .extend({ confirmIban: z.string() })
  .refine((form) => normalizeIban(form.confirmIban) === normalizeIban(form.iban), {
    message: KEYS.ibanMismatch,
    path: ['confirmIban'],
  });
export type BankForm = z.input<typeof BankForm>;

/** Bank data as answered: the IBAN is masked unless the caller is ROLE_CLUB of the club or the operator. */
export const BankDetails = z.object({
  id: z.string(),
  clubId: z.string(),
  name: z.string(),
  iban: z.string(),
  ibanMasked: z.boolean(),
  currency: z.enum(CURRENCIES),
  country: z.string(),
  /**
   * The IBAN or the owner changed after the operator had reviewed the club: payouts (and membership invoices'
   * QR-bills) wait until the operator confirms the new account. The first account is confirmed by the review.
   */
  awaitingConfirmation: z.boolean(),
  /** When the IBAN or the owner last changed (ISO), and the IBAN's last four before (null: the first account). */
  changedAt: z.string(),
  previousIbanLast4: z.string().nullable(),
});
export type BankDetails = z.infer<typeof BankDetails>;
