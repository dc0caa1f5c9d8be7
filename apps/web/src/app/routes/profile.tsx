import { RequireAuth } from '@/lib/require-auth';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** SPEC 2.12, D21: the profile requires sign-in; anonymous visitors go to /login and come back here. */
export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
