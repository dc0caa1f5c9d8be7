CREATE TABLE "report_offers" (
	"grain" varchar(5) NOT NULL,
	"dims" smallint NOT NULL,
	"day" date NOT NULL,
	"job_id" integer,
	"source" varchar(100),
	"country" varchar(2),
	"answer" varchar(10) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_offers_key" UNIQUE NULLS NOT DISTINCT("grain","dims","day","job_id","source","country","answer")
);
--> statement-breakpoint
DROP INDEX "application_offers_accepted_at_idx";--> statement-breakpoint
DROP INDEX "application_offers_declined_at_idx";--> statement-breakpoint
ALTER TABLE "report_offers" ADD CONSTRAINT "report_offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (Drizzle has no INCLUDE): the covering indexes of the other rollups (migration 0036).
CREATE INDEX "report_offers_job_idx" ON "report_offers" ("grain", "dims", "job_id", "country", "day") INCLUDE ("source", "answer", "n");--> statement-breakpoint
CREATE INDEX "report_offers_source_idx" ON "report_offers" ("grain", "dims", "source", "country", "day") INCLUDE ("job_id", "answer", "n");--> statement-breakpoint
-- Written by hand from here (Drizzle has no triggers, functions or INCLUDE). REC-39, docs/decisions/053: the offers
-- answered, counted like the steps (every combination of job, source and country, per UTC day and month of the
-- answer), kept by statement-level triggers on application_offers. An offer is answered once (accepted_at or
-- declined_at goes from NULL to a time); an offer inserted already answered counts too. Deleting offers (an
-- application erased) leaves the counts, as for the steps.
CREATE FUNCTION "report_offers_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_offers;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    WITH report_answers AS (
        SELECT o.application_id, 'accepted' AS answer, o.accepted_at AS at FROM new_rows o WHERE o.accepted_at IS NOT NULL
        UNION ALL
        SELECT o.application_id, 'declined', o.declined_at FROM new_rows o WHERE o.declined_at IS NOT NULL
      ), report_new_answers AS (
        SELECT (r.at AT TIME ZONE 'UTC')::date AS day, a.job_id, a.source, coalesce(a.country_region, '') AS country, r.answer
        FROM report_answers r JOIN applications a ON a.id = r.application_id
      )
    INSERT INTO report_offers AS c (grain, dims, day, job_id, source, country, answer, n)
      SELECT g.grain, 7 - GROUPING(e.job_id, e.source, e.country), g.at, e.job_id, e.source, e.country, e.answer, count(*)
      FROM report_new_answers e
      CROSS JOIN LATERAL (VALUES ('day', e.day), ('month', date_trunc('month', e.day)::date)) AS g (grain, at)
      GROUP BY g.grain, g.at, e.answer, CUBE (e.job_id, e.source, e.country)
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (grain, dims, day, job_id, source, country, answer) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    WITH report_answers AS (
        SELECT n.application_id, 'accepted' AS answer, n.accepted_at AS at FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.accepted_at IS NULL AND n.accepted_at IS NOT NULL
        UNION ALL
        SELECT n.application_id, 'declined', n.declined_at FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.declined_at IS NULL AND n.declined_at IS NOT NULL
      ), report_new_answers AS (
        SELECT (r.at AT TIME ZONE 'UTC')::date AS day, a.job_id, a.source, coalesce(a.country_region, '') AS country, r.answer
        FROM report_answers r JOIN applications a ON a.id = r.application_id
      )
    INSERT INTO report_offers AS c (grain, dims, day, job_id, source, country, answer, n)
      SELECT g.grain, 7 - GROUPING(e.job_id, e.source, e.country), g.at, e.job_id, e.source, e.country, e.answer, count(*)
      FROM report_new_answers e
      CROSS JOIN LATERAL (VALUES ('day', e.day), ('month', date_trunc('month', e.day)::date)) AS g (grain, at)
      GROUP BY g.grain, g.at, e.answer, CUBE (e.job_id, e.source, e.country)
      ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (grain, dims, day, job_id, source, country, answer) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_offers_report_insert" AFTER INSERT ON "application_offers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_offers_change"();--> statement-breakpoint
CREATE TRIGGER "application_offers_report_update" AFTER UPDATE ON "application_offers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_offers_change"();--> statement-breakpoint
CREATE TRIGGER "application_offers_report_truncate" AFTER TRUNCATE ON "application_offers" FOR EACH STATEMENT EXECUTE FUNCTION "report_offers_change"();--> statement-breakpoint
-- The offers answered before this migration, counted once as the triggers would have.
INSERT INTO "report_offers" ("grain", "dims", "day", "job_id", "source", "country", "answer", "n")
  SELECT g.grain, 7 - GROUPING(e.job_id, e.source, e.country), g.at, e.job_id, e.source, e.country, e.answer, count(*)
  FROM (
    SELECT (r.at AT TIME ZONE 'UTC')::date AS day, a.job_id, a.source, coalesce(a.country_region, '') AS country, r.answer
    FROM (
      SELECT application_id, 'accepted' AS answer, accepted_at AS at FROM application_offers WHERE accepted_at IS NOT NULL
      UNION ALL
      SELECT application_id, 'declined', declined_at FROM application_offers WHERE declined_at IS NOT NULL
    ) r JOIN applications a ON a.id = r.application_id
  ) e
  CROSS JOIN LATERAL (VALUES ('day', e.day), ('month', date_trunc('month', e.day)::date)) AS g (grain, at)
  GROUP BY g.grain, g.at, e.answer, CUBE (e.job_id, e.source, e.country);--> statement-breakpoint
-- REC-39's stuck applications (in progress, no move since a time) by job, source and country without reading the
-- table: the in-progress applications' step time with the columns the jobs report filters and groups by.
CREATE INDEX "applications_stuck_report_idx" ON "applications" USING btree ("step_changed_at") INCLUDE ("job_id", "source", "country_region")
  WHERE "status" IN ('applied', 'under_review', 'interview', 'offer');
