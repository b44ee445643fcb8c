import { z } from 'zod';
import { BankDetails } from './bank';
import { CLUB_STATES, shortName } from './clubs';
import { descriptionTexts } from './description-fields';
import { ClubDocument } from './files';
import { Confirmation } from './http';
import { CLUB_NATURES, CLUB_ROLES, type ClubRole, ORG_LIMITS, SWISS_BOUNDS } from './limits';
import { KEYS, type Message } from './messages';

/**
 * Organisations: the registration wizard (PRODUCT.md §organisations), the club edit page (PRODUCT.md §validation) and roles
 * (PRODUCT.md §organisations). One set of rules for the browser and the server. The bank account is in bank.ts, files and
 * documents in files.ts, the operator's review in review.ts, the limits (ORG_LIMITS) in limits.ts.
 */
// ---- Roles (PRODUCT.md §organisations) -------------------------------------------------------------

/** What each club role may do. The platform operator (ROLE_ADMIN) may do all of it for every club. */
export const CLUB_PERMISSIONS = {
  /** Save club information and the contact person (the edit page's save buttons). */
  editClub: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** Change logo and cover. */
  editImages: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** Add, remove and change administrators. */
  manageAdmins: ['ROLE_CLUB'],
  /** See the bank data; ROLE_CLUB sees the full IBAN, finance a masked one. */
  viewBank: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'],
  viewFullIban: ['ROLE_CLUB'],
  /** Save the bank data and upload registration documents. */
  editBank: ['ROLE_CLUB'],
  /** The overview tab: the donation graph, totals and the pending payout (PRODUCT.md §organisations: every role). */
  viewOverview: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE', 'ROLE_CLUB_OPERATOR'],
  /** Financials: payouts, their statements and the donations export (PRODUCT.md §organisations: admin and finance). */
  viewFinancials: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'],
  /** Top products and top sponsors (PRODUCT.md §organisations: admin and finance). */
  viewTops: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'],
  /** Products, events and memberships (later issues). */
  editOffers: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** The deliveries of products offered with delivery, with the donors' addresses (the products tab's roles). */
  shipDeliveries: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** The memberships tab: members, their invoices and payments (PRODUCT.md §organisations: admin and editor). */
  manageMembers: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** Ask to close the organisation, or withdraw the request (issue 45). */
  closeClub: ['ROLE_CLUB'],
} as const satisfies Record<string, readonly ClubRole[]>;
export type ClubPermission = keyof typeof CLUB_PERMISSIONS;

export function clubRoleMay(role: ClubRole | undefined | null, permission: ClubPermission): boolean {
  return (
    role !== undefined && role !== null && (CLUB_PERMISSIONS[permission] as readonly string[]).includes(role)
  );
}

/** Dashboard tabs by role (PRODUCT.md §organisations). */
export const CLUB_TABS = {
  ROLE_CLUB: [
    'overview',
    'financials',
    'events',
    'products',
    'topProducts',
    'topSponsors',
    'membership',
    'share',
  ],
  ROLE_CLUB_FINANCE: ['overview', 'financials', 'topProducts', 'topSponsors'],
  ROLE_CLUB_OPERATOR: ['overview', 'events', 'products', 'membership', 'share'],
} as const satisfies Record<ClubRole, readonly string[]>;

// ---- Field rules ------------------------------------------------------------------------------------------

const required = (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong);
const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Phone numbers: an optional leading + and digits, at most 15 (PRODUCT.md §constants, the E.164 maximum). Spaces, dots,
 * dashes and brackets people type are accepted and removed: '+41 44 123 45 67' is stored as '+41441234567'.
 */
export const phone = z
  .string(KEYS.phoneRequired)
  .transform((value) => value.replace(/[\s().\-/]/g, ''))
  .pipe(
    z
      .string()
      .min(1, KEYS.phoneRequired)
      .max(ORG_LIMITS.phoneMax, KEYS.phoneTooLong)
      .regex(/^\+?[0-9]{6,}$/, KEYS.phoneInvalid),
  );

