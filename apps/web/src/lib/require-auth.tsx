import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homeFor, paths } from '@/config/paths';
import { useSession } from './use-session';

/** Where the login page sends a user back to after signing in. */
export interface ReturnToState {
  from?: string;
}

/**
 * D21: candidate pages require sign-in; anonymous visitors go to /login and come back afterwards.
 * With `role`, a signed-in user of the other role is sent to their own home instead (D16: a
 * candidate never sees a recruiter page; the server answers 403 to their calls anyway).
 */
export function RequireAuth({ children, role }: { children: ReactNode; role?: Role }) {
  const { signedIn, user } = useSession();
  const location = useLocation();
  if (!signedIn) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  const userRole = user?.role ?? 'candidate';
  if (role && userRole !== role) return <Navigate to={homeFor(userRole)} replace />;
  return children;
}

type Role = 'candidate' | 'recruiter';

/** Only same-site paths, so a crafted state cannot send the user elsewhere; otherwise the user's home. */
export function returnPath(state: unknown, role?: Role): string {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : homeFor(role);
}
