CREATE TABLE "report_durations" (
	"grain" varchar(5) NOT NULL,
	"dims" smallint NOT NULL,
	"day" date NOT NULL,
	"job_id" integer,
	"source" varchar(100),
	"country" varchar(2),
	"measure" varchar(20) NOT NULL,
	"days" integer NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "report_steps" (
	"grain" varchar(5) NOT NULL,
	"dims" smallint NOT NULL,
	"day" date NOT NULL,
	"job_id" integer,
	"source" varchar(100),
	"country" varchar(2),
	"status" varchar(20) NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
-- Written by hand from here (Drizzle has no triggers or functions). docs/decisions/053, "Rollups at two grains
-- and eight combinations": the day-grain rollups of migration 0034 become the finest rows (dims 7) of report_steps
-- and report_durations; every coarser combination and the month grain are their sums. Filled from the old rollups,
-- not from the events, so the moves of applications erased since (PRV) stay counted, as before.
SET LOCAL work_mem = '64MB';--> statement-breakpoint
INSERT INTO "report_steps" ("grain", "dims", "day", "job_id", "source", "country", "status", "n")
  SELECT g.grain, 7 - GROUPING(r.job_id, r.source, r.country), g.at, r.job_id, r.source, r.country, r.status, sum(r.n)
  FROM "report_step_days" r
  CROSS JOIN LATERAL (VALUES ('day', r.day), ('month', date_trunc('month', r.day)::date)) AS g (grain, at)
  GROUP BY g.grain, g.at, r.status, CUBE (r.job_id, r.source, r.country);--> statement-breakpoint
INSERT INTO "report_durations" ("grain", "dims", "day", "job_id", "source", "country", "measure", "days", "n")
  SELECT g.grain, 7 - GROUPING(r.job_id, r.source, r.country), g.at, r.job_id, r.source, r.country, r.measure, r.days, sum(r.n)
  FROM "report_duration_days" r
  CROSS JOIN LATERAL (VALUES ('day', r.day), ('month', date_trunc('month', r.day)::date)) AS g (grain, at)
  GROUP BY g.grain, g.at, r.measure, r.days, CUBE (r.job_id, r.source, r.country);--> statement-breakpoint
-- The keys and indexes are built once the rows are in (faster than keeping them up row by row). Written by hand:
ALTER TABLE "report_durations" ADD CONSTRAINT "report_durations_key" UNIQUE NULLS NOT DISTINCT ("grain","dims","day","job_id","source","country","measure","days");--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_key" UNIQUE NULLS NOT DISTINCT ("grain","dims","day","job_id","source","country","status");--> statement-breakpoint
ALTER TABLE "report_durations" ADD CONSTRAINT "report_durations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A report filtered by job (or department, category) or by source reads its rows from one of these alone (index-only).
CREATE INDEX "report_durations_job_idx" ON "report_durations" ("grain", "dims", "job_id", "country", "day") INCLUDE ("source", "measure", "days", "n");--> statement-breakpoint
CREATE INDEX "report_durations_source_idx" ON "report_durations" ("grain", "dims", "source", "country", "day") INCLUDE ("job_id", "measure", "days", "n");--> statement-breakpoint
CREATE INDEX "report_steps_job_idx" ON "report_steps" ("grain", "dims", "job_id", "country", "day") INCLUDE ("source", "status", "n");--> statement-breakpoint
CREATE INDEX "report_steps_source_idx" ON "report_steps" ("grain", "dims", "source", "country", "day") INCLUDE ("job_id", "status", "n");--> statement-breakpoint
-- The trigger of migration 0034, now counting each event once per combination of job, source and country (the
-- CUBE) at both grains. One upsert per rollup per statement, in key order (no deadlocks between writers).
CREATE OR REPLACE FUNCTION "report_rollups_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_steps;
    DELETE FROM report_durations;
    DELETE FROM report_dimensions;
    RETURN NULL;
  END IF;
  WITH report_new_events AS (
      SELECT e.application_id, e.id AS event_id, e.status, e.created_at, (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id,
        a.source, coalesce(a.country_region, '') AS country
      FROM new_rows e JOIN applications a ON a.id = e.application_id
    )
  INSERT INTO report_steps AS c (grain, dims, day, job_id, source, country, status, n)
    SELECT g.grain, 7 - GROUPING(e.job_id, e.source, e.country), g.at, e.job_id, e.source, e.country, e.status, count(*)
    FROM report_new_events e
    CROSS JOIN LATERAL (VALUES ('day', e.day), ('month', date_trunc('month', e.day)::date)) AS g (grain, at)
    GROUP BY g.grain, g.at, e.status, CUBE (e.job_id, e.source, e.country)
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (grain, dims, day, job_id, source, country, status) DO UPDATE SET n = c.n + excluded.n;
  WITH report_new_events AS (
      SELECT e.application_id, e.id AS event_id, e.status, e.created_at, (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id,
        a.source, coalesce(a.country_region, '') AS country
      FROM new_rows e JOIN applications a ON a.id = e.application_id
    ), report_new_stays AS (
      SELECT e.day, e.job_id, e.source, e.country, p.status AS measure,
        greatest(0, floor(extract(epoch FROM e.created_at - p.created_at) / 86400))::int AS days
      FROM report_new_events e
      CROSS JOIN LATERAL (
        SELECT x.status, x.created_at FROM application_events x
        WHERE x.application_id = e.application_id AND (x.created_at, x.id) < (e.created_at, e.event_id)
        ORDER BY x.created_at DESC, x.id DESC LIMIT 1
      ) p
      WHERE p.status IN ('applied', 'under_review', 'interview', 'offer')
      UNION ALL
      SELECT e.day, e.job_id, e.source, e.country, CASE e.status WHEN 'under_review' THEN 'first_review' ELSE 'hire' END,
        greatest(0, floor(extract(epoch FROM e.created_at - f.created_at) / 86400))::int
      FROM report_new_events e
      CROSS JOIN LATERAL (
        SELECT x.created_at FROM application_events x
        WHERE x.application_id = e.application_id AND x.status = 'applied' ORDER BY x.created_at, x.id LIMIT 1
      ) f
      WHERE e.status IN ('under_review', 'hired')
    )
  INSERT INTO report_durations AS c (grain, dims, day, job_id, source, country, measure, days, n)
    SELECT g.grain, 7 - GROUPING(d.job_id, d.source, d.country), g.at, d.job_id, d.source, d.country, d.measure, d.days, count(*)
    FROM report_new_stays d
    CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day)::date)) AS g (grain, at)
    GROUP BY g.grain, g.at, d.measure, d.days, CUBE (d.job_id, d.source, d.country)
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (grain, dims, day, job_id, source, country, measure, days) DO UPDATE SET n = c.n + excluded.n;
  WITH report_new_events AS (
      SELECT e.application_id, e.id AS event_id, e.status, e.created_at, (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id,
        a.source, coalesce(a.country_region, '') AS country
      FROM new_rows e JOIN applications a ON a.id = e.application_id
    )
  INSERT INTO report_dimensions (kind, value)
    SELECT DISTINCT 'source', source FROM report_new_events
    UNION SELECT DISTINCT 'country', country FROM report_new_events WHERE country <> ''
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "report_duration_days" CASCADE;--> statement-breakpoint
DROP TABLE "report_step_days" CASCADE;
