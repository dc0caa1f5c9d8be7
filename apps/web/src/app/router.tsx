import { createBrowserRouter, Outlet, useNavigate, type RouteObject } from 'react-router';
import { useEffect, type ComponentType, type ReactElement } from 'react';
import { CLIENT_ROUTES, ROUTE_ACCESS, ROUTE_NAMES, type RouteAccess, type RouteName } from '@careers/shared';
import { MainLayout } from '@/components/layouts/main-layout';
import { PageFallback, ScreenFallback } from '@/components/layouts/page-fallback';
import { setApiNavigator } from '@/lib/api-client';
import { LandingPage } from './routes/landing';
import { JobLoading } from '@/features/jobs/components/job-loading';
import { GuestOnly, RequireRole } from './guards';
import { NotFoundPage } from './routes/not-found';
import type { WorkspaceRouteName } from './workspace/pages';
import type { SitePageName } from './site-pages';

/** Lets the API client's 401 rule navigate inside the SPA. */
function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <Outlet />;
}

/**
 * Route pages load on demand: forms and their validation never enter the landing route's bundle. React
 * Query comes with them (`lib/query-provider.tsx`): each lazily loaded page renders under the app's one
 * QueryClientProvider, and the landing page, which renders at once, needs none (PUB-17).
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [{ default: Page }, { QueryProvider }] = await Promise.all([load(), import('@/lib/query-provider')]);
  return {
    Component: function PageWithQueries() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    },
  };
};

/**
 * What each route of the shared table shows: its page (the landing page at once, any other page on
 * demand) and its frame: `main` under the site's header and footer, `own` for pages that draw
 * their own (the account forms' AuthLayout), `workspace` for the recruiter workspace (REC-16).
 */
type Page = { frame: 'main' | 'own' | 'workspace' } & Pick<RouteObject, 'element' | 'lazy' | 'HydrateFallback'>;

const landing: Page = { frame: 'main', element: <LandingPage /> };

/**
 * React Router renders a lazy route's HydrateFallback while its code arrives on a direct visit (and warns
 * when there is none): a quiet skeleton in the main layout, a blank page of the frame's colour elsewhere.
 */
const OwnFallback = () => <ScreenFallback />;
const WorkspaceFallback = () => <ScreenFallback tone="white" />;
/** A page of `./site-pages`' table, its code through the table's chunk. */
const sitePage = (name: SitePageName) => lazyPage(async () => (await import('./site-pages')).SITE_PAGES[name]());
const mainPage = (name: SitePageName): Page => ({ frame: 'main', lazy: sitePage(name), HydrateFallback: PageFallback });
const ownPage = (name: SitePageName): Page => ({ frame: 'own', lazy: sitePage(name), HydrateFallback: OwnFallback });

/**
 * A workspace page: its code comes through the workspace frame's chunk, which holds the table of the
 * workspace's pages (`./workspace/pages`, docs/decisions/031): the landing route's entry carries one
 * dynamic import for the whole workspace, not one per page with its list of chunks to preload.
 */
const workspacePage = (name: WorkspaceRouteName): Page => ({
  // The frame's own fallback shows first on a direct visit (`workspaceRoutes`); this one while a page follows.
  HydrateFallback: WorkspaceFallback,
  frame: 'workspace',
  lazy: async () => (await import('./workspace/workspace-layout')).WORKSPACE_PAGES[name](),
});

/** A page of the recruiter workspace: the route table's recruiter and admin pages. */
const isWorkspaceRoute = (name: RouteName): name is WorkspaceRouteName =>
  CLIENT_ROUTES[name].access === 'recruiter' || CLIENT_ROUTES[name].access === 'admin';

const PAGES: Record<RouteName, Page> = {
  home: landing,
  aboutUs: landing,
  whyUs: landing,
  ourValues: landing,
  whoAreWe: landing,
  careers: landing,
  faq: landing,
  // A direct visit shows the header and the loading state while the page's code arrives.
  job: { frame: 'main', lazy: lazyPage(() => import('./routes/job-detail')), HydrateFallback: JobLoading },
  privacy: mainPage('privacy'),
  jobAlertLink: mainPage('jobAlertLink'),
  apply: mainPage('apply'),
  applicationInterview: mainPage('applicationInterview'),
  profile: mainPage('profile'),
  login: ownPage('login'),
  signup: ownPage('signup'),
  verifyOtp: ownPage('verifyOtp'),
  forgotPassword: ownPage('forgotPassword'),
  resetPassword: ownPage('resetPassword'),
  // Every recruiter and admin page (REC-16): in the workspace frame, its code from the frame's table
  // (`./workspace/pages`, typed by the route table, so a new page without code is a type error there). Made
  // from the table rather than written out: one entry per page here would weigh on the landing's entry.
  ...(Object.fromEntries(ROUTE_NAMES.filter(isWorkspaceRoute).map((name) => [name, workspacePage(name)])) as Record<
    WorkspaceRouteName,
    Page
  >),
};

/** The layout route that guards each access level of the table (`./guards`); public pages have none. */
const GUARDS: Record<RouteAccess, ReactElement | null> = {
  public: null,
  guest: <GuestOnly />,
  candidate: <RequireRole role="candidate" />,
  recruiter: <RequireRole role="recruiter" />,
  admin: <RequireRole role="admin" />,
};

/** The pages of one frame and access level, as routes. */
function pagesOf(frame: Page['frame'], access: RouteAccess): RouteObject[] {
  return ROUTE_NAMES.filter((name) => PAGES[name].frame === frame && CLIENT_ROUTES[name].access === access).map((name): RouteObject => {
    const { frame: _frame, ...page } = PAGES[name];
    return { path: CLIENT_ROUTES[name].pattern, ...page };
  });
}

/** The table's routes in one frame, each access level's pages under its guard layout. */
function pageRoutes(frame: Exclude<Page['frame'], 'workspace'>): RouteObject[] {
  return ROUTE_ACCESS.flatMap((access): RouteObject[] => {
    const children = pagesOf(frame, access);
    const guard = GUARDS[access];
    if (children.length === 0) return [];
    return guard ? [{ element: guard, children }] : children;
  });
}

/**
 * REC-16, docs/decisions/031: the recruiter workspace. Its frame is one layout route loaded on demand
 * (so the frame, its UI kit and their libraries never reach the landing route's initial JS), inside
 * the recruiter guard; the admins' pages sit in the same frame under the admin guard, so moving
 * between any two workspace pages keeps the frame mounted.
 */
function workspaceRoutes(): RouteObject[] {
  return [
    {
      element: GUARDS.recruiter,
      children: [
        {
          lazy: async () => ({ Component: (await import('./workspace/workspace-layout')).WorkspaceLayout }),
          HydrateFallback: WorkspaceFallback,
          children: [...pagesOf('workspace', 'recruiter'), { element: GUARDS.admin, children: pagesOf('workspace', 'admin') }],
        },
      ],
    },
  ];
}

/** PUB-1's pages (the shared route table), the not-found page for any other path. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      ...pageRoutes('own'),
      ...workspaceRoutes(),
      {
        element: <MainLayout />,
        children: [...pageRoutes('main'), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
