import { electronicFormatIBAN, extractIBAN, isQRIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { CLUB_STATUSES, pageOf, shortName } from './clubs';
import { CLUB_NATURES, CLUB_ROLES, type ClubRole } from './limits';
import { MESSAGES } from './messages';

/**
 * Organisations: the registration wizard (spec 000 §3–§5), the club edit page (spec 001 §5), roles (spec 000
 * §6, spec 001 §6) and the operator's review (DESIGN.md §5). One set of rules for the browser and the server.
 */
export const ORG_LIMITS = {
  /** Registration allows 50; the edit page shows the name disabled (spec 001 says 20, but it cannot be edited). */
  clubNameMax: 50,
  shortNameMax: 30,
  descriptionMax: 240,
  emailMax: 50,
  websiteMax: 50,
  addressLineMax: 50,
  postalCodeMax: 10,
  cityMax: 50,
  phoneMax: 15,
  contactNameMax: 25,
  designationMax: 25,
  bankOwnerMax: 60,
  /** The IBAN input's length with the spaces of the groups of four: 26 for a Swiss IBAN, else 42. */
  ibanInputMaxCh: 26,
  ibanInputMax: 42,
  maxAdmins: 20,
  rejectReasonMax: 1000,
  /** 2 MB = 2,097,152 bytes (spec 000 §9) for logos, covers, product and event images. */
  imageMaxBytes: 2_097_152,
  /** Registration documents (statutes, ID): scans and PDFs are larger than pictures. */
  documentMaxBytes: 10 * 1024 * 1024,
  /** The operator aims to review a registration within 48 hours (DESIGN.md §5). */
  reviewTargetHours: 48,
  /** Document links given to the operator stay valid this long. */
  documentLinkTtlSeconds: 300,
} as const;

/** Image crop settings (spec 000 §5, spec 001 §5). */
export const CROP = {
  zoomMin: 1,
  zoomMax: 3,
  zoomStep: 0.1,
  rotationMin: 0,
  rotationMax: 360,
  aspect: { logo: 1, cover: 173 / 65, product: 4 / 3, event: 4 / 3, user: 1 },
} as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_TYPES = ['image/jpeg', 'application/pdf'] as const;
/** What the file pickers accept; the server decides by the file's bytes, never by its name. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg';

/** Multipart `entity` and `column` of POST/PUT /files (spec 001 §7). */
export const FILE_ENTITIES = ['club', 'document', 'product', 'event', 'user'] as const;
export type FileEntity = (typeof FILE_ENTITIES)[number];
/**
 * Registration documents: doc1 statutes with election minutes or a commercial register extract, doc2 the ID
 * or passport of the authorised representative (spec 000 §3); taxRuling the canton's tax-exemption ruling,
 * uploaded by the platform operator.
 */
export const DOCUMENT_KINDS = ['doc1', 'doc2', 'taxRuling'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const FILE_COLUMNS = {
  club: ['logo', 'cover'],
  document: DOCUMENT_KINDS,
  product: ['image'],
  event: ['image'],
  user: ['image'],
} as const satisfies Record<FileEntity, readonly string[]>;

export const CURRENCIES = ['CHF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The 26 cantons, for the operator's tax-exemption record. */
// biome-ignore format: two rows of cantons are easier to read than 26 lines
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const;
export type Canton = (typeof CANTONS)[number];

// ---- Roles (spec 000 §6, spec 001 §2 and §6) -------------------------------------------------------------

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
  /** The overview tab: the donation graph, totals and the pending payout (spec 001 §2: every role). */
  viewOverview: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE', 'ROLE_CLUB_OPERATOR'],
  /** Financials: payouts, their statements and the donations export (spec 001 §2: admin and finance). */
  viewFinancials: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'],
  /** Top products and top sponsors (spec 001 §2: admin and finance). */
  viewTops: ['ROLE_CLUB', 'ROLE_CLUB_FINANCE'],
  /** Products, events and memberships (later issues). */
  editOffers: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
  /** The memberships tab: members, their invoices and payments (spec 001 §2: admin and editor). */
  manageMembers: ['ROLE_CLUB', 'ROLE_CLUB_OPERATOR'],
} as const satisfies Record<string, readonly ClubRole[]>;
export type ClubPermission = keyof typeof CLUB_PERMISSIONS;

export function clubRoleMay(role: ClubRole | undefined | null, permission: ClubPermission): boolean {
  return (
    role !== undefined && role !== null && (CLUB_PERMISSIONS[permission] as readonly string[]).includes(role)
  );
}

/** Dashboard tabs by role (spec 001 §2). */
export const CLUB_TABS = {
  ROLE_CLUB: ['overview', 'financials', 'events', 'products', 'topProducts', 'topSponsors', 'membership'],
  ROLE_CLUB_FINANCE: ['overview', 'financials', 'topProducts', 'topSponsors'],
  ROLE_CLUB_OPERATOR: ['overview', 'events', 'products', 'membership'],
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
 * Phone numbers: an optional leading + and digits, at most 15 (spec 000 §9, the E.164 maximum). Spaces, dots,
 * dashes and brackets people type are accepted and removed: '+41 44 123 45 67' is stored as '+41441234567'.
 */
export const phone = z
  .string(MESSAGES.phoneRequired)
  .transform((value) => value.replace(/[\s().\-/]/g, ''))
  .pipe(
    z
      .string()
      .min(1, MESSAGES.phoneRequired)
      .max(ORG_LIMITS.phoneMax, MESSAGES.phoneTooLong)
      .regex(/^\+?[0-9]{6,}$/, MESSAGES.phoneInvalid),
  );

/** Organisation e-mail (spec 001 §5 'Bitte erfasse eine gültige E-Mailadresse.'). */
export const orgEmail = z
  .string(MESSAGES.orgEmailInvalid)
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.orgEmailInvalid)
  .max(ORG_LIMITS.emailMax, MESSAGES.emailTooLong)
  .regex(z.regexes.email, MESSAGES.orgEmailInvalid);

/** A web address; 'www.fc-example.ch' is accepted and stored with https://. */
export const website = z
  .string()
  .trim()
  .max(ORG_LIMITS.websiteMax, MESSAGES.websiteTooLong)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(value),
    MESSAGES.websiteInvalid,
  )
  .transform((value) => (value === null || /^https?:\/\//i.test(value) ? value : `https://${value}`));

/** Swiss postcodes have four digits; other countries up to 10 characters. */
const postalCode = required(
  MESSAGES.postalCodeRequired,
  ORG_LIMITS.postalCodeMax,
  MESSAGES.postalCodeTooLong,
);

export const OrgAddress = z.object({
  address1: required(MESSAGES.address1Required, ORG_LIMITS.addressLineMax, MESSAGES.addressTooLong),
  address2: optional(ORG_LIMITS.addressLineMax, MESSAGES.addressTooLong),
  postalCode,
  city: required(MESSAGES.cityRequired, ORG_LIMITS.cityMax, MESSAGES.cityTooLong),
  country: z
    .string(MESSAGES.countryRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MESSAGES.countryRequired),
});

export const description = z
  .string(MESSAGES.clubDescriptionRequired)
  .trim()
  .max(ORG_LIMITS.descriptionMax, MESSAGES.descriptionTooLong);

export const AdminEntry = z.object({
  email: z
    .string(MESSAGES.adminEmailInvalid)
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.adminEmailInvalid)
    .max(ORG_LIMITS.emailMax, MESSAGES.emailTooLong)
    .regex(z.regexes.email, MESSAGES.adminEmailInvalid),
  role: z.enum(CLUB_ROLES, MESSAGES.adminRoleInvalid).default('ROLE_CLUB'),
});
export type AdminEntry = z.infer<typeof AdminEntry>;

export const AdminEmails = z
  .array(AdminEntry, MESSAGES.adminsRequired)
  .min(1, MESSAGES.adminsRequired)
  .max(ORG_LIMITS.maxAdmins, MESSAGES.adminsTooMany)
  .superRefine((admins, ctx) => {
    if (admins.length > 0 && !admins.some((admin) => admin.role === 'ROLE_CLUB')) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.adminRoleClubRequired });
    }
    const seen = new Set<string>();
    admins.forEach((admin, index) => {
      if (seen.has(admin.email)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.adminDuplicate, path: [index, 'email'] });
      }
      seen.add(admin.email);
    });
  });

