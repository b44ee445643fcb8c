import type { RouteName } from '@tifo/contract';
import { lazyPage, type Page, type PageModule } from './page';

/**
 * The browser's pages, each in its own chunk. `routes/<RouteName>.tsx` (default export) is the page of that
 * route of ROUTES, e.g. routes/pricing.tsx for /kosten; adding a page needs no change here.
 * registry.server.ts is the same list, loaded (for server rendering).
 */
const ROUTE_FILES = import.meta.glob<PageModule<object>>('./routes/*.tsx');

export interface Pages {
  byRoute: Partial<Record<RouteName, Page>>;
  notFound: Page;
}

export const CLIENT_PAGES: Pages = {
  byRoute: {
    ...(Object.fromEntries(
      Object.entries(ROUTE_FILES).map(([path, load]) => [
        /([\w-]+)\.tsx$/.exec(path)?.[1] ?? '',
        lazyPage(load),
      ]),
    ) as Partial<Record<RouteName, Page>>),
    home: lazyPage(() => import('./HomePage')),
    login: lazyPage(() => import('./LoginPage')),
    signUp: lazyPage(() => import('./SignUpPage')),
    forgotPassword: lazyPage(() => import('./ForgotPasswordPage')),
    resetPassword: lazyPage(() => import('./ResetPasswordPage')),
    verifyEmail: lazyPage(() => import('./VerifyEmailPage')),
    userProfile: lazyPage(() => import('./UserProfilePage')),
  },
  notFound: lazyPage(() => import('./NotFoundPage')),
};