/** Organisation e-mail (PRODUCT.md §validation 'Bitte erfasse eine gültige E-Mailadresse.'). */
export const orgEmail = z
  .string(KEYS.orgEmailInvalid)
  .trim()
  .toLowerCase()
  .min(1, KEYS.orgEmailInvalid)
  .max(ORG_LIMITS.emailMax, KEYS.emailTooLong)
  .regex(z.regexes.email, KEYS.orgEmailInvalid);

/** A web address; 'www.fc-example.ch' is accepted and stored with https://. */
export const website = z
  .string()
  .trim()
  .max(ORG_LIMITS.websiteMax, KEYS.websiteTooLong)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(value),
    KEYS.websiteInvalid,
  )
  .transform((value) => (value === null || /^https?:\/\//i.test(value) ? value : `https://${value}`));

/** Swiss postcodes have four digits; other countries up to 10 characters. */
const postalCode = required(KEYS.postalCodeRequired, ORG_LIMITS.postalCodeMax, KEYS.postalCodeTooLong);

export const OrgAddress = z.object({
  address1: required(KEYS.address1Required, ORG_LIMITS.addressLineMax, KEYS.addressTooLong),
  address2: optional(ORG_LIMITS.addressLineMax, KEYS.addressTooLong),
  postalCode,
  city: required(KEYS.cityRequired, ORG_LIMITS.cityMax, KEYS.cityTooLong),
  country: z
    .string(KEYS.countryRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, KEYS.countryRequired),
});

export const description = z
  .string(KEYS.clubDescriptionRequired)
  .trim()
  .max(ORG_LIMITS.descriptionMax, KEYS.descriptionTooLong);

export const AdminEntry = z.object({
  email: z
    .string(KEYS.adminEmailInvalid)
    .trim()
    .toLowerCase()
    .min(1, KEYS.adminEmailInvalid)
    .max(ORG_LIMITS.emailMax, KEYS.emailTooLong)
    .regex(z.regexes.email, KEYS.adminEmailInvalid),
  role: z.enum(CLUB_ROLES, KEYS.adminRoleInvalid).default('ROLE_CLUB'),
});
export type AdminEntry = z.infer<typeof AdminEntry>;

export const AdminEmails = z
  .array(AdminEntry, KEYS.adminsRequired)
  .min(1, KEYS.adminsRequired)
  .max(ORG_LIMITS.maxAdmins, KEYS.adminsTooMany)
  .superRefine((admins, ctx) => {
    if (admins.length > 0 && !admins.some((admin) => admin.role === 'ROLE_CLUB')) {
      ctx.addIssue({ code: 'custom', message: KEYS.adminRoleClubRequired });
    }
    const seen = new Set<string>();
    admins.forEach((admin, index) => {
      if (seen.has(admin.email)) {
        ctx.addIssue({ code: 'custom', message: KEYS.adminDuplicate, path: [index, 'email'] });
      }
      seen.add(admin.email);
    });
  });

// ---- Step 1: the club (POST /clubs, PUT /clubs) -------------------------------------------------------------

/**
 * Lower-case letters, digits and hyphens from a name, at most 30 characters: 'FC Zürich-Nord 1896' →
 * 'fc-zurich-nord-1896' (PRODUCT.md §organisations: derived from the name, cut to 30 characters).
 */
export function deriveShortName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, ORG_LIMITS.shortNameMax)
    .replace(/-+$/, '');
}