// ---- Step 1: the club (POST /clubs, PUT /clubs) -------------------------------------------------------------

/**
 * Lower-case letters, digits and hyphens from a name, at most 30 characters: 'FC Zürich-Nord 1896' →
 * 'fc-zurich-nord-1896' (spec 000 §3: derived from the name, cut to 30 characters).
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
  nature: z.enum(CLUB_NATURES, MESSAGES.natureRequired).default('CLUB'),
  name: required(MESSAGES.clubNameRequired, ORG_LIMITS.clubNameMax, MESSAGES.clubNameTooLong),
  /** Optional: derived from the name when absent. Unique, and never the first segment of an app route. */
  shortName: shortName.optional(),
  email: orgEmail,
  website,
  ...OrgAddress.shape,
  /** Organisations register in Switzerland only (spec 000 §5). */
  country: z.literal('CH', MESSAGES.countrySwitzerlandOnly).default('CH'),
  latitude: z.number().min(-90).max(90).nullish().default(null),
  longitude: z.number().min(-180).max(180).nullish().default(null),
  hideAddress: z.boolean().default(false),
  contactNumber: phone,
  /** Sport type ids (from /types/all), at least one. */
  tags: z
    .array(z.number(MESSAGES.sportTypeRequired).int().positive(), MESSAGES.sportTypeRequired)
    .min(1, MESSAGES.sportTypeRequired)
    .max(10, MESSAGES.sportTypeRequired),
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
    ctx.addIssue({ code: 'custom', message: MESSAGES.clubDescriptionRequired, path: [path] });
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
  .object({ ...clubFields, id: z.uuid(MESSAGES.clubNotFound), adminEmails: AdminEmails.optional() })
  .superRefine(requireSourceDescription);
