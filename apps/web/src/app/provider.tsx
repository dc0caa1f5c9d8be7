import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@/lib/use-session';

const Toasts = lazy(() => import('./toasts'));
const ProfileCurrency = lazy(() => import('./profile-currency'));

/**
 * Providers shared by the app and the component tests. React Query's provider is not here: it comes
 * with the lazily loaded route pages (`lib/query-provider.tsx`), outside the landing route's initial JS (PUB-17).
 * A signed-in candidate's pay currency (PUB-19) follows their profile's expected rate (`./profile-currency.tsx`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { signedIn, user } = useSession();
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toasts />
        {signedIn && user?.role === 'candidate' ? <ProfileCurrency /> : null}
      </Suspense>
    </>
  );
}
