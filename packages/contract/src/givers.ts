import { z } from 'zod';
import { LIMITS } from './limits';
import { KEYS } from './messages';

/*
 * Giving as a company (issue 47, docs/decisions/087): at checkout a donor names a company and its address; the
 * receipts and the annual certificate of the gifts given so are issued to the company. The choice stays with the
 * account for the next gift until the donor gives as a private person again.
 */

const line = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

export const GiverCompany = z.object({
  name: line(LIMITS.companyNameMax, KEYS.companyNameRequired, KEYS.companyNameTooLong),
  address1: line(LIMITS.addressLineMax, KEYS.companyAddressRequired, KEYS.addressTooLong),
  address2: z.string().trim().max(LIMITS.addressLineMax, KEYS.addressTooLong).nullish().default(null),
  postalCode: line(LIMITS.postalCodeMax, KEYS.companyPostalCodeRequired, KEYS.postalCodeTooLong),
  city: line(LIMITS.cityMax, KEYS.companyCityRequired, KEYS.cityTooLong),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, KEYS.countryInvalid)
    .default('CH'),
});
export type GiverCompany = z.output<typeof GiverCompany>;
export type GiverCompanyInput = z.input<typeof GiverCompany>;

/**
 * With a payment: a company gives it (and the gifts after it), `null` the donor as a private person again;
 * left out, the account's last choice holds.
 */
export const GiverChoice = GiverCompany.nullable();

/** The account's giver for its next gift: a company, or null for the private person. */
export const GiverResponse = z.object({
  company: GiverCompany.nullable(),
  /** Whether the donor covered the fee at their last checkout (issue 48): the next checkout starts so. */
  coversFee: z.boolean(),
});
export type GiverResponse = z.infer<typeof GiverResponse>;

export const GiverRequest = z.object({ company: GiverChoice });
export type GiverRequest = z.input<typeof GiverRequest>;
