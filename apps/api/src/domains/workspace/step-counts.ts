import { APPLICATION_STATUSES, type StepCounts } from '@careers/shared';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A job's applications per step from `jsonb_object_agg(status, n)` over `job_step_counts` (docs/decisions/032):
 * every step present, 0 where the job has no row. The driver hands jsonb parsed (node-postgres) or as text.
 */
export function stepCountsOf(value: unknown): StepCounts {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const counts: StepCounts = { applied: 0, under_review: 0, interview: 0, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 };
  if (isRecord(parsed))
    for (const status of APPLICATION_STATUSES) {
      const n = parsed[status];
      if (typeof n === 'number' && n > 0) counts[status] = n;
    }
  return counts;
}

/** A time from the driver (a Date from node-postgres, text from some PGlite paths) as ISO 8601. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
/** A date column (yyyy-MM-dd text, or a Date at UTC midnight) as yyyy-MM-dd. */
export const isoDay = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
