import { WORKSPACE_MESSAGES as W, type RouteRole } from '@careers/shared';
import type { IconDrawing } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** One place of the workspace's navigation rail (REC-16). */
export interface WorkspaceNavItem {
  /** A stable key (tests and the palette name places by it). */
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: IconDrawing;
  /** Admins only (REC-8, REC-9, REC-15, REC-25); the router's admin guard says the same of the page. */
  readonly adminOnly?: boolean;
  /** Paths under `to` that mark another item as current rather than this one (e.g. the jobs below the dashboard). */
  readonly end?: boolean;
  /** The rail's group: the daily work, then the places that manage the tool. */
  readonly group: 'work' | 'manage';
}

/**
 * REC-16: the workspace's places, in their order. This is the one list: a later page adds its entry
 * here (the rail, the drawer and the command palette read it).
 */
export const WORKSPACE_NAV: readonly WorkspaceNavItem[] = [
  { id: 'dashboard', label: W.nav.dashboard, to: paths.recruiter.home, icon: icons.dashboard, end: true, group: 'work' },
  { id: 'jobs', label: W.nav.jobs, to: paths.recruiter.jobs, icon: icons.briefcase, group: 'work' },
  { id: 'candidates', label: W.nav.candidates, to: paths.recruiter.talent, icon: icons.users, group: 'work' },
  { id: 'reports', label: W.nav.reports, to: paths.recruiter.reports, icon: icons.barChart, group: 'work' },
  { id: 'team', label: W.nav.team, to: paths.recruiter.team, icon: icons.user, adminOnly: true, group: 'manage' },
  { id: 'settings', label: W.nav.settings, to: paths.recruiter.settings, icon: icons.settings, group: 'manage' },
  {
    id: 'exchange-rates',
    label: W.nav.exchangeRates,
    to: paths.recruiter.exchangeRates,
    icon: icons.currency,
    adminOnly: true,
    group: 'manage',
  },
  {
    id: 'message-templates',
    label: W.nav.messageTemplates,
    to: paths.recruiter.messageTemplates,
    icon: icons.mail,
    adminOnly: true,
    group: 'manage',
  },
  { id: 'access-log', label: W.nav.accessLog, to: paths.recruiter.audit(), icon: icons.shieldCheck, adminOnly: true, group: 'manage' },
  { id: 'system', label: W.nav.system, to: paths.recruiter.system, icon: icons.activity, adminOnly: true, group: 'manage' },
];

/** The places a member of `role` may open (admin-only places for admins). */
export const navFor = (role: RouteRole | undefined): WorkspaceNavItem[] =>
  WORKSPACE_NAV.filter((item) => !item.adminOnly || role === 'admin');
