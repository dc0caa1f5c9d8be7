import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/accounts/components/login-form';
import { returnPath } from '@/lib/require-auth';
import { useSession } from '@/lib/use-session';

/**
 * SPEC 2.9: a signed-in user goes to the profile (or back to the page that sent them here);
 * D16: recruiters log in here too and land in their area.
 */
export default function LoginRoute() {
  const { signedIn, user } = useSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state, user?.role)} replace />;
  return (
    <AuthLayout title="Candidate Login" description="Welcome back. Log in to manage your profile and applications.">
      <LoginForm />
    </AuthLayout>
  );
}
