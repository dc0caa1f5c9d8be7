import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteRole } from '@careers/shared';
import { homeFor, paths, roleMayOpen } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/**
 * The router's guard layouts: each wraps the pages of one access level of the shared route table
 * (`CLIENT_ROUTES`), so no page checks the session itself.
 */

/** Where the login page sends a user back to after signing in. */
export interface ReturnToState {
  from?: string;
}

/** Only same-site paths, so a crafted state cannot send the user elsewhere; otherwise the user's home. */
export function returnPath(state: unknown, role?: RouteRole): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : homeFor(role);
}

/**
 * Pages for signed-in users of one role. ACC-13: anonymous visitors go to /login and come back
 * afterwards. REC-2: a signed-in user of the other role is sent to their own home (a candidate never
 * sees a recruiter page; the server answers 403 to their calls anyway). REC-8: recruiter pages admit
 * admins too; admin pages send a recruiter to the recruiter home.
 */
export function RequireRole({ role }: { role: RouteRole }) {
  const { signedIn, user } = useSession();
  const location = useLocation();
  if (!signedIn) {
    // The fragment too: the offer e-mail's link opens the application's card with it (APP-14).
    const state: ReturnToState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  const userRole = user?.role ?? 'candidate';
  if (!roleMayOpen(role, userRole)) return <Navigate to={homeFor(userRole)} replace />;
  return <Outlet />;
}

/**
 * Pages for signed-out visitors (ACC-8: the login page). A signed-in user goes back to the page
 * that sent them to log in, or to their home (REC-1: recruiters to their area).
 */
export function GuestOnly() {
  const { signedIn, user } = useSession();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPath(location.state, user?.role)} replace />;
  return <Outlet />;
}
