import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES, PAY_CURRENCIES, PAY_UNITS, type Job, type PayRange } from '@careers/shared';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.some((member) => member === value);
const isIntOrNull = (value: unknown): value is number | null => value === null || Number.isInteger(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
/** PUB-18's pay range, or null (a job without one). */
function payOf(value: unknown): PayRange | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || !('min' in value && 'max' in value && 'currency' in value && 'unit' in value)) return undefined;
  const { min, max, currency, unit } = value;
  if (typeof min !== 'number' || typeof max !== 'number' || !isOneOf(PAY_CURRENCIES, currency) || !isOneOf(PAY_UNITS, unit))
    return undefined;
  return { min, max, currency, unit };
}

/**
 * The job a job card's link handed over in its navigation state (PUB-10: `state={{ job, jobId }}`), so
 * the job page draws it at once: only a whole job with the page's id, anything else is left to the request.
 */
export function jobFromLinkState(state: unknown, jobId: string): Job | undefined {
  if (typeof state !== 'object' || state === null || !('job' in state)) return undefined;
  const job = state.job;
  if (!(
    typeof job === 'object' &&
    job !== null &&
    'job_id' in job &&
    typeof job.job_id === 'number' &&
    String(job.job_id) === jobId &&
    'job_title' in job &&
    typeof job.job_title === 'string' &&
    'is_remote' in job &&
    typeof job.is_remote === 'boolean' &&
    'job_type' in job &&
    isOneOf(JOB_TYPES, job.job_type) &&
    'department' in job &&
    typeof job.department === 'string' &&
    'job_description' in job &&
    typeof job.job_description === 'string' &&
    'category' in job &&
    isOneOf(JOB_CATEGORIES, job.category) &&
    'location' in job &&
    typeof job.location === 'string' &&
    'status' in job &&
    isOneOf(JOB_STATUSES, job.status) &&
    'posted_date' in job &&
    typeof job.posted_date === 'string' &&
    'closing_date' in job &&
    (typeof job.closing_date === 'string' || job.closing_date === null) &&
    'pay' in job &&
    'start_date' in job &&
    isStringOrNull(job.start_date) &&
    'duration_months' in job &&
    isIntOrNull(job.duration_months) &&
    'hours_per_week' in job &&
    isIntOrNull(job.hours_per_week) &&
    'remote_countries' in job &&
    isStrings(job.remote_countries) &&
    'cet_overlap_hours' in job &&
    isIntOrNull(job.cet_overlap_hours) &&
    'skills_required' in job &&
    isStrings(job.skills_required) &&
    'skills_nice' in job &&
    isStrings(job.skills_nice)
  ))
    return undefined;
  const pay = payOf(job.pay);
  if (pay === undefined) return undefined;
  return {
    job_id: job.job_id,
    job_title: job.job_title,
    is_remote: job.is_remote,
    job_type: job.job_type,
    department: job.department,
    job_description: job.job_description,
    category: job.category,
    location: job.location,
    status: job.status,
    posted_date: job.posted_date,
    closing_date: job.closing_date,
    pay,
    start_date: job.start_date,
    duration_months: job.duration_months,
    hours_per_week: job.hours_per_week,
    remote_countries: job.remote_countries,
    cet_overlap_hours: job.cet_overlap_hours,
    skills_required: job.skills_required,
    skills_nice: job.skills_nice,
  };
}