const clubFields = {
  nature: z.enum(CLUB_NATURES, KEYS.natureRequired).default('CLUB'),
  name: required(KEYS.clubNameRequired, ORG_LIMITS.clubNameMax, KEYS.clubNameTooLong),
  /** Optional: derived from the name when absent. Unique, and never the first segment of an app route. */
  shortName: shortName.optional(),
  email: orgEmail,
  website,
  ...OrgAddress.shape,
  /** Organisations register in Switzerland only (PRODUCT.md §validation). */
  country: z.literal('CH', KEYS.countrySwitzerlandOnly).default('CH'),
  latitude: z
    .number(KEYS.coordinatesOutsideSwitzerland)
    .min(SWISS_BOUNDS.minLatitude, KEYS.coordinatesOutsideSwitzerland)
    .max(SWISS_BOUNDS.maxLatitude, KEYS.coordinatesOutsideSwitzerland)
    .nullish()
    .default(null),
  longitude: z
    .number(KEYS.coordinatesOutsideSwitzerland)
    .min(SWISS_BOUNDS.minLongitude, KEYS.coordinatesOutsideSwitzerland)
    .max(SWISS_BOUNDS.maxLongitude, KEYS.coordinatesOutsideSwitzerland)
    .nullish()
    .default(null),
  hideAddress: z.boolean().default(false),
  contactNumber: phone,
  /** Sport type ids (from /types/all), at least one. */
  tags: z
    .array(z.number(KEYS.sportTypeRequired).int().positive(), KEYS.sportTypeRequired)
    .min(1, KEYS.sportTypeRequired)
    .max(10, KEYS.sportTypeRequired),
  /** The description in English and its German, French and Italian versions; the source language is required. */
  description: description.default(''),
  descriptionDe: description.default(''),
  descriptionFr: description.default(''),
  descriptionIt: description.default(''),
  /** The language the user wrote the description in; that one must not be empty. */
  sourceLanguage: z.enum(['en', 'de', 'fr', 'it']).default('de'),
  adminEmails: AdminEmails,
};

function requireSourceDescription<
  T extends {
    sourceLanguage: string;
    description: string;
    descriptionDe: string;
    descriptionFr: string;
    descriptionIt: string;
  },
>(club: T, ctx: z.RefinementCtx) {
  const byLanguage: Record<string, string> = {
    en: club.description,
    de: club.descriptionDe,
    fr: club.descriptionFr,
    it: club.descriptionIt,
  };
  if (!byLanguage[club.sourceLanguage]) {
    const path =
      club.sourceLanguage === 'en'
        ? 'description'
        : `description${club.sourceLanguage[0]?.toUpperCase()}${club.sourceLanguage[1]}`;
    ctx.addIssue({ code: 'custom', message: KEYS.clubDescriptionRequired, path: [path] });
  }
}

export const CreateClubRequest = z.object(clubFields).superRefine(requireSourceDescription);
export type CreateClubRequest = z.infer<typeof CreateClubRequest>;
export type CreateClubForm = z.input<typeof CreateClubRequest>;

/**
 * PUT /clubs: the same fields with the club's id. The shortName can change only while the club is pending
 * (a public address never moves); adminEmails only by ROLE_CLUB (others must send them unchanged or omit them).
 */
export const UpdateClubRequest = z
  .object({ ...clubFields, id: z.uuid(KEYS.clubNotFound), adminEmails: AdminEmails.optional() })
  .superRefine(requireSourceDescription);
export type UpdateClubRequest = z.infer<typeof UpdateClubRequest>;

/** The club as its administrators see it (answer of POST/PUT /clubs and part of /clubs/registration-details). */
export const ClubPrivate = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  nature: z.enum(CLUB_NATURES),
  status: z.enum(CLUB_STATES),
  email: z.string(),
  website: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hideAddress: z.boolean(),
  contactNumber: z.string(),
  tags: z.array(z.number().int()),
  ...descriptionTexts,
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  /** Everyone named; `invited` while the person has not accepted yet (no role until then). */
  adminEmails: z.array(z.object({ email: z.string(), role: z.enum(CLUB_ROLES), invited: z.boolean() })),
  /** The caller's own role in this club (null for the platform operator). */
  myRole: z.enum(CLUB_ROLES).nullable(),
  /** Set when the operator rejected the registration. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ClubPrivate = z.infer<typeof ClubPrivate>;

// ---- Step 2: the contact person (POST /contacts, PUT /contacts) -------------------------------------------

export const ContactPersonRequest = z.object({
  clubId: z.uuid(KEYS.clubNotFound),
  firstName: required(KEYS.profileFirstNameRequired, ORG_LIMITS.contactNameMax, KEYS.profileFirstNameTooLong),
  lastName: required(KEYS.profileLastNameRequired, ORG_LIMITS.contactNameMax, KEYS.profileLastNameTooLong),
  /** The original form's message for this field asked for a phone number; ours asks for an e-mail address. */
  email: orgEmail,
  contactNumber: phone,
  position: required(KEYS.positionRequired, ORG_LIMITS.designationMax, KEYS.positionTooLong),
  ...OrgAddress.shape,
});
export type ContactPersonRequest = z.infer<typeof ContactPersonRequest>;
export type ContactPersonForm = z.input<typeof ContactPersonRequest>;

