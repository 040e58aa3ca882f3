import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { page, referralLink, requireSession, SLUG, USERNAME, UUID, validateParams } from './lib/route-helpers';
import { ErrorPage } from './pages/error/error-page';

/** Nothing while the first page's chunks load: the server's HTML stays shown until it is hydrated. */
function NoFallback() {
  return null;
}

/** The brand's dashboard: only for a session. */
const brandsDashboard: RouteObject = {
  path: 'brands-dashboard',
  loader: requireSession,
  handle: { requiresAuth: true },
  lazy: page(() => import('./layouts/brands-dashboard-layout')),
  children: [
    { index: true, lazy: page(() => import('./pages/brands-dashboard/brands-dashboard-page')) },
    { path: 'brands', lazy: page(() => import('./pages/brands-dashboard-brands/brands-dashboard-brands-page')) },
    {
      path: 'brands/create',
      lazy: page(() => import('./pages/brands-dashboard-brand-create/brands-dashboard-brand-create-page')),
    },
    {
      path: 'brands/web2-verification',
      lazy: page(() => import('./pages/brands-dashboard-web2-verification/brands-dashboard-web2-verification-page')),
    },
    {
      path: 'brands/:id',
      loader: validateParams({ id: UUID }),
      children: [
        { index: true, lazy: page(() => import('./pages/brands-dashboard-brand/brands-dashboard-brand-page')) },
        {
          path: 'edit',
          lazy: page(() => import('./pages/brands-dashboard-brand-edit/brands-dashboard-brand-edit-page')),
        },
        {
          path: 'create-quest',
          lazy: page(() => import('./pages/brands-dashboard-create-quest/brands-dashboard-create-quest-page')),
        },
        {
          path: 'developers',
          lazy: page(() => import('./pages/brands-dashboard-developers/brands-dashboard-developers-page')),
        },
        {
          path: 'seasons',
          lazy: page(() => import('./pages/brands-dashboard-seasons/brands-dashboard-seasons-page')),
        },
        {
          path: 'badge',
          lazy: page(() => import('./pages/brands-dashboard-badge/brands-dashboard-badge-page')),
        },
      ],
    },
    {
      path: 'network',
      lazy: page(() => import('./pages/brands-dashboard-network/brands-dashboard-network-page')),
    },
    {
      path: 'quests/:id',
      loader: validateParams({ id: UUID }),
      children: [
        { index: true, lazy: page(() => import('./pages/brands-dashboard-quest/brands-dashboard-quest-page')) },
        {
          path: 'edit',
          lazy: page(() => import('./pages/brands-dashboard-quest-edit/brands-dashboard-quest-edit-page')),
        },
      ],
    },
  ],
};

/** A person's own pages: only for a session. */
const sessionPages: RouteObject = {
  loader: requireSession,
  handle: { requiresAuth: true },
  children: [
    { path: 'inbox', lazy: page(() => import('./pages/inbox/inbox-page')) },
    {
      path: 'settings',
      lazy: page(() => import('./pages/settings/settings-layout')),
      children: [
        { index: true, lazy: page(() => import('./pages/settings/settings-page')) },
        { path: 'deposit', lazy: page(() => import('./pages/settings-deposit/settings-deposit-page')) },
        { path: 'security', lazy: page(() => import('./pages/settings-security/settings-security-page')) },
        {
          path: 'socials-connect',
          lazy: page(() => import('./pages/settings-socials-connect/settings-socials-connect-page')),
        },
        { path: 'wallet', lazy: page(() => import('./pages/settings-wallet/settings-wallet-page')) },
      ],
    },
  ],
};

/**
 * Every page route, each lazily loaded into its own chunk (docs/domain.md, Pages). With `signedIn` false, the table
 * leaves out the signed-in pages (the dashboard, the inbox, settings), which a browser's router adds when it is first
 * asked for one of them (patchSignedInRoutes): creating the router with the whole table was the longest part of the
 * task that starts it on a phone (bench/hydration-work.mjs). They come last in their parents, so every other route
 * has the same id in both tables (the server renders with the whole one, the browser hydrates with the other).
 */
