import { PROTECTED_ROUTES, ROUTES, type RouteName } from '@tifo/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { RequireAuth } from './components/RequireAuth';

const HomePage = lazy(() => import('./pages/HomePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const SignUpPage = lazy(() => import('./pages/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const UserProfilePage = lazy(() => import('./pages/UserProfilePage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));

/**
 * Pages found by file name: `pages/routes/<RouteName>.tsx` (default export) is the page of that route of
 * ROUTES, e.g. pages/routes/pricing.tsx for /kosten. Adding a page needs no change here.
 */
const ROUTE_FILES = import.meta.glob<{ default: ComponentType }>('./pages/routes/*.tsx');
const FILE_PAGES = Object.fromEntries(
  Object.entries(ROUTE_FILES).map(([path, load]) => [/([\w-]+)\.tsx$/.exec(path)?.[1] ?? '', lazy(load)]),
) as Partial<Record<RouteName, LazyExoticComponent<ComponentType>>>;

/** Screens built so far; every other route shows the coming-soon page with its own title. */
const PAGES: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  ...FILE_PAGES,
  home: HomePage,
  login: LoginPage,
  signUp: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  userProfile: UserProfilePage,
};

/** Routes the spec marks "not exact": they also match deeper paths. */
const PREFIX_ROUTES: readonly RouteName[] = ['clubs', 'login', 'signUp', 'forgotPassword', 'resetPassword'];

function routeFor(name: RouteName): RouteObject {
  const Page = PAGES[name];
  const page = Page ? <Page /> : <ComingSoonPage page={name} />;
  const path = PREFIX_ROUTES.includes(name) ? `${ROUTES[name]}/*` : ROUTES[name];
  return {
    path,
    element: PROTECTED_ROUTES.includes(name) ? <RequireAuth>{page}</RequireAuth> : page,
  };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...(Object.keys(ROUTES) as RouteName[]).map(routeFor),
      { path: '*', element: <ComingSoonPage page="notFound" /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
