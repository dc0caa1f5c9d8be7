import {
  APPLICANT_FIT_FILTERS,
  APPLICANT_SORTS,
  type ApplicantFitFilter,
  APPLICATION_STATUSES,
  type ApplicantSort,
  type ApplicationStatus,
  type ApplicantSortDirection,
  RECOMMENDATIONS,
  type Recommendation,
} from '@careers/shared';

/** What the address's query string says of the table (REC-19: a list is a link; Back restores it). */
export interface ApplicantsFilters {
  q: string;
  step: ApplicationStatus | '';
  minRating: number | undefined;
  /** REC-26: fit filters that must all hold (`fit=skills,rate`), in a fixed order. */
  fit: ApplicantFitFilter[];
  /** REC-27: only the applications flagged "Does not meet" still in Applied (`review=1`). */
  needsReview: boolean;
  sort: ApplicantSort;
  dir: ApplicantSortDirection;
  /** REC-28: a submitted scorecard recommending this (`recommendation=yes`). */
  recommendation: Recommendation | undefined;
  /** APP-17: the source the applications count under (`source=linkedin`); '' for all. */
  source: string;
}

export const DEFAULT_SORT: { sort: ApplicantSort; dir: ApplicantSortDirection } = { sort: 'applied', dir: 'desc' };
/** The query parameter that opens an applicant in the side panel. */
export const APPLICATION_PARAM = 'application';

const isSort = (value: string | null): value is ApplicantSort => APPLICANT_SORTS.some((s) => s === value);
const isRecommendation = (value: string | null): value is Recommendation => RECOMMENDATIONS.some((r) => r === value);
const isStatus = (value: string | null): value is ApplicationStatus => APPLICATION_STATUSES.some((s) => s === value);

export function filtersFromSearch(params: URLSearchParams): ApplicantsFilters {
  const sort = params.get('sort');
  const dir = params.get('dir');
  const step = params.get('step');
  const rating = Number(params.get('rating'));
  const recommendation = params.get('recommendation');
  return {
    q: (params.get('q') ?? '').trim(),
    step: isStatus(step) ? step : '',
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    fit: APPLICANT_FIT_FILTERS.filter((name) => (params.get('fit') ?? '').split(',').includes(name)),
    needsReview: params.get('review') === '1',
    sort: isSort(sort) ? sort : DEFAULT_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SORT.dir,
    recommendation: isRecommendation(recommendation) ? recommendation : undefined,
    source: (params.get('source') ?? '').trim().toLowerCase().slice(0, 100),
  };
}

/** "3 Jun", or "3 Jun 2025" outside this year. */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** "2 h ago", "3 d ago", else the date. */
export function relativeTime(iso: string, now = new Date()): string {
  const minutes = Math.round((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} d ago`;
  return shortDate(iso, now);
}
