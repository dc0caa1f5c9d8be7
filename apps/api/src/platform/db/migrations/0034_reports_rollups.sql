CREATE TABLE "report_dimensions" (
	"kind" varchar(10) NOT NULL,
	"value" varchar(100) NOT NULL,
	CONSTRAINT "report_dimensions_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "report_duration_days" (
	"day" date NOT NULL,
	"job_id" integer NOT NULL,
	"source" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"measure" varchar(20) NOT NULL,
	"days" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_duration_days_day_job_id_source_country_measure_days_pk" PRIMARY KEY("day","job_id","source","country","measure","days")
);
--> statement-breakpoint
CREATE TABLE "report_step_days" (
	"day" date NOT NULL,
	"job_id" integer NOT NULL,
	"source" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_step_days_day_job_id_source_country_status_pk" PRIMARY KEY("day","job_id","source","country","status")
);
--> statement-breakpoint
ALTER TABLE "report_duration_days" ADD CONSTRAINT "report_duration_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_step_days" ADD CONSTRAINT "report_step_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_duration_days_job_idx" ON "report_duration_days" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "report_step_days_job_idx" ON "report_step_days" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "application_offers_accepted_at_idx" ON "application_offers" USING btree ("accepted_at") WHERE "application_offers"."accepted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "application_offers_declined_at_idx" ON "application_offers" USING btree ("declined_at") WHERE "application_offers"."declined_at" IS NOT NULL;--> statement-breakpoint
-- Written by hand from here (Drizzle has no triggers or functions). REC-37..REC-39, docs/decisions/053: the reports'
-- rollups, kept by a statement-level trigger on application_events (the mechanism of job_step_counts, migration 0015,
-- docs/decisions/032): one upsert per rollup per statement, in key order (no deadlocks between writers). Each event
-- counts once, under the UTC day it was recorded, its application's job, source and candidate's country as they are
-- when the event is written; the stay it ends (the application's previous event) goes into the histogram of whole
-- days, and an Under review or Hired event adds the days since Applied (time to first review, time to hire).
-- Deleting events (an application erased) leaves the rollups: they are the history of moves, with no candidate in
-- them. TRUNCATE empties them.
CREATE FUNCTION "report_rollups_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_step_days;
    DELETE FROM report_duration_days;
    DELETE FROM report_dimensions;
    RETURN NULL;
  END IF;
  WITH report_new_events AS (
      SELECT e.application_id, e.id AS event_id, e.status, e.created_at, (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id,
        a.source, coalesce(a.country_region, '') AS country
      FROM new_rows e JOIN applications a ON a.id = e.application_id
    )
  INSERT INTO report_step_days AS c (day, job_id, source, country, status, n)
    SELECT day, job_id, source, country, status, count(*) FROM report_new_events
    GROUP BY day, job_id, source, country, status ORDER BY day, job_id, source, country, status
    ON CONFLICT (day, job_id, source, country, status) DO UPDATE SET n = c.n + excluded.n;
  WITH report_new_events AS (
      SELECT e.application_id, e.id AS event_id, e.status, e.created_at, (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id,
        a.source, coalesce(a.country_region, '') AS country
      FROM new_rows e JOIN applications a ON a.id = e.application_id
    )
  INSERT INTO report_duration_days AS c (day, job_id, source, country, measure, days, n)
    SELECT day, job_id, source, country, measure, days, count(*) FROM (
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
    ) AS d
    GROUP BY day, job_id, source, country, measure, days ORDER BY day, job_id, source, country, measure, days
    ON CONFLICT (day, job_id, source, country, measure, days) DO UPDATE SET n = c.n + excluded.n;
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
CREATE TRIGGER "application_events_report_rollups" AFTER INSERT ON "application_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_rollups_change"();--> statement-breakpoint
CREATE TRIGGER "application_events_report_rollups_truncate" AFTER TRUNCATE ON "application_events" FOR EACH STATEMENT EXECUTE FUNCTION "report_rollups_change"();--> statement-breakpoint
-- The moves recorded before this migration, counted once as the trigger would have.
INSERT INTO "report_step_days" ("day", "job_id", "source", "country", "status", "n")
  SELECT (e.created_at AT TIME ZONE 'UTC')::date, a.job_id, a.source, coalesce(a.country_region, ''), e.status, count(*)
  FROM application_events e JOIN applications a ON a.id = e.application_id
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "report_duration_days" ("day", "job_id", "source", "country", "measure", "days", "n")
  SELECT day, job_id, source, country, measure, days, count(*) FROM (
    SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, a.job_id, a.source, coalesce(a.country_region, '') AS country,
      e.prev_status AS measure, greatest(0, floor(extract(epoch FROM e.created_at - e.prev_at) / 86400))::int AS days
    FROM (
      SELECT application_id, created_at,
        lag(status) OVER w AS prev_status, lag(created_at) OVER w AS prev_at
      FROM application_events WINDOW w AS (PARTITION BY application_id ORDER BY created_at, id)
    ) e JOIN applications a ON a.id = e.application_id
    WHERE e.prev_status IN ('applied', 'under_review', 'interview', 'offer')
    UNION ALL
    SELECT (e.created_at AT TIME ZONE 'UTC')::date, a.job_id, a.source, coalesce(a.country_region, ''),
      CASE e.status WHEN 'under_review' THEN 'first_review' ELSE 'hire' END,
      greatest(0, floor(extract(epoch FROM e.created_at - f.applied_at) / 86400))::int
    FROM application_events e JOIN applications a ON a.id = e.application_id
    JOIN (SELECT application_id, min(created_at) AS applied_at FROM application_events WHERE status = 'applied' GROUP BY application_id) f
      ON f.application_id = e.application_id
    WHERE e.status IN ('under_review', 'hired')
  ) AS d
  GROUP BY day, job_id, source, country, measure, days;--> statement-breakpoint
INSERT INTO "report_dimensions" ("kind", "value")
  SELECT DISTINCT 'source', source FROM applications
  UNION SELECT DISTINCT 'country', country_region FROM applications WHERE country_region IS NOT NULL;
