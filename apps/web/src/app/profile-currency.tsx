import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileTermsQueryOptions } from '@/features/profile/api/profile-terms';
import { setProfileDisplayCurrency } from '@/hooks/use-display-currency';
import { QueryProvider } from '@/lib/query-provider';

function FollowProfileCurrency() {
  const { data } = useQuery(profileTermsQueryOptions());
  const currency = data?.expected_rate?.currency ?? null;
  useEffect(() => {
    setProfileDisplayCurrency(currency);
    return () => setProfileDisplayCurrency(null);
  }, [currency]);
  return null;
}

/**
 * PUB-19 (docs/decisions/041): a signed-in candidate reads pay in the currency of their own expected
 * rate (PRO-20) unless they chose another with "Show pay in". `AppProvider` loads this lazily and only
 * for a signed-in candidate, so visitors' pages neither fetch the terms nor carry this code; on sign-out
 * it unmounts and the currency goes back to the browser's.
 */
export default function ProfileCurrency() {
  return (
    <QueryProvider>
      <FollowProfileCurrency />
    </QueryProvider>
  );
}
