import { createBrowserRouter, Outlet, useNavigate, type RouteObject } from 'react-router';
import { useEffect } from 'react';
import { MainLayout } from '@/components/layouts/main-layout';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { NAV_LINKS } from '@/config/navigation';
import { setApiNavigator } from '@/lib/api-client';
import { LandingPage } from '@/features/landing/landing-page';
import { JobLoading } from '@/features/jobs/components/job-loading';
import { NotFoundPage } from './routes/not-found';
import { PlaceholderPage } from './routes/placeholder';

/** Lets the API client's 401 rule navigate inside the SPA. */
function RootRoute() {
  const navigate = useNavigate();
  useEffect(() => setApiNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <Outlet />;
}

const authPage = (path: string, title: string): RouteObject => ({
  path,
  element: (
    <AuthLayout title={title}>
      <p className="text-muted">Coming soon.</p>
    </AuthLayout>
  ),
});

/** SPEC 2.1's route table. Pages other than the landing page load on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      authPage(paths.login, 'Candidate Login'),
      authPage(paths.signup, 'Sign up'),
      authPage(paths.verifyOtp, 'Verify your email'),
      authPage(paths.forgotPassword, 'Forgot password'),
      authPage(paths.resetPassword, 'Reset password'),
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
          { path: 'apply', element: <PlaceholderPage title="Apply" /> },
          { path: 'profile', element: <PlaceholderPage title="My profile" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
