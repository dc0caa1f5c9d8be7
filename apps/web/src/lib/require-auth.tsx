import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from './use-session';

/** Where the login page sends a user back to after signing in. */
export interface ReturnToState {
  from?: string;
}

/** D21: candidate pages require sign-in; anonymous visitors go to /login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

/** Only same-site paths, so a crafted state cannot send the user elsewhere. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.profile;
}