export type UpdateClubRequest = z.infer<typeof UpdateClubRequest>;

/** The club as its administrators see it (answer of POST/PUT /clubs and part of /clubs/registration-details). */
export const ClubPrivate = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  nature: z.enum(CLUB_NATURES),
  status: z.enum(CLUB_STATUSES),
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
  description: z.string(),
  descriptionDe: z.string(),
  descriptionFr: z.string(),
  descriptionIt: z.string(),
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
  clubId: z.uuid(MESSAGES.clubNotFound),
  firstName: required(
    MESSAGES.profileFirstNameRequired,
    ORG_LIMITS.contactNameMax,
    MESSAGES.profileFirstNameTooLong,
  ),
  lastName: required(
    MESSAGES.profileLastNameRequired,
    ORG_LIMITS.contactNameMax,
    MESSAGES.profileLastNameTooLong,
  ),
  /** The original form's message for this field asked for a phone number; ours asks for an e-mail address. */
  email: orgEmail,
  contactNumber: phone,
  position: required(MESSAGES.positionRequired, ORG_LIMITS.designationMax, MESSAGES.positionTooLong),
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

// ---- Step 3: bank and documents (POST /banks, PUT /banks) --------------------------------------------------

/** 'ch93 0076 2011 6238 5295 7' → 'CH9300762011623852957'. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.replace(/[\s-]/g, '')) ?? '';
}

/** The IBAN in groups of four, as printed: 'CH93 0076 2011 6238 5295 7'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The input's maximum length with the group spaces: 26 for CH, else 42 (spec 000 §5). */
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
  .string(MESSAGES.ibanRequired)
  .trim()
  .min(1, MESSAGES.ibanRequired)
  .max(ORG_LIMITS.ibanInputMax, MESSAGES.ibanInvalid)
  .refine((value) => value === '' || isValidIban(value), MESSAGES.ibanInvalid)
  .refine((value) => value === '' || !isQrIban(value), MESSAGES.ibanQr)
  .transform(normalizeIban);