function routeTable(signedIn: boolean): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      HydrateFallback: NoFallback,
      children: [
        // A person's referral link: keeps the code for the sign-up it opens.
        { path: 'r/:code', loader: referralLink },
        {
          lazy: page(() => import('./layouts/landing-layout')),
          children: [
            { index: true, lazy: page(() => import('./pages/home/home-page')) },
            { path: 'docs/*', lazy: page(() => import('./pages/docs/docs-page')) },
            { path: 'learn/*', lazy: page(() => import('./pages/learn/learn-page')) },
          ],
        },
        {
          lazy: page(() => import('./layouts/brand-layout')),
          children: [
            {
              path: 'brands/:slug',
              loader: validateParams({ slug: SLUG }),
              lazy: page(() => import('./pages/brand/brand-page')),
            },
          ],
        },
        {
          lazy: page(() => import('./layouts/blank-layout')),
          children: [
            { path: 'confirmation', lazy: page(() => import('./pages/confirmation/confirmation-page')) },
            { path: 'external', lazy: page(() => import('./pages/external/external-page')) },
          ],
        },
        {
          id: 'default-layout',
          lazy: page(() => import('./layouts/default-layout')),
          children: [
            {
              path: 'users/:username',
              loader: validateParams({ username: USERNAME }),
              lazy: page(() => import('./pages/user/user-page')),
            },
            {
              path: 'badges/:id',
              loader: validateParams({ id: UUID }),
              lazy: page(() => import('./pages/badge/badge-page')),
            },
            { path: 'brands', lazy: page(() => import('./pages/brands/brands-page')) },
            { path: 'quests', lazy: page(() => import('./pages/quests/quests-page')) },
            { path: 'search', lazy: page(() => import('./pages/search/search-page')) },
            {
              path: 'quests/:slug',
              loader: validateParams({ slug: SLUG }),
              lazy: page(() => import('./pages/quest/quest-page')),
            },
            {
              path: 'seasons/:id',
              loader: validateParams({ id: UUID }),
              lazy: page(() => import('./pages/season/season-page')),
            },
            {
              path: 'draws/:id',
              loader: validateParams({ id: UUID }),
              lazy: page(() => import('./pages/draw/draw-page')),
            },
            { path: 'dashboard', lazy: page(() => import('./pages/dashboard/dashboard-page')) },
            { path: 'influencers', lazy: page(() => import('./pages/influencers/influencers-page')) },
            { path: 'roles-details', lazy: page(() => import('./pages/roles-details/roles-details-page')) },
            { path: 'leaderboard', lazy: page(() => import('./pages/leaderboard/leaderboard-page')) },
            { path: 'staking', lazy: page(() => import('./pages/staking/staking-page')) },
            { path: 'web2-connect', lazy: page(() => import('./pages/web2-connect/web2-connect-page')) },
            { path: 'oauth/result', lazy: page(() => import('./pages/oauth-result/oauth-result-page')) },
            { path: '*', lazy: page(() => import('./pages/not-found/not-found-page')) },
            ...(signedIn ? [sessionPages] : []),
          ],
        },
        ...(signedIn ? [brandsDashboard] : []),
      ],
    },
  ];
}

/** Every route: what the server renders with (web/src/entry-server.tsx). */
export const routes = routeTable(true);

/** The routes a browser's router starts with (app-start.tsx); the signed-in ones come with patchSignedInRoutes. */
export const startRoutes = routeTable(false);

const SIGNED_IN_PATH = /^\/(brands-dashboard|inbox|settings)(\/|$)/;
let signedInAdded = false;

/** React Router's patchRoutesOnNavigation: adds the signed-in pages the first time one of them is asked for. */
export const patchSignedInRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  if (signedInAdded || !SIGNED_IN_PATH.test(path)) return;
  patch('root', [brandsDashboard]);
  patch('default-layout', [sessionPages]);
  signedInAdded = true;
};
