import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUserDetails } from '../api/get-user-details';
import { ProfileBanner } from './profile-banner';
import { ProfileCards } from './profile-cards';
import { PROFILE_TABS, ProfileTabs, panelId, tabId, type ProfileTab } from './profile-tabs';

/**
 * PRO-1: the candidate's profile page. The tab lives in the URL (?tab=applied), so Back and
 * shared links work. The data is PRO-12's GET /api/user-details, reloaded after every change.
 * The Applied Jobs and Saved Jobs tabs come from their own features (APP-6, APP-7), composed by the route.
 */
export function ProfilePage({
  tabs,
  profileExtras,
  profileFooter,
  tabBadges,
}: {
  tabs: Record<Exclude<ProfileTab, 'profile'>, ReactNode>;
  /** Beside the tabs' names, composed by the route (APP-12: the Applied Jobs tab's unread messages). */
  tabBadges?: Partial<Record<ProfileTab, ReactNode>>;
  /** Shown above the profile cards, composed by the route (REC-10: the talent pool switch). */
  profileExtras?: ReactNode;
  /** Shown below the profile cards, composed by the route (PRV-1: the candidate's data and privacy). */
  profileFooter?: ReactNode;
}) {
  const details = useUserDetails();
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.find((name) => name === requestedTab) ?? 'profile';
  const selectTab = (next: ProfileTab) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  return (
    <div className="bg-surface">
      <title>{`My profile · ${site.companyName} Careers`}</title>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        {details.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted">
            <Spinner />
            Loading your profile...
          </div>
        ) : details.isError ? (
          <div role="alert" className="rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-line">
            <p className="font-semibold text-ink">We could not load your profile.</p>
            <p className="mt-1 text-sm text-muted">Check your connection and try again.</p>
            <Button className="mt-5" onClick={() => void details.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <ProfileBanner profile={details.data} />
            <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
              <div className="min-w-0 lg:sticky lg:top-24">
                <ProfileTabs current={tab} onChange={selectTab} {...(tabBadges ? { badges: tabBadges } : {})} />
              </div>
              <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="min-w-0">
                {tab === 'profile' ? (
                  <>
                    {profileExtras}
                    <ProfileCards profile={details.data} />
                    {profileFooter}
                  </>
                ) : (
                  tabs[tab]
                )}
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
