import type { ComponentType } from 'react';
import type { CLIENT_ROUTES, RouteName } from '@careers/shared';

/** The routes of the shared table that the workspace frame holds: the recruiter and admin pages (REC-16). */
export type WorkspaceRouteName = {
  [N in RouteName]: (typeof CLIENT_ROUTES)[N]['access'] extends 'recruiter' | 'admin' ? N : never;
}[RouteName];

/** A workspace page's module, as React Router's `lazy` wants it; React Query comes with the frame (`./workspace-layout`). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const jobEditor = page(() => import('../routes/recruiter-job-editor'));

/**
 * docs/decisions/031: each workspace page's code, loaded on demand. The frame's chunk carries this
 * table (`./workspace-layout` re-exports it), so the landing route's entry holds one dynamic import for
 * the whole workspace instead of one per page with its list of chunks to preload.
 */
export const WORKSPACE_PAGES: Record<WorkspaceRouteName, () => Promise<{ Component: ComponentType }>> = {
  recruiterHome: page(() => import('../routes/recruiter-dashboard')),
  recruiterJobs: page(() => import('../routes/recruiter-jobs-table')),
  recruiterNewJob: jobEditor,
  recruiterJob: page(() => import('../routes/recruiter-applicants')),
  recruiterEditJob: jobEditor,
  recruiterJobBoard: page(() => import('../routes/recruiter-board')),
  recruiterTeam: page(() => import('../routes/recruiter-team')),
  recruiterTalent: page(() => import('../routes/recruiter-talent')),
  recruiterCandidate: page(() => import('../routes/recruiter-candidate')),
  recruiterSettings: page(() => import('../routes/recruiter-settings')),
  recruiterReports: page(() => import('../routes/recruiter-reports')),
  recruiterAudit: page(() => import('../routes/recruiter-audit')),
  recruiterSystem: page(() => import('../routes/recruiter-system')),
  recruiterExchangeRates: page(() => import('../routes/recruiter-exchange-rates')),
  recruiterMessageTemplates: page(() => import('../routes/recruiter-message-templates')),
};
