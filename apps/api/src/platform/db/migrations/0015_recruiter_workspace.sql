CREATE TABLE "job_step_counts" (
	"job_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_step_counts_job_id_status_pk" PRIMARY KEY("job_id","status")
);
--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "access_audit_job_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_name" text GENERATED ALWAYS AS (btrim(coalesce(details->>'first_name', '') || ' ' || coalesce(details->>'last_name', ''))) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "headline_title" text GENERATED ALWAYS AS (coalesce(jsonb_path_query_first(details, '$.experience[*] ? (@.current == true).job_title'), details->'experience'->0->'job_title') #>> '{}') STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "headline_company" text GENERATED ALWAYS AS (coalesce(jsonb_path_query_first(details, '$.experience[*] ? (@.current == true).company'), details->'experience'->0->'company') #>> '{}') STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "country_code" varchar(5) GENERATED ALWAYS AS (details->'mobiles'->0->>'code') STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "step_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating_avg" numeric(2, 1) GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 1) ELSE 0 END) STORED;--> statement-breakpoint
-- Written by hand (docs/decisions/032): the existing rows' times and rating sums, then NOT NULL. From here on the
-- app writes both times on its own clock (insert, transition, note, rating, interview), never the database's.
UPDATE "applications" AS a SET
  "step_changed_at" = coalesce((SELECT max(e.created_at) FROM application_events AS e WHERE e.application_id = a.id), a.created_at),
  "last_activity_at" = greatest(a.updated_at,
    (SELECT max(n.created_at) FROM application_notes AS n WHERE n.application_id = a.id),
    (SELECT max(r.updated_at) FROM application_ratings AS r WHERE r.application_id = a.id),
    (SELECT i.updated_at FROM application_interviews AS i WHERE i.application_id = a.id)),
  "rating_sum" = coalesce((SELECT sum(r.rating) FROM application_ratings AS r WHERE r.application_id = a.id), 0),
  "rating_count" = (SELECT count(*) FROM application_ratings AS r WHERE r.application_id = a.id);--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "step_changed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "last_activity_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_step_counts" ADD CONSTRAINT "job_step_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "users_candidate_name_trgm_idx" ON "users" USING gist (lower("first_name" || ' ' || "last_name") gist_trgm_ops) WHERE "users"."role" = 'candidate' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "application_events_created_idx" ON "application_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_status_step_idx" ON "applications" USING btree ("job_id","status","step_changed_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_name_idx" ON "applications" USING btree ("job_id",lower("candidate_name"),"id");--> statement-breakpoint
CREATE INDEX "applications_job_rating_idx" ON "applications" USING btree ("job_id","rating_avg","id");--> statement-breakpoint
CREATE INDEX "applications_job_activity_idx" ON "applications" USING btree ("job_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gist (lower("candidate_name") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_stalled_idx" ON "applications" USING btree ("step_changed_at") WHERE "applications"."status" IN ('applied', 'under_review', 'interview', 'offer');--> statement-breakpoint
CREATE INDEX "application_notes_created_idx" ON "application_notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "application_interviews_starts_idx" ON "application_interviews" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "access_audit_job_at_idx" ON "access_audit" USING btree ("job_id","at","id");--> statement-breakpoint
CREATE INDEX "access_audit_kind_at_idx" ON "access_audit" USING btree ("kind","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_audit_view_once_idx" ON "access_audit" USING btree ("actor_id","job_id","file_ref") WHERE "access_audit"."kind" = 'applicants_view';--> statement-breakpoint
-- Written by hand from here (Drizzle has no triggers or functions). A job's creator, for the jobs made before
-- created_by: REC-13 made the creator its first watcher.
UPDATE "jobs" AS j SET "created_by" = (SELECT w.user_id FROM job_watchers AS w WHERE w.job_id = j.id ORDER BY w.created_at, w.user_id LIMIT 1);--> statement-breakpoint
-- docs/decisions/032: applications per job and step, kept exact by statement-level triggers (the shape of 0006's
-- open_job_counts_change): one upsert per statement, in key order (no deadlocks between writers), nothing when no
-- count changes (a rating or a note touching the row). A step whose last application moved on keeps a row with n = 0.
INSERT INTO "job_step_counts" ("job_id", "status", "n")
  SELECT job_id, status, count(*) FROM applications GROUP BY job_id, status;--> statement-breakpoint
CREATE FUNCTION "job_step_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_step_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO job_step_counts AS c (job_id, status, n)
      SELECT job_id, status, count(*) FROM new_rows GROUP BY job_id, status ORDER BY job_id, status
      ON CONFLICT (job_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_step_counts AS c (job_id, status, n)
      SELECT job_id, status, -count(*) FROM old_rows GROUP BY job_id, status ORDER BY job_id, status
      ON CONFLICT (job_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO job_step_counts AS c (job_id, status, n)
      SELECT job_id, status, sum(d) FROM (SELECT job_id, status, 1 FROM new_rows UNION ALL SELECT job_id, status, -1 FROM old_rows) AS x(job_id, status, d)
      GROUP BY job_id, status HAVING sum(d) <> 0 ORDER BY job_id, status
      ON CONFLICT (job_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_step_counts_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_step_counts_change"();--> statement-breakpoint
CREATE TRIGGER "applications_step_counts_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_step_counts_change"();--> statement-breakpoint
CREATE TRIGGER "applications_step_counts_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_step_counts_change"();--> statement-breakpoint
CREATE TRIGGER "applications_step_counts_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "job_step_counts_change"();--> statement-breakpoint
-- docs/decisions/032: REC-11's ratings summed and counted on the application (rating_avg follows, generated), by a
-- row trigger so every way a rating goes (rated, re-rated, its rater's account deleted) is counted. No time is
-- written here: last_activity_at comes from the app's clock (notes-repository.ts).
CREATE FUNCTION "application_ratings_sum_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE applications SET rating_sum = 0, rating_count = 0 WHERE rating_count <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE applications SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1 WHERE id = OLD.application_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE applications SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1 WHERE id = NEW.application_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_ratings_sum" AFTER INSERT OR DELETE OR UPDATE OF "rating", "application_id" ON "application_ratings" FOR EACH ROW EXECUTE FUNCTION "application_ratings_sum_change"();--> statement-breakpoint
CREATE TRIGGER "application_ratings_sum_truncate" AFTER TRUNCATE ON "application_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "application_ratings_sum_change"();
