import { PROTECTED_ROUTES, ROUTES, type RouteName } from '@tifo/contract';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { RequireAuth } from './components/RequireAuth';
import type { Page } from './pages/page';
import { CLIENT_PAGES, type Pages } from './pages/registry';

/** Routes the spec marks "not exact": they also match deeper paths. */
const PREFIX_ROUTES: readonly RouteName[] = ['clubs', 'login', 'signUp', 'forgotPassword', 'resetPassword'];

/** What a route carries besides its element: its page, so that it can be loaded before hydration. */
export interface RouteHandle {
  name: RouteName | 'notFound';
  page: Page;
}

/**
 * The app's routes over a set of pages: the browser's lazy ones (CLIENT_PAGES) or the server's loaded ones.
 * An address that is no route's, and a route whose page is missing, show the not-found page.
 */
export function createRoutes(pages: Pages): RouteObject[] {
  const routeFor = (name: RouteName): RouteObject => {
    const Page = pages.byRoute[name];
    const NotFound = pages.notFound;
    const page = Page ? <Page /> : <NotFound />;
    const path = PREFIX_ROUTES.includes(name) ? `${ROUTES[name]}/*` : ROUTES[name];
    const handle: RouteHandle = { name, page: Page ?? NotFound };
    return {
      path,
      handle,
      element: PROTECTED_ROUTES.includes(name) ? <RequireAuth>{page}</RequireAuth> : page,
    };
  };
  const NotFound = pages.notFound;
  const notFound: RouteHandle = { name: 'notFound', page: NotFound };
  return [
    {
      element: <Layout />,
      children: [
        ...(Object.keys(ROUTES) as RouteName[]).map(routeFor),
        { path: '*', handle: notFound, element: <NotFound /> },
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes(CLIENT_PAGES);

/** The route a path shows (its name and page), or undefined. */
export function matchPage(routeList: RouteObject[], pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routeList, pathname) ?? [];
  return matches.at(-1)?.route.handle as RouteHandle | undefined;
}

export function createRouter() {
  return createBrowserRouter(routes);
}
