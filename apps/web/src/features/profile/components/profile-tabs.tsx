import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PROFILE_TEXTS } from '@careers/shared';
import { Icon, type IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';

export const PROFILE_TABS = ['profile', 'applied', 'saved', 'alerts'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const ICONS: Record<ProfileTab, IconDrawing> = { profile: icons.user, applied: icons.send, saved: icons.bookmark, alerts: icons.mail };
export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/**
 * PRO-1's side menu: Profile, Applied Jobs, Saved Jobs, as WAI-ARIA tabs (arrows, Home and End
 * move between them). A column beside the content on wide screens, a row above it on tablets, two rows
 * of two on phones (every tab whole: a 375 px row cut "Job Alerts" off).
 */
export function ProfileTabs({
  current,
  onChange,
  badges = {},
}: {
  current: ProfileTab;
  onChange: (tab: ProfileTab) => void;
  /** Beside a tab's name, composed by the route (APP-12: unread messages on Applied Jobs). */
  badges?: Partial<Record<ProfileTab, ReactNode>>;
}) {
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROFILE_TABS.indexOf(current);
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PROFILE_TABS.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = PROFILE_TABS[(target + PROFILE_TABS.length) % PROFILE_TABS.length] ?? 'profile';
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Profile menu"
      className="grid grid-cols-2 gap-1 rounded-card bg-white p-1.5 shadow-card ring-1 ring-line sm:flex sm:overflow-x-auto lg:flex-col"
    >
      {PROFILE_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onChange(tab)}
            className={
              'flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-2.5 py-2.5 text-sm font-semibold transition sm:px-3 lg:flex-none lg:justify-start ' +
              (selected ? 'bg-brand-700 text-white shadow-sm' : 'text-muted hover:bg-brand-50 hover:text-brand-800')
            }
          >
            <Icon icon={ICONS[tab]} className="hidden h-[18px] w-[18px] sm:block" />
            {PROFILE_TEXTS.tabs[tab]}
            {badges[tab]}
          </button>
        );
      })}
    </div>
  );
}
