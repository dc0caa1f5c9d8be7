import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES, type Job } from '@careers/shared';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.some((member) => member === value);

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
    (typeof job.closing_date === 'string' || job.closing_date === null)
  ))
    return undefined;
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
  };
}
