/**
 * Every route of the web app (PRODUCT.md §public-site). `protected` routes send visitors who are not
 * logged in to /login and back afterwards. The server also uses this list to refuse club short names that
 * would collide with a route.
 */
export const ROUTES = {
  home: '/',
  clubs: '/clubs',
  howItWorks: '/wie-funktionierts',
  pricing: '/kosten',
  partners: '/partners',
  footballIsMore: '/football-is-more',
  about: '/ueber-uns',
  contact: '/contact',
  feedback: '/feedback',
  faqAthletes: '/faq-sportler',
  faqSponsors: '/faq-sponsoren',
  sponsoringAthletes: '/sponsoring-einzelsportler',
  sponsoringClubs: '/sponsoring-vereine',
  sponsoringTeams: '/sponsoring-teams',
  donationApp: '/spenden-app',
  donationCertificate: '/spendenbescheinigung',
  press: '/presse-medien',
  jobs: '/jobs',
  jobAgent: '/jobs/agent-werden',
  jobReactDeveloper: '/jobs/react-developer',
  terms: '/agb',
  privacy: '/datenschutz',
  login: '/login',
  signUp: '/register/user',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** `?token=` confirms a new e-mail address (link to the new address), `?undo=` undoes it (link to the old). */
  emailChange: '/email-change',
  registerClub: '/register/club',
  clubRegistrationSuccess: '/club/registration-success',
  checkout: '/donation/checkout',
  clubProfile: '/profile/club',
  editClubProfile: '/edit/profile/club',
  userProfile: '/profile/user',
  membershipInvoice: '/membership/invoice/:invoiceId',
  paymentStripe: '/payment-stripe/:productId/:clubId/:userId/:authToken/:amount',
  paymentSuccess: '/payment/twint-success',
  paymentError: '/payment/twint-error',
  paymentCancelled: '/payment/twint-cancelled',
  admin: '/admin',
  /** A club's payment link (issue 48): the page the API renders itself, light enough for a phone at the stadium. */
  paymentLink: '/l/:code',
  /** Giving through a payment link: as the account, or as a guest with name and e-mail. */
  give: '/give/:code',
  /** `?token=`: a guest sets a password and the gifts given under the address are theirs. */
  claimGift: '/claim',
  /** `?product=&user=&expires=&signature=`: a backer wants no more updates of a campaign (issue 49). */
  campaignUnsubscribe: '/campaigns/unsubscribe',
  publicClub: '/:shortName',
} as const;

export type RouteName = keyof typeof ROUTES;

export const PROTECTED_ROUTES: readonly RouteName[] = [
  'registerClub',
  'clubRegistrationSuccess',
  'checkout',
  'clubProfile',
  'editClubProfile',
  'userProfile',
  'membershipInvoice',
  'admin',
];

/** First path segments a club's shortName may never take. */
export const RESERVED_SHORT_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES)
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
  'api',
  'dev',
  'assets',
  'edit',
  'register',
  'club',
  'donation',
  'payment',
  'profile',
  'membership',
  'favicon.ico',
  'robots.txt',
]);
