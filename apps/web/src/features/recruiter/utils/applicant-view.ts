import { APPLICATION_STATUSES, type Applicant, type ApplicationStatus } from '@careers/shared';

/** REC-14: how the list of a job's applicants is sorted, filtered and searched; it lives in the URL. */
export const APPLICANT_SORTS = ['applied', 'newest', 'rating'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

export interface ApplicantView {
  /** Part of the applicant's name, any case and accents ignored. */
  q: string;
  step: ApplicationStatus | '';
  sort: ApplicantSort;
}

const isSort = (value: string | null): value is ApplicantSort => APPLICANT_SORTS.some((s) => s === value);
const isStep = (value: string | null): value is ApplicationStatus => APPLICATION_STATUSES.some((s) => s === value);

/** The view a URL's query asks for; anything unknown falls back to the default (all, in the order they applied). */
export function viewFromSearch(params: URLSearchParams): ApplicantView {
  const sort = params.get('sort');
  const step = params.get('step');
  return { q: params.get('q') ?? '', step: isStep(step) ? step : '', sort: isSort(sort) ? sort : 'applied' };
}

/** The query for a view: defaults are left out, so the plain page keeps its plain address. */
export function searchFromView(view: ApplicantView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.step) params.set('step', view.step);
  if (view.sort !== 'applied') params.set('sort', view.sort);
  return params;
}

/**
 * REC-6, REC-23: the applicants of a job were shown as a list or, with `?view=board`, as a pipeline board;
 * the board now has a page of its own, and the list sends an old `?view=board` address there.
 */
export const APPLICANT_LAYOUTS = ['list', 'board'] as const;
export type ApplicantLayout = (typeof APPLICANT_LAYOUTS)[number];
export const LAYOUT_PARAM = 'view';

export const layoutFromSearch = (params: URLSearchParams): ApplicantLayout => (params.get(LAYOUT_PARAM) === 'board' ? 'board' : 'list');

/** The query with `layout` chosen and everything else kept (the list's search, step and sort come back with it). */
export function searchWithLayout(params: URLSearchParams, layout: ApplicantLayout): URLSearchParams {
  const next = new URLSearchParams(params);
  if (layout === 'list') next.delete(LAYOUT_PARAM);
  else next.set(LAYOUT_PARAM, layout);
  return next;
}

/** The applicant's name as they gave it on the application. */
export const fullName = (a: Applicant) => `${a.details.first_name} ${a.details.last_name}`.trim();

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The applicants the view shows, in its order: by application date (oldest or newest first), or by
 * average rating (highest first; unrated last; ties by application date).
 */
export function applyView(applicants: readonly Applicant[], view: ApplicantView): Applicant[] {
  const words = fold(view.q).split(/\s+/).filter(Boolean);
  const shown = applicants.filter((a) => {
    if (view.step && a.status !== view.step) return false;
    const name = fold(`${a.details.first_name} ${a.details.last_name}`);
    return words.every((w) => name.includes(w));
  });
  const applied = (a: Applicant) => Date.parse(a.dateApplied);
  const byApplied = (a: Applicant, b: Applicant) => applied(a) - applied(b) || a.application_id - b.application_id;
  if (view.sort === 'newest') return shown.sort((a, b) => byApplied(b, a));
  if (view.sort === 'rating') return shown.sort((a, b) => (b.rating.average ?? 0) - (a.rating.average ?? 0) || byApplied(a, b));
  return shown.sort(byApplied);
}
