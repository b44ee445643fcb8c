import { ROUTES } from '@tifo/contract';

/** The main navigation (header and mobile menu). */
export const NAV_ITEMS = [
  { to: ROUTES.clubs, key: 'nav.clubs' },
  { to: ROUTES.howItWorks, key: 'nav.howItWorks' },
  { to: ROUTES.pricing, key: 'nav.pricing' },
  { to: ROUTES.about, key: 'nav.about' },
] as const;
