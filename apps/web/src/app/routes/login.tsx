import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/lib/require-auth';
import { useSession } from '@/lib/use-session';

/** SPEC 2.9: a signed-in user goes to the profile (or back to the page that sent them here). */
export default function LoginRoute() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return (
    <AuthLayout title="Candidate Login" description="Welcome back. Log in to manage your profile and applications.">
      <LoginForm />
    </AuthLayout>
  );
}