const bankFields = {
  clubId: z.uuid(MESSAGES.clubNotFound),
  /** Account owner. */
  name: required(MESSAGES.bankOwnerRequired, ORG_LIMITS.bankOwnerMax, MESSAGES.bankOwnerTooLong),
  iban,
  currency: z.enum(CURRENCIES, MESSAGES.currencyRequired).default('CHF'),
  country: z
    .string(MESSAGES.bankCountryRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MESSAGES.bankCountryRequired),
};

export const BankRequest = z.object(bankFields);
export type BankRequest = z.infer<typeof BankRequest>;
export const UpdateBankRequest = z.object({ ...bankFields, id: z.uuid(MESSAGES.status404) });
export type UpdateBankRequest = z.infer<typeof UpdateBankRequest>;

/** The wizard's step 3 form: the request plus the confirmation, which must match (spec's quirk not kept). */
export const BankForm = BankRequest.omit({ clubId: true })
  .extend({ confirmIban: z.string() })
  .refine((form) => normalizeIban(form.confirmIban) === normalizeIban(form.iban), {
    message: MESSAGES.ibanMismatch,
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
});
export type BankDetails = z.infer<typeof BankDetails>;

export const ClubDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type ClubDocument = z.infer<typeof ClubDocument>;

/**
 * POST /clubs/registration-details {clubId?}: what the wizard and the edit page reload. Without clubId, the
 * caller's most recent club. bank is null when none is saved or the caller's role may not see it.
 */
export const RegistrationDetailsRequest = z.object({ clubId: z.uuid(MESSAGES.clubNotFound).optional() });
export const RegistrationDetails = z.object({
  club: ClubPrivate.nullable(),
  contact: ContactPerson.nullable(),
  bank: BankDetails.nullable(),
  documents: z.array(ClubDocument),
  /** 0 nothing saved, 1 club saved, 2 contact saved, 3 bank saved (registration complete). */
  completedStep: z.number().int().min(0).max(3),
});
export type RegistrationDetails = z.infer<typeof RegistrationDetails>;

/** The wizard's progress kept in the browser (spec 000 §4): completed step 0, 1 or 2 and the saved ids. */
export const REGISTRATION_PROGRESS_KEY = 'tifo.clubRegistration';
export const RegistrationProgress = z.object({
  completedStep: z.number().int().min(0).max(2),
  clubId: z.string().nullable(),
  contactId: z.string().nullable(),
});
export type RegistrationProgress = z.infer<typeof RegistrationProgress>;

// ---- Files (POST /files, PUT /files, POST /files/name) -----------------------------------------------------

/** The multipart fields besides `file`. */
export const FileUploadFields = z
  .object({
    entity: z.enum(FILE_ENTITIES, MESSAGES.fileEntityInvalid),
    column: z.string(MESSAGES.fileEntityInvalid).trim().min(1, MESSAGES.fileEntityInvalid),
    id: z.uuid(MESSAGES.status404),
    fileName: z.string().trim().max(200).optional(),
  })
  .refine((fields) => (FILE_COLUMNS[fields.entity] as readonly string[]).includes(fields.column), {
    message: MESSAGES.fileEntityInvalid,
    path: ['column'],
  });
export type FileUploadFields = z.infer<typeof FileUploadFields>;

/** Answer of an upload: the public URL of an image, or the stored document. */
export const FileUploadResponse = z.object({
  url: z.string().nullable(),
  document: ClubDocument.nullable(),
});
export type FileUploadResponse = z.infer<typeof FileUploadResponse>;

export const FileNameRequest = z.object({ fileName: z.string().trim().min(1).max(300) });

/**
 * The card-size version (at most 640 px) of an image the server stored: '/api/files/images/<hash>.jpg' →
 * '/api/files/images/<hash>.card.jpg'. Any other URL (or null) comes back unchanged.
 */
