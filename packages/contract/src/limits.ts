/** Business constants shared by the browser and the server (PRODUCT.md §constants). */
export const LIMITS = {
  firstNameMax: 30,
  lastNameMax: 40,
  emailMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  profileNameMax: 25,
  addressLineMax: 50,
  /** A company a donor gives as (issue 47). */
  companyNameMax: 100,
  postalCodeMax: 10,
  cityMax: 50,
  resetTokenMax: 200,
  refreshTokenMax: 500,
} as const;

export const TIMERS = {
  /** The browser's session counts as expired one day after login or refresh. */
  sessionExpiryMs: 24 * 60 * 60 * 1000,
  /** User details are refetched every 5 minutes while logged in. */
  userRefreshIntervalMs: 5 * 60 * 1000,
  toastMs: 5000,
  /** Forgot / reset password: message shown, then redirect after 2 s. */
  passwordFlowRedirectMs: 2000,
  /** Forgot and reset failures show the server message for 4 s. */
  passwordFlowErrorMs: 4000,
  signUpErrorMs: 4000,
  /** Reset tokens are single-use and expire after one hour. */
  resetTokenTtlMs: 60 * 60 * 1000,
  /** E-mail verification links stay valid for 7 days. */
  verificationTokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** The old address may undo a change of the account's e-mail address for 7 days (issue 47). */
  emailChangeUndoMs: 7 * 24 * 60 * 60 * 1000,
  /** The "subscription cancelled" message stays 6 s (PRODUCT.md §errors). */
  subscriptionCancelledMs: 6000,
} as const;

/** The characters of which a strong password needs at least one (PRODUCT.md §validation). */
export const PASSWORD_SYMBOLS = '!@#$%^&*';
export const STRONG_PASSWORD = /^(?=.*[!@#$%^&*])(?=.*[A-Z])(?=.*[a-z]).{8,}$/;

export const CLUB_NATURES = ['CLUB', 'ATHLETE', 'ACADEMY', 'FOUNDATION'] as const;
export type ClubNature = (typeof CLUB_NATURES)[number];

/** Club roles, highest first: the highest role a user holds is the one used (PRODUCT.md §constants). */
export const CLUB_ROLES = ['ROLE_CLUB', 'ROLE_CLUB_FINANCE', 'ROLE_CLUB_OPERATOR'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
export const ROLES = ['ROLE_USER', 'ROLE_ADMIN', ...CLUB_ROLES] as const;
export type Role = (typeof ROLES)[number];

export function highestClubRole(roles: readonly string[]): ClubRole | undefined {
  return CLUB_ROLES.find((role) => roles.includes(role));
}

/** Paging, search and distance limits of the club discovery calls (PRODUCT.md §constants). */
export const DISCOVERY = {
  clubListPageSize: 9,
  homeClubsPageSize: 8,
  nearbyOnProfilePageSize: 8,
  nearbyDefaultPageSize: 5,
  maxPageSize: 100,
  maxPageId: 10_000,
  maxSearchLength: 100,
  maxRadiusKm: 500,
  /** Infinite scroll loads the next page within this distance of the bottom. */
  infiniteScrollPx: 200,
  crowdfundingDefaultTargetChf: 1000,
} as const;

/** The limits of products and events (PRODUCT.md §validation). */
export const OFFER_LIMITS = {
  /** Suggested amounts per offer (issue 48): at most three, whole CHF within checkout's bounds (PAYMENT_LIMITS). */
  suggestedAmountsMax: 3,
  suggestedAmountMinChf: 5,
  suggestedAmountMaxChf: 1_000_000,
  productTitleMax: 25,
  /** In every language; each automatic translation is cut to this length (PRODUCT.md §validation). */
  descriptionMax: 240,
  priceMinChf: 5,
  /** A sanity bound, not from the spec: one product costs at most CHF 1,000,000. */
  priceMaxChf: 1_000_000,
  /** The crowdfunding target when there is no price (PRODUCT.md §constants). */
  crowdfundingDefaultTargetChf: 1000,
  /** The expiry date defaults to one year ahead (PRODUCT.md §validation). */
  defaultExpiryYears: 1,
  /** Failed recurring charges are retried every 1 to 30 days. */
  retryingIntervalMin: 1,
  retryingIntervalMax: 30,
  eventTitleMin: 5,
  eventTitleMax: 20,
  eventDescriptionMin: 5,
  eventLocationMax: 100,
  ticketAmountMax: 100_000,
} as const;

/**
 * Organisations: the registration wizard (PRODUCT.md §constants), the club edit page (PRODUCT.md §validation) and the operator's
 * review.
 */
/**
 * Where an organisation's map point may lie: the bounding box of Switzerland and Liechtenstein (swisstopo: 45.82–
 * 47.81 °N, 5.96–10.49 °E), with a few hundred metres of margin. Organisations register in Switzerland (PRODUCT.md
 * §organisations); (0, 0) or a swapped pair would put a club in the Gulf of Guinea and in nobody's radius search.
 */
export const SWISS_BOUNDS = {
  minLatitude: 45.8,
  maxLatitude: 47.85,
  minLongitude: 5.9,
  maxLongitude: 10.55,
} as const;

export const ORG_LIMITS = {
  /** Registration allows 50; the edit page shows the name disabled (the edit page's limit would be 20, but it cannot be edited). */
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
  /** 2 MB = 2,097,152 bytes (PRODUCT.md §constants) for logos, covers, product and event images. */
  imageMaxBytes: 2_097_152,
  /** Registration documents (statutes, ID): scans and PDFs are larger than pictures. */
  documentMaxBytes: 10 * 1024 * 1024,
  /** The operator aims to review a registration within 48 hours (DESIGN.md §5). */
  reviewTargetHours: 48,
  /** Document links given to the operator stay valid this long. */
  documentLinkTtlSeconds: 300,
} as const;

/** The locality autocomplete (GET /geo/localities?q=): the query's length and the most towns it answers. */
export const LOCALITY_QUERY = { minLength: 2, maxLength: 50, maxResults: 10 } as const;
