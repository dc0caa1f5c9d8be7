import { JOBS_TABLE_PAGE_SIZE, type JobsTable, type JobsTableFilters } from '@careers/shared';
import type { Db } from '../../platform/db/transactions.js';
import { createJobsTableRepository } from './jobs-table-repository.js';
import { isoDay, stepCountsOf } from './step-counts.js';

/** The posters' menu from `jsonb_agg` (parsed by the driver, or text). */
function postersOf(value: unknown): { id: number; name: string }[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    'id' in entry &&
    'name' in entry &&
    typeof entry.id === 'number' &&
    typeof entry.name === 'string'
      ? [{ id: entry.id, name: entry.name }]
      : [],
  );
}

/**
 * REC-18 (docs/decisions/037): the jobs table: one page, its total and the filter menus, in parallel.
 * Job titles and posters' names only: not recorded (REC-9).
 */
export function createJobsTableService({ db }: { db: Db }) {
  const repo = createJobsTableRepository(db);
  return {
    async list(filters: JobsTableFilters, memberId: number): Promise<JobsTable> {
      const offset = (filters.page - 1) * JOBS_TABLE_PAGE_SIZE;
      const [rows, total, facets] = await Promise.all([
        repo.page(filters, memberId, JOBS_TABLE_PAGE_SIZE, offset),
        repo.count(filters),
        repo.facets(),
      ]);
      return {
        jobs: rows.map((r) => ({
          jobId: r.id,
          title: r.title,
          location: r.location,
          isRemote: r.is_remote,
          type: r.job_type,
          status: r.status,
          department: r.department,
          category: r.category,
          postedOn: isoDay(r.posted_date),
          closingDate: r.closing_date === null ? null : isoDay(r.closing_date),
          postedBy: r.poster_id === null ? null : { id: r.poster_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() },
          applicants: Number(r.applicants),
          newSinceVisit: Number(r.new_since),
          counts: stepCountsOf(r.counts),
          watching: r.watching,
          demo: r.demo,
        })),
        total,
        page: filters.page,
        pageSize: JOBS_TABLE_PAGE_SIZE,
        facets: { ...facets, posters: postersOf(facets.posters) },
      };
    },
  };
}
export type JobsTableService = ReturnType<typeof createJobsTableService>;