export function cardImageUrl<T extends string | null | undefined>(url: T): T {
  if (!url) return url;
  return url.replace(/(\/api\/files\/images\/[0-9a-f]{32})\.(png|jpg)$/, '$1.card.$2') as T;
}

// ---- E-mail check on blur ---------------------------------------------------------------------------------

/** The must-register message for an admin e-mail without an account. */
export function adminMustRegisterMessage(address: string): string {
  return MESSAGES.adminMustRegister.replace('{email}', address);
}

// ---- Operator review (/admin, ROLE_ADMIN) ------------------------------------------------------------------

export const REVIEW_ACTIONS = ['approve', 'verify', 'reject', 'taxExemption'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const ReviewQueueRequest = z.object({
  /** pending (default): waiting for review, oldest first; other states for lookups. */
  status: z.enum(CLUB_STATUSES).default('pending'),
  pageId: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ReviewQueueItem = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  nature: z.enum(CLUB_NATURES),
  status: z.enum(CLUB_STATUSES),
  city: z.string(),
  createdAt: z.string(),
  /** Submitted = the bank step was saved; the wait counts from then (or from creation while incomplete). */
  submittedAt: z.string().nullable(),
  waitingHours: z.number(),
  overdue: z.boolean(),
  completedStep: z.number().int().min(0).max(3),
  documentCount: z.number().int(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;
export const ReviewQueuePage = pageOf(ReviewQueueItem);
export type ReviewQueuePage = z.infer<typeof ReviewQueuePage>;

export const ReviewClubRequest = z.object({ clubId: z.uuid(MESSAGES.clubNotFound) });

export const TaxExemption = z.object({
  taxExempt: z.boolean().nullable(),
  canton: z.enum(CANTONS).nullable(),
  rulingDocumentId: z.string().nullable(),
  recordedAt: z.string().nullable(),
});
export type TaxExemption = z.infer<typeof TaxExemption>;

export const AuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  clubId: z.string().nullable(),
  clubName: z.string().nullable(),
  actorEmail: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** POST /admin/reviews/details: everything the operator needs to decide; document links expire in minutes. */
export const ReviewDetails = RegistrationDetails.extend({
  club: ClubPrivate,
  documents: z.array(ClubDocument.extend({ url: z.string() })),
  taxExemption: TaxExemption,
  audit: z.array(AuditEntry),
});
export type ReviewDetails = z.infer<typeof ReviewDetails>;

export const RejectRequest = ReviewClubRequest.extend({
  reason: z
    .string(MESSAGES.rejectReasonRequired)
    .trim()
    .min(1, MESSAGES.rejectReasonRequired)
    .max(ORG_LIMITS.rejectReasonMax, MESSAGES.rejectReasonTooLong),
});
export type RejectRequest = z.infer<typeof RejectRequest>;

export const TaxExemptionRequest = ReviewClubRequest.extend({
  taxExempt: z.boolean(MESSAGES.taxExemptRequired),
  canton: z.enum(CANTONS, MESSAGES.cantonRequired).nullish().default(null),
}).refine((body) => !body.taxExempt || body.canton !== null, {
  message: MESSAGES.cantonRequired,
  path: ['canton'],
});
export type TaxExemptionRequest = z.infer<typeof TaxExemptionRequest>;

export const AuditLogRequest = z.object({
  clubId: z.uuid().optional(),
  pageId: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const AuditLogPage = pageOf(AuditEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;

// ---- The caller's organisations (POST /clubs/mine) -----------------------------------------------------------

/** The organisations the caller administers, with the caller's role and how far the registration got. */
export const MyClub = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  status: z.enum(CLUB_STATUSES),
  role: z.enum(CLUB_ROLES),
  completedStep: z.number().int().min(0).max(3),
  logo: z.string().nullable(),
});
export type MyClub = z.infer<typeof MyClub>;
export const MyClubsResponse = z.object({ content: z.array(MyClub) });
export type MyClubsResponse = z.infer<typeof MyClubsResponse>;