export const ContactPerson = z.object({
  id: z.string(),
  clubId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  position: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ContactPerson = z.infer<typeof ContactPerson>;

// ---- What the wizard and the edit page reload ---------------------------------------------------------------

/**
 * POST /clubs/registration-details {clubId?}: what the wizard and the edit page reload. Without clubId, the
 * caller's most recent club. bank is null when none is saved or the caller's role may not see it.
 */
export const RegistrationDetailsRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound).optional() });
export const RegistrationDetails = z.object({
  club: ClubPrivate.nullable(),
  contact: ContactPerson.nullable(),
  bank: BankDetails.nullable(),
  documents: z.array(ClubDocument),
  /** 0 nothing saved, 1 club saved, 2 contact saved, 3 bank saved (registration complete). */
  completedStep: z.number().int().min(0).max(3),
});
export type RegistrationDetails = z.infer<typeof RegistrationDetails>;

/** The wizard's progress kept in the browser (PRODUCT.md §organisations): completed step 0, 1 or 2 and the saved ids. */
export const REGISTRATION_PROGRESS_KEY = 'tifo.clubRegistration';
export const RegistrationProgress = z.object({
  completedStep: z.number().int().min(0).max(2),
  clubId: z.string().nullable(),
  contactId: z.string().nullable(),
});
export type RegistrationProgress = z.infer<typeof RegistrationProgress>;

// ---- E-mail check on blur ---------------------------------------------------------------------------------

/** The must-register message for an admin e-mail without an account. */
export function adminMustRegisterMessage(address: string): Message {
  return { key: 'adminMustRegister', values: { email: address } };
}

// ---- The caller's organisations (POST /clubs/mine) -----------------------------------------------------------

/** A closure asked for (issue 45): when, and the day it takes effect (30 days of notice). */
export const ClosureState = z.object({ requestedAt: z.string(), closesAt: z.string() });
export type ClosureState = z.infer<typeof ClosureState>;

/** The organisations the caller administers, with the caller's role and how far the registration got. */
export const MyClub = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  status: z.enum(CLUB_STATES),
  role: z.enum(CLUB_ROLES),
  completedStep: z.number().int().min(0).max(3),
  logo: z.string().nullable(),
  /** Taken down by the operator (issue 45): since when and the operator's reason, shown on the dashboard. */
  takenDown: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** A closure asked for (issue 45): when, and the day it takes effect (30 days of notice). */
  closure: ClosureState.nullable(),
});

// ---- Closing an organisation (issue 45; the terms: closure with 30 days' notice) --------------------------------

export const CLOSURE_RULES = {
  /** Days between the request and the closure; the request may be withdrawn until then. */
  noticeDays: 30,
} as const;

/** POST /clubs/closure and /clubs/closure/withdraw {clubId}. */
export const ClosureRequest = z.object({ clubId: z.uuid(KEYS.clubNotFound) });
export type ClosureRequest = z.infer<typeof ClosureRequest>;

export const ClosureAnswer = z.object({
  ...Confirmation.shape,
  closure: ClosureState.nullable(),
});
export type ClosureAnswer = z.infer<typeof ClosureAnswer>;
export type MyClub = z.infer<typeof MyClub>;
export const MyClubsResponse = z.object({ content: z.array(MyClub) });
export type MyClubsResponse = z.infer<typeof MyClubsResponse>;
