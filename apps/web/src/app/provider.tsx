import { lazy, Suspense, type ReactNode } from 'react';

const Toasts = lazy(() => import('./toasts'));

/**
 * Providers shared by the app and the component tests. React Query's provider is not here: it comes
 * with the lazily loaded route pages (`lib/query-provider.tsx`), outside the landing route's initial JS (PUB-17).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
