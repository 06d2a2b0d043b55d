import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { RequireSession } from './guards/require-session';
import { REQUIRES_SESSION } from '../lib/route-handles';
import { AuthLayout } from './layout/auth-layout';
import { RootLayout } from './layout/root-layout';
import { loadSessionFrame } from './layout/session-frame';
import type { AppPageName } from './loaders/app-pages';

/** Loads a page's module when its route is first visited: every page is its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A page of the signed-in app, loaded through loaders/app-pages.ts (why: see there). */
function appPage(name: AppPageName): RouteObject['lazy'] {
  return async () => {
    const { appPages } = await import('./loaders/app-pages');
    return { Component: await appPages[name]() };
  };
}

type PublicNetworkPages = typeof import('../features/network/pages/public-pages');
const publicNetwork = (pick: (m: PublicNetworkPages) => ComponentType) => page(() => import('../features/network/pages/public-pages'), pick);
const login = page(() => import('../features/auth/pages/login-page'), (m) => m.LoginPage);

/** Routes of spec part 1 section 2 and part 2 section 2, with their layouts. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      // Marketing and information pages (owned by the marketing feature): their own header and footer.
      { index: true, lazy: page(() => import('./routes/landing-route'), (m) => m.LandingRoute) },
      { path: 'terms-conditions', lazy: page(() => import('../features/marketing/pages/terms-page'), (m) => m.TermsPage) },
      { path: 'privacy-policy', lazy: page(() => import('../features/marketing/pages/privacy-page'), (m) => m.PrivacyPage) },
      { path: 'hello', lazy: page(() => import('../features/marketing/pages/hello-page'), (m) => m.HelloPage) },
      { path: 'frequently-asked-questions', lazy: page(() => import('../features/marketing/pages/faq-page'), (m) => m.FaqPage) },

      {
        element: <AuthLayout />,
        children: [
          { path: 'auth', lazy: login },
          { path: 'auth/login', lazy: login },
          { path: 'auth/signup', lazy: page(() => import('../features/auth/pages/signup-page'), (m) => m.SignupPage) },
          { path: 'auth/forgetpassword', lazy: page(() => import('../features/auth/pages/forgot-password-page'), (m) => m.ForgotPasswordPage) },
          { path: 'auth/reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page'), (m) => m.ResetPasswordPage) },
          { path: 'auth/confirm', lazy: page(() => import('../features/auth/pages/confirm-email-page'), (m) => m.ConfirmEmailPage) },
          { path: 'auth/logout', lazy: page(() => import('../features/auth/pages/logout-page'), (m) => m.LogoutPage) },
          { path: 'twofactor', lazy: page(() => import('../features/auth/pages/two-factor-page'), (m) => m.TwoFactorPage) },
        ],
      },

      {
        // Public pages for visitors who came through a link; the spec's 'public' layout.
        lazy: page(() => import('./layout/public-layout'), (m) => m.PublicLayout),
        children: [
          { path: 'addprospects', lazy: publicNetwork((m) => m.CapturePage) },
          // One route answers both /thanks and /Thanks (the spec names both): paths match whatever their case.
          { path: 'thanks', lazy: publicNetwork((m) => m.ThanksPage) },
          { path: 'calendar', lazy: page(() => import('../features/calendar/pages/public-calendar-page'), (m) => m.PublicCalendarPage) },
          { path: 'share-documents', lazy: page(() => import('../features/file-manager/pages/share-documents-page'), (m) => m.ShareDocumentsPage) },
          // The marketing page a listing's printed QR code leads to (?id= names the listing).
          { path: 'propertyQrcode', lazy: page(() => import('../features/properties/pages/property-marketing-page'), (m) => m.PropertyMarketingPage) },
          // Public search for visitors without an account (docs/DECISIONS.md, Browsing); /properties stays behind a session.
          { path: 'homes', lazy: page(() => import('../features/properties/pages/homes-page'), (m) => m.HomesPage) },
          { path: 'file_upload/:vendorId/:taskId', lazy: page(() => import('../features/projects/pages/vendor-upload-page'), (m) => m.VendorUploadPage) },
          // The link in an appointment's e-mail: the visitor sees, cancels or rebooks it without an account.
          { path: 'booking/:id', lazy: page(() => import('../features/scheduling/pages/guest-appointment-page'), (m) => m.GuestAppointmentPage) },
        ],
      },

      {
        // The app frame (sidebar, top bar, drawer, menus) for a signed-in user, a chunk of its own: the landing,
        // marketing and account pages never download it. A visitor without a session gets the public layout.
        lazy: loadSessionFrame,
        children: [
          // The property detail page is public (spec part 1 section 6): in the app frame once signed in.
          { path: 'properties/:propertyId', lazy: page(() => import('../features/properties/pages/property-detail-page'), (m) => m.PropertyDetailPage) },
          // The agents directory: visitors may look too (buyers find an agent here).
          { path: 'agents', lazy: page(() => import('../features/agents/pages/agents-page'), (m) => m.AgentsPage) },
          // The e-mailed contract-signing link works without signing in: its token names the signer.
          { path: 'sign/:token', lazy: page(() => import('../features/transactions/pages/public-signing-page'), (m) => m.PublicSigningPage) },
          {
            element: <RequireSession />,
            handle: REQUIRES_SESSION,
            children: [
              { path: 'dashboard', lazy: page(() => import('./routes/dashboard-route'), (m) => m.DashboardRoute) },
              { path: 'properties', lazy: appPage('PropertiesPage') },
              { path: 'saved-homes', lazy: appPage('SavedHomesPage') },
              { path: 'my-listings', lazy: appPage('MyListingsPage') },
              { path: 'my-home', lazy: appPage('MyHomePage') },
              { path: 'queue', lazy: appPage('QueueRoute') },
              { path: 'add-property', lazy: appPage('AddPropertyPage') },
              { path: 'properties/:propertyId/edit', lazy: appPage('EditPropertyPage') },
              { path: 'seller-invitations/:invitationId', lazy: appPage('SellerInvitationPage') },
              { path: 'transaction', lazy: appPage('TransactionsPage') },
              { path: 'transactions', lazy: appPage('TransactionsPage') },
              {
                path: 'transactions/:transactionId',
                lazy: appPage('TransactionDetailPage'),
              },
              // Where the spec's {api}/start-docusign?transaction_id link leads a signed-in party.
              {
                path: 'contract-signing',
                lazy: appPage('ContractSigningPage'),
              },
              { path: 'properties/:propertyId/docs', lazy: appPage('PropertyDocumentsPage') },
              {
                path: 'properties/:propertyId/transactions',
                lazy: appPage('PropertyTransactionsPage'),
              },
              { path: 'messages', lazy: appPage('MessagesPage') },
              { path: 'settings', lazy: appPage('SettingsRoute') },
              { path: 'setting', lazy: appPage('SettingsRoute') },
              { path: 'timeline', lazy: appPage('TimelinePage') },
              { path: 'notifications', lazy: appPage('NotificationsPage') },
              { path: 'insights', lazy: appPage('InsightsPage') },
              {
                path: 'communication-settings',
                lazy: appPage('CommunicationSettingsPage'),
              },
              {
                path: 'settings/templates',
                lazy: appPage('ProjectTemplatesPage'),
              },
              { path: 'projects', lazy: appPage('ProjectsPage') },
              {
                path: 'projects/:projectId/projectsdetails',
                lazy: appPage('ProjectDetailsPage'),
              },
              { path: 'projects/tasks', lazy: appPage('ProjectTasksPage') },
              { path: 'projects/addproject', lazy: appPage('AddProjectPage') },
              { path: 'qrcode/:uuid?', lazy: appPage('QrCodePage') },
              // The spec's spellings, and the correctly spelled aliases.
              { path: 'appoinments', lazy: appPage('AppointmentsPage') },
              { path: 'appointments', lazy: appPage('AppointmentsPage') },
              { path: 'appoinmentsdetails', lazy: appPage('AppointmentDetailsPage') },
              { path: 'appointmentsdetails', lazy: appPage('AppointmentDetailsPage') },
              { path: 'scheduled', lazy: appPage('ScheduledPage') },
              { path: 'vendors', lazy: appPage('VendorsPage') },
              { path: 'prospects', lazy: appPage('ProspectsPage') },
              { path: 'prospects/:prospectId', lazy: appPage('ProspectPage') },
              // Admins only: the menu offers it to them, and the server answers anyone else 403 (shown as the page's error).
              { path: 'admin/users', lazy: appPage('AdminUsersPage') },
              { path: 'campaign', lazy: appPage('CampaignsPage') },
              { path: 'campaign/add', lazy: appPage('AddCampaignPage') },
              { path: 'campaign/edit/:id', lazy: appPage('EditCampaignPage') },
              { path: 'campaign/analytics/:id', lazy: appPage('CampaignAnalyticsPage') },
              { path: 'sharedocs', lazy: appPage('ShareDocsPage'), caseSensitive: true },
              { path: 'ShareDocs', lazy: appPage('ShareDocsPage'), caseSensitive: true },
              { path: 'docs', lazy: appPage('DocumentsPage') },
              { path: 'viewdocs', lazy: appPage('DocumentsPage') },
            ],
          },
        ],
      },

      {
        // Under the public header (logo, sign in) so the visitor has a way on. ':username' ranks below every
        // static path above, so it shadows none of them; a name that is no agent's shows the not-found page.
        lazy: page(() => import('./layout/public-layout'), (m) => m.PublicLayout),
        children: [
          { path: ':username', lazy: page(() => import('../features/scheduling/pages/scheduling-page'), (m) => m.SchedulingPage) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Starts a listing's request while its page's code is still loading, instead of after the page renders: the
 * listing's photo, its largest paint, waited for both one after the other. Returns at once; the page's own
 * query picks the answer up from the cache (lib/property-query.ts, itself loaded here with the page's code
 * rather than in the entry every route downloads).
 */
