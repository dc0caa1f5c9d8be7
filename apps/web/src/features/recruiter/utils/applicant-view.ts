import type { Applicant } from '@careers/shared';

/**
 * REC-6, REC-23: a job's applicants were once shown as a list or, with `?view=board`, as a pipeline
 * board; the board has a page of its own now, and the applicants page sends an old `?view=board`
 * address there.
 */
export const layoutFromSearch = (params: URLSearchParams): 'list' | 'board' => (params.get('view') === 'board' ? 'board' : 'list');

/** The applicant's name as they gave it on the application. */
export const fullName = (a: Applicant) => `${a.details.first_name} ${a.details.last_name}`.trim();
