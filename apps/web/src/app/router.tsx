import { createBrowserRouter, Outlet, useNavigate, type RouteObject } from 'react-router';
import { useEffect, type ComponentType } from 'react';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { NAV_LINKS } from '@/config/navigation';
import { setApiNavigator } from '@/lib/api-client';
import { LandingPage } from './routes/landing';
import { JobLoading } from '@/features/jobs/components/job-loading';
import { NotFoundPage } from './routes/not-found';

/** Lets the API client's 401 rule navigate inside the SPA. */
function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <Outlet />;
}

/** Route pages load on demand: forms and their validation never enter the landing route's bundle. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** SPEC 2.1's route table. Pages other than the landing page load on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: paths.login, lazy: lazyPage(() => import('./routes/login')) },
      { path: paths.signup, lazy: lazyPage(() => import('./routes/signup')) },
      { path: paths.verifyOtp, lazy: lazyPage(() => import('./routes/verify-otp')) },
      { path: paths.forgotPassword, lazy: lazyPage(() => import('./routes/forgot-password')) },
      { path: paths.resetPassword, lazy: lazyPage(() => import('./routes/reset-password')) },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          ...NAV_LINKS.map((link) => ({ path: link.path.slice(1), element: <LandingPage /> })),
          {
            path: 'job/:jobId',
            lazy: async () => ({ Component: (await import('./routes/job-detail')).default }),
            // A direct visit shows the header and the loading state while the page's code arrives.
            HydrateFallback: JobLoading,
          },
          { path: 'apply', lazy: lazyPage(() => import('./routes/apply')) },
          { path: 'profile', lazy: lazyPage(() => import('./routes/profile')) },
          // D16: the recruiter area (its pages guard themselves: recruiters only).
          { path: 'recruiter', lazy: lazyPage(() => import('./routes/recruiter-jobs')) },
          { path: 'recruiter/jobs/new', lazy: lazyPage(() => import('./routes/recruiter-job-editor')) },
          { path: 'recruiter/jobs/:jobId/edit', lazy: lazyPage(() => import('./routes/recruiter-job-editor')) },
          { path: 'recruiter/jobs/:jobId', lazy: lazyPage(() => import('./routes/recruiter-applicants')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
