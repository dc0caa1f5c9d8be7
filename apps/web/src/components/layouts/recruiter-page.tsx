import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_TEXTS,
  AUDIT_MESSAGES,
  RECRUITER_MESSAGES,
  RECRUITER_SETTINGS_MESSAGES,
  SYSTEM_MESSAGES,
  TEAM_MESSAGES,
} from '@careers/shared';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/**
 * REC-2: the frame of every recruiter page (recruiters only: the router's guard sends a candidate to
 * their profile, and the API answers 403 anyway): a way back to Posted jobs, the page title and its actions.
 */
export function RecruiterPage({
  title,
  actions,
  back = true,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  back?: boolean;
  children: ReactNode;
}) {
  const { user } = useSession();
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          {/* REC-13: each recruiter's settings; REC-8, REC-9, REC-15: the team page, the access log and the system page, for admins only. */}
          <nav
            aria-label={RECRUITER_MESSAGES.areaTitle}
            className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold sm:float-right sm:mb-0"
          >
            <Link to={paths.recruiter.settings} className="text-brand-700 underline-offset-4 hover:underline">
              {RECRUITER_SETTINGS_MESSAGES.title}
            </Link>
            {user?.role === 'admin' && (
              <>
                <Link to={paths.recruiter.team} className="text-brand-700 underline-offset-4 hover:underline">
                  {TEAM_MESSAGES.navLink}
                </Link>
                <Link to={paths.recruiter.audit()} className="text-brand-700 underline-offset-4 hover:underline">
                  {AUDIT_MESSAGES.navLink}
                </Link>
                <Link to={paths.recruiter.system} className="text-brand-700 underline-offset-4 hover:underline">
                  {SYSTEM_MESSAGES.navLink}
                </Link>
              </>
            )}
          </nav>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
            {back ? (
              <Link to={paths.recruiter.home} className="hover:underline">
                <span aria-hidden="true">← </span>
                {APPLICATION_TEXTS.postedJobs}
              </Link>
            ) : (
              RECRUITER_MESSAGES.areaTitle
            )}
          </p>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-ink">{title}</h1>
            {actions}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}
