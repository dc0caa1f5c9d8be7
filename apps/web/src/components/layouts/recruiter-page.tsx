import type { ReactNode } from 'react';
import { WORKSPACE_MESSAGES as W } from '@careers/shared';
import { PageHeader } from '@/components/workspace/page-header';
import { paths } from '@/config/paths';

/**
 * REC-2, REC-16: a recruiter page inside the workspace frame (`app/workspace/workspace-layout.tsx`
 * draws the navigation, the member and sign-out): its header (title, actions, and for a job's pages
 * the way back to Jobs) and its content.
 */
export function RecruiterPage({
  title,
  actions,
  back = false,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  /** A job's pages (applicants, editor) link back to the jobs. */
  back?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} actions={actions} back={back ? { to: paths.recruiter.jobs, label: W.nav.jobs } : undefined} />
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}