function prefetchListing(queryClient: QueryClient): LoaderFunction {
  return ({ params }) => {
    const id = Number(params.propertyId);
    if (Number.isInteger(id) && id > 0) {
      void import('../lib/property-query').then(({ propertyQuery }) => queryClient.prefetchQuery(propertyQuery(id)));
    }
    return null;
  };
}

/** The dashboard's first answers, asked for beside its code (loaders/dashboard-data.ts, preloaded with the page). */
function prefetchDashboard(queryClient: QueryClient): LoaderFunction {
  return () => {
    void import('./loaders/dashboard-data').then(({ prefetchDashboardData }) => prefetchDashboardData(queryClient));
    return null;
  };
}

/** The route tree with `loaders` added to the routes of those paths (loaders need the app's query client). */
function withLoaders(tree: RouteObject[], loaders: Record<string, LoaderFunction>): RouteObject[] {
  return tree.map((route) => {
    const loader = route.path === undefined ? undefined : loaders[route.path];
    const children = route.children ? withLoaders(route.children, loaders) : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}

function appRoutes(queryClient: QueryClient): RouteObject[] {
  return withLoaders(routes, { 'properties/:propertyId': prefetchListing(queryClient), dashboard: prefetchDashboard(queryClient) });
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * The router for a page the server rendered (main.tsx). The routes that match the page have their modules
 * loaded first: a lazy route still loading would draw the loader where the server drew the page, and hydration
 * would throw the server's markup away.
 */
export async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const tree = appRoutes(queryClient);
  const lazyMatches = (matchRoutes(tree, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const resolve = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await resolve()), lazy: undefined });
    }),
  );
  return createBrowserRouter(tree, { hydrationData });
}
