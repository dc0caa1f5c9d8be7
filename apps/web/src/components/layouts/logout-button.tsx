import { useNavigate } from 'react-router';
import { sessionOperations } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { appQueryClient } from '@/lib/app-query-client';
import { session } from '@/lib/session';

/**
 * ACC-16: logging out ends the session on the server (`sessionOperations.logout`), clears the stored
 * keys and the query cache, and goes to /login. The header's Logout and the workspace's Sign out (REC-16) call it.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // The server may already have ended the session; the browser forgets it either way.
    await callApi(sessionOperations.logout, { redirectOnUnauthorized: false }).catch(() => undefined);
    session.clear();
    // No client yet when only the landing page has been shown: nothing is cached then.
    appQueryClient.get()?.clear();
    void navigate(paths.login);
  };
}

/** ACC-16: the header's Logout button. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="secondary" size="sm" onClick={() => void logout()}>
      Logout
    </Button>
  );
}
