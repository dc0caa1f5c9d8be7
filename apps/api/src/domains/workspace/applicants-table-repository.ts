import { sql, type SQL } from 'drizzle-orm';
import {
  sourceLabelOf,
  APPLICATION_STATUSES,
  type ApplicantFitFilter,
  type ApplicantHistoryEntry,
  type ApplicantRow,
  type ApplicantSort,
  type ApplicationStatus,
  type ApplicantSortDirection,
  type FitFacts,
  type FitStatus,
  type StepCounts,
  RECOMMENDATIONS,
  type Recommendation,
} from '@careers/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { KeysetPosition, KeysetValue } from './keyset.js';

/** The keyset kind of each sort: a time (ISO text in the cursor), a text or a number. */
type KeyKind = 'time' | 'text' | 'number';

const STEP_ORDER = sql.raw(`ARRAY[${APPLICATION_STATUSES.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * docs/decisions/032, 036: each sort's key, one expression on the narrow columns of migration 0015 (the
 * name, applied date, rating and activity orders have their own `(job_id, key, id)` index), never null,
 * so `(key, id)` row comparison pages without gaps.
 */
const SORT_KEYS: Record<ApplicantSort, { key: SQL; kind: KeyKind }> = {
  applied: { key: sql`a.created_at`, kind: 'time' },
  name: { key: sql`lower(a.candidate_name)`, kind: 'text' },
  title: { key: sql`coalesce(lower(a.headline_title), '')`, kind: 'text' },
  country: { key: sql`coalesce(a.country_code, '')`, kind: 'text' },
  step: { key: sql`array_position(${STEP_ORDER}, a.status::text)`, kind: 'number' },
  rating: { key: sql`a.rating_avg`, kind: 'number' },
  activity: { key: sql`a.last_activity_at`, kind: 'time' },
  // REC-26 (docs/decisions/043): the stated fit order (required skills met, then the other lines);
  // applications without a stored fit yet come last.
  fit: { key: sql`coalesce(f.sort_key, -1)`, kind: 'number' },
};

/** REC-26: each fit filter as a condition on the application's stored fit. */
const FIT_FILTER_SQL: Record<ApplicantFitFilter, SQL> = {
  skills: sql`ff.skills_total > 0 AND ff.skills_met = ff.skills_total`,
  rate: sql`ff.rate_status = 'meets'`,
  country: sql`ff.country_status = 'meets'`,
};

const isoText = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `text` as a LIKE pattern's literal part: its wildcards and the escape character escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ApplicantsFilter {
  jobId: number;
  q?: string | undefined;
  steps?: readonly ApplicationStatus[] | undefined;
  minRating?: number | undefined;
  fit?: readonly ApplicantFitFilter[] | undefined;
  /** REC-27: only applications flagged "Does not meet" still in Applied. */
  needsReview?: boolean | undefined;
  /** REC-28: only applications with a submitted scorecard recommending this. */
  recommendation?: Recommendation | undefined;
  /** APP-17: only applications counted under this source. */
  source?: string | undefined;
}

/** REC-34: a referrer's name: an employee's as entered, a team member's from their account. */
const REFERRER_NAME = sql`(SELECT coalesce(r.name, btrim(ru.first_name || ' ' || ru.last_name)) FROM referrers r
  LEFT JOIN users ru ON ru.id = r.user_id WHERE r.id = a.referrer_id)`;

/** REC-27: flagged by the screening answers and not moved by a person yet (`applications_job_needs_review_idx`). */
const NEEDS_REVIEW = sql`a.status = 'applied' AND cardinality(a.does_not_meet) > 0`;

interface RawRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  name: string | null;
  title: string | null;
  company: string | null;
  country_code: string | null;
  country_region: string | null;
  status: ApplicationStatus;
  rating_avg: string | number;
  rating_count: number;
  created_at: string;
  last_activity_at: string;
  step_changed_at: string;
  demo: boolean;
  photo_id: string | null;
  cv_id: string | null;
  sort_value: string | number | null;
  fit_skills_met: number | null;
  fit_skills_total: number | null;
  fit_nice_met: number | null;
  fit_nice_total: number | null;
  fit_skills: FitStatus | null;
  fit_rate: FitStatus | null;
  fit_availability: FitStatus | null;
  fit_overlap: FitStatus | null;
  fit_overlap_minutes: number | null;
  fit_country: FitStatus | null;
  fit_country_code: string | null;
  does_not_meet: string[];
  source: string;
  campaign: string | null;
  referred_by: string | null;
}

function fitFactsOf(r: RawRow): FitFacts | null {
  if (r.fit_skills === null || r.fit_rate === null || r.fit_availability === null || r.fit_overlap === null || r.fit_country === null)
    return null;
  return {
    skillsMet: r.fit_skills_met ?? 0,
    skillsTotal: r.fit_skills_total ?? 0,
    niceMet: r.fit_nice_met ?? 0,
    niceTotal: r.fit_nice_total ?? 0,
    skills: r.fit_skills,
    rate: r.fit_rate,
    availability: r.fit_availability,
    overlap: r.fit_overlap,
    overlapMinutes: r.fit_overlap_minutes,
    country: r.fit_country,
    countryCode: r.fit_country_code,
  };
}

const DAY_MS = 86_400_000;

/**
 * REC-19's reads of a job's applicants, each one statement: a keyset page, the counts per step, a photo
 * inside a recorded list view, the step history. Never `applications.details` in a list (docs/decisions/032).
 */
export function createApplicantsTableRepository(db: DbOrTx) {
  function filters({ jobId, q, minRating, fit, needsReview, recommendation, source }: ApplicantsFilter): SQL[] {
    const where: SQL[] = [sql`a.job_id = ${jobId}`];
    if (source) where.push(sql`a.source = ${source}`);
    if (q) {
      const within = `%${likeLiteral(q.toLowerCase())}%`;
      where.push(sql`(lower(a.candidate_name) LIKE ${within} OR lower(a.headline_title) LIKE ${within})`);
    }
    if (minRating !== undefined) where.push(sql`a.rating_avg >= ${minRating}`);
    if (needsReview) where.push(NEEDS_REVIEW);
    if (fit && fit.length > 0)
      where.push(
        // The job's fits only (`application_fits_job_sort_idx`): one index range, then a semi-join by id.
        sql`a.id IN (SELECT ff.application_id FROM application_fits ff WHERE ff.job_id = ${jobId} AND ${sql.join(
          fit.map((name) => FIT_FILTER_SQL[name]),
          sql` AND `,
        )})`,
      );
    if (recommendation !== undefined)
      // REC-28: a submitted scorecard recommending it (`scorecards_recommendation_idx`), then a semi-join by id.
      where.push(
        sql`a.id IN (SELECT sc.application_id FROM scorecards sc WHERE sc.submitted_at IS NOT NULL AND sc.recommendation = ${
          RECOMMENDATIONS.indexOf(recommendation) + 1
        })`,
      );
    return where;
  }

  return {
    async job(jobId: number): Promise<{ id: number; title: string; status: string } | undefined> {
      const result = await db.execute<{ id: number; title: string; status: string }>(
        sql`SELECT id, title, status FROM jobs WHERE id = ${jobId}`,
      );
      return result.rows[0];
    },

    /** One page in `sort` order after `after` (both ways), `limit + 1` rows read to know whether more follow. */
    async page(
      filter: ApplicantsFilter,
      order: { sort: ApplicantSort; dir: ApplicantSortDirection },
      after: KeysetPosition | undefined,
      limit: number,
      now: Date,
    ): Promise<{ rows: ApplicantRow[]; last: KeysetPosition | undefined; more: boolean }> {
      const { key, kind } = SORT_KEYS[order.sort];
      const where = filters(filter);
      if (filter.steps && filter.steps.length > 0)
        where.push(
          sql`a.status IN (${sql.join(
            filter.steps.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      if (after) {
        const value = after.value;
        const typed = kind === 'time' ? sql`${value}::timestamptz` : kind === 'number' ? sql`${value}::numeric` : sql`${value}::text`;
        where.push(order.dir === 'asc' ? sql`(${key}, a.id) > (${typed}, ${after.id})` : sql`(${key}, a.id) < (${typed}, ${after.id})`);
      }
      const dir = order.dir === 'asc' ? sql`ASC` : sql`DESC`;
      const sortValue = kind === 'time' ? isoText(key) : key;
      const result = await db.execute<RawRow>(sql`
        SELECT a.id, a.user_id, a.candidate_name AS name, a.headline_title AS title, a.headline_company AS company,
          a.country_code, a.country_region, a.status, a.rating_avg, a.rating_count,
          ${isoText(sql`a.created_at`)} AS created_at, ${isoText(sql`a.last_activity_at`)} AS last_activity_at,
          ${isoText(sql`a.step_changed_at`)} AS step_changed_at, u.demo,
          (SELECT f.id FROM application_files f WHERE f.application_id = a.id AND f.kind = 'photo' ORDER BY f.created_at LIMIT 1) AS photo_id,
          (SELECT f.id FROM application_files f WHERE f.application_id = a.id AND f.kind = 'cv' ORDER BY f.created_at LIMIT 1) AS cv_id,
          ${sortValue} AS sort_value,
          f.skills_met AS fit_skills_met, f.skills_total AS fit_skills_total, f.nice_met AS fit_nice_met,
          f.nice_total AS fit_nice_total, f.skills_status AS fit_skills, f.rate_status AS fit_rate,
          f.availability_status AS fit_availability, f.overlap_status AS fit_overlap,
          f.overlap_minutes AS fit_overlap_minutes, f.country_status AS fit_country, f.country_code AS fit_country_code,
          a.does_not_meet, a.source, a.source_touches->'first'->>'campaign' AS campaign, ${REFERRER_NAME} AS referred_by
        FROM applications a JOIN users u ON u.id = a.user_id LEFT JOIN application_fits f ON f.application_id = a.id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${key} ${dir}, a.id ${dir}
        LIMIT ${limit + 1}`);
      const more = result.rows.length > limit;
      const raw = result.rows.slice(0, limit);
      const lastRaw = raw.at(-1);
      const last: KeysetPosition | undefined = lastRaw && { value: keysetValue(lastRaw.sort_value, kind), id: lastRaw.id };
      return {
        more,
        last,
        rows: raw.map((r) => ({
          applicationId: r.id,
          candidateId: r.user_id,
          name: r.name ?? '',
          title: r.title,
          company: r.company,
          countryCode: r.country_code,
          countryRegion: r.country_region,
          status: r.status,
          ratingAvg: Number(r.rating_avg),
          ratingCount: r.rating_count,
          appliedAt: r.created_at,
          lastActivityAt: r.last_activity_at,
          stepChangedAt: r.step_changed_at,
          daysInStep: Math.max(0, Math.floor((now.getTime() - Date.parse(r.step_changed_at)) / DAY_MS)),
          photoFileId: r.photo_id,
          cvFileId: r.cv_id,
          demo: r.demo,
          fit: fitFactsOf(r),
          doesNotMeet: r.does_not_meet,
          needsReview: r.status === 'applied' && r.does_not_meet.length > 0,
          sourceLabel: sourceLabelOf(r.source, r.campaign),
          referredBy: r.referred_by || null,
        })),
      };
    },

    /**
     * How many applicants match in each step (the steps filter aside, so the filter's chips can show them).
     * Without a search or rating filter: the 7 rows of `job_step_counts`, kept exact by triggers.
     */
    async stepCounts(filter: ApplicantsFilter): Promise<StepCounts> {
      const counts: StepCounts = { applied: 0, under_review: 0, interview: 0, offer: 0, hired: 0, not_selected: 0, withdrawn: 0 };
      const result =
        filter.q ||
        filter.minRating !== undefined ||
        (filter.fit && filter.fit.length > 0) ||
        filter.needsReview ||
        filter.recommendation !== undefined ||
        filter.source !== undefined
          ? await db.execute<{ status: ApplicationStatus; n: number | string }>(sql`
              SELECT a.status, count(*) AS n FROM applications a WHERE ${sql.join(filters(filter), sql` AND `)} GROUP BY a.status`)
          : await db.execute<{ status: ApplicationStatus; n: number | string }>(
              sql`SELECT status, n FROM job_step_counts WHERE job_id = ${filter.jobId}`,
            );
      for (const row of result.rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /** APP-17: the sources the job's applications count under, most used first, for the filter. */
    async sources(jobId: number): Promise<string[]> {
      const result = await db.execute<{ source: string }>(
        sql`SELECT a.source FROM applications a WHERE a.job_id = ${jobId} GROUP BY a.source ORDER BY count(*) DESC, a.source LIMIT 100`,
      );
      return result.rows.map((r) => r.source);
    },

    /** REC-27: how many of the job's applications need review (flagged, still in Applied), from their partial index. */
    async needsReviewCount(jobId: number): Promise<number> {
      const result = await db.execute<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM applications a WHERE a.job_id = ${jobId} AND ${NEEDS_REVIEW}`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    /** A submitted photo of an application to `jobId`, when `actorId`'s list view `viewId` of that job is recorded since `since`. */
    async photoInView(input: { actorId: number; jobId: number; viewId: string; fileId: string; since: Date }) {
      const result = await db.execute<{ storage_key: string }>(sql`
        SELECT f.storage_key FROM application_files f JOIN applications a ON a.id = f.application_id
        WHERE f.id = ${input.fileId} AND f.kind = 'photo' AND a.job_id = ${input.jobId}
          AND EXISTS (SELECT 1 FROM access_audit v WHERE v.kind = 'applicants_view' AND v.actor_id = ${input.actorId}
            AND v.job_id = ${input.jobId} AND v.file_ref = ${input.viewId} AND v.at >= ${input.since.toISOString()}::timestamptz)`);
      return result.rows[0]?.storage_key;
    },

    /** The candidate's summary beside the panel: the narrow columns and the demo flag. */
    async summary(applicationId: number) {
      const result = await db.execute<{
        job_id: number;
        user_id: number;
        name: string | null;
        title: string | null;
        company: string | null;
        country_code: string | null;
        country_region: string | null;
        demo: boolean;
      }>(sql`
        SELECT a.job_id, a.user_id, a.candidate_name AS name, a.headline_title AS title, a.headline_company AS company,
          a.country_code, a.country_region, u.demo
        FROM applications a JOIN users u ON u.id = a.user_id WHERE a.id = ${applicationId}`);
      return result.rows[0];
    },

    /** Every step the application reached, oldest first, with who moved it. */
    async history(applicationId: number): Promise<ApplicantHistoryEntry[]> {
      const result = await db.execute<{
        status: ApplicationStatus;
        at: string;
        first_name: string | null;
        last_name: string | null;
        own: boolean;
      }>(sql`
        SELECT e.status, ${isoText(sql`e.created_at`)} AS at, u.first_name, u.last_name, (e.actor_id = a.user_id) AS own
        FROM application_events e JOIN applications a ON a.id = e.application_id LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.application_id = ${applicationId}
        ORDER BY e.created_at, e.id`);
      return result.rows.map((r) => ({
        status: r.status,
        at: r.at,
        actor: r.own || r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      }));
    },

    /** The current status and name of some of a job's applications (others are not found). */
    async statuses(jobId: number, ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, { status: ApplicationStatus; name: string }>();
      const result = await db.execute<{ id: number; status: ApplicationStatus; name: string | null }>(sql`
        SELECT id, status, candidate_name AS name FROM applications
        WHERE job_id = ${jobId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      return new Map(result.rows.map((r) => [r.id, { status: r.status, name: r.name ?? '' }]));
    },

    /** The extracted text of a stored file (a CV), if there is one yet. */
    async fileText(storageKey: string): Promise<string | undefined> {
      const result = await db.execute<{ text: string }>(sql`SELECT text FROM file_texts WHERE storage_key = ${storageKey}`);
      return result.rows[0]?.text;
    },
  };
}
export type ApplicantsTableRepository = ReturnType<typeof createApplicantsTableRepository>;

function keysetValue(raw: string | number | null, kind: KeyKind): KeysetValue {
  if (raw === null) return null;
  return kind === 'number' ? Number(raw) : String(raw);
}
