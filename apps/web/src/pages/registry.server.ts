import type { RouteName } from '@tifo/contract';
import * as ForgotPasswordPage from './ForgotPasswordPage';
import * as HomePage from './HomePage';
import * as LoginPage from './LoginPage';
import * as NotFoundPage from './NotFoundPage';
import { loadedPage, type Page, type PageModule } from './page';
import * as ResetPasswordPage from './ResetPasswordPage';
import type { Pages } from './registry';
import * as SignUpPage from './SignUpPage';
import * as UserProfilePage from './UserProfilePage';
import * as VerifyEmailPage from './VerifyEmailPage';

/** registry.ts for the server: the same pages, already loaded (a server render never suspends on a chunk). */
const ROUTE_FILES = import.meta.glob<PageModule<object>>('./routes/*.tsx', { eager: true });

export const SERVER_PAGES: Pages = {
  byRoute: {
    ...(Object.fromEntries(
      Object.entries(ROUTE_FILES).map(([path, module]) => [
        /([\w-]+)\.tsx$/.exec(path)?.[1] ?? '',
        loadedPage(module, `src/pages/${path.slice(2)}`),
      ]),
    ) as Partial<Record<RouteName, Page>>),
    home: loadedPage(HomePage, 'src/pages/HomePage.tsx'),
    login: loadedPage(LoginPage, 'src/pages/LoginPage.tsx'),
    signUp: loadedPage(SignUpPage, 'src/pages/SignUpPage.tsx'),
    forgotPassword: loadedPage(ForgotPasswordPage, 'src/pages/ForgotPasswordPage.tsx'),
    resetPassword: loadedPage(ResetPasswordPage, 'src/pages/ResetPasswordPage.tsx'),
    verifyEmail: loadedPage(VerifyEmailPage, 'src/pages/VerifyEmailPage.tsx'),
    userProfile: loadedPage(UserProfilePage, 'src/pages/UserProfilePage.tsx'),
  },
  notFound: loadedPage(NotFoundPage, 'src/pages/NotFoundPage.tsx'),
};
