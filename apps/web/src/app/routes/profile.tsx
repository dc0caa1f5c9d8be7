import { useSession } from '@/lib/use-session';
import { RequireAuth } from '@/lib/require-auth';
import { useServerSession } from '@/features/auth/api/get-session';
import { AppliedJobs } from '@/features/applications/components/applied-jobs';
import { SavedJobs } from '@/features/saved-jobs/components/saved-jobs';

/**
 * Placeholder until issue 5 builds SPEC 2.12's profile. It requires sign-in (D21) and checks the
 * stored token with the server, so an ended session meets SPEC 8's 401 rule here.
 */
function ProfilePlaceholder() {
  const { user } = useSession();
  useServerSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">My profile</h1>
      {user && (
        <p className="mt-3 text-lg text-muted">
          Signed in as {user.first_name} {user.last_name}
        </p>
      )}
      {/* Issue 5 builds SPEC 2.12's side menu; until then the Applied Jobs and Saved Jobs tabs' contents sit here (D15). */}
      <div className="mt-12 space-y-12 text-left">
        <AppliedJobs />
        <SavedJobs />
      </div>
    </div>
  );
}

export default function ProfileRoute() {
  return (
    <RequireAuth role="candidate">
      <ProfilePlaceholder />
    </RequireAuth>
  );
}
