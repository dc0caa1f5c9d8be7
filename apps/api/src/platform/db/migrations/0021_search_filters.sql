ALTER TABLE "job_alerts" ADD COLUMN "min_pay" bigint;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "min_pay_currency" char(3);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "min_pay_unit" varchar(5);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "work_from" varchar(2);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_skills_idx" ON "jobs" USING gin (("skills_required" || "skills_nice")) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_pay_idx" ON "jobs" USING btree ("pay_currency","pay_unit","pay_max") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_min_pay_check" CHECK (("job_alerts"."min_pay" IS NULL AND "job_alerts"."min_pay_currency" IS NULL AND "job_alerts"."min_pay_unit" IS NULL) OR ("job_alerts"."min_pay" > 0 AND "job_alerts"."min_pay_currency" IS NOT NULL AND "job_alerts"."min_pay_unit" IS NOT NULL));--> statement-breakpoint
-- Written by hand below (docs/decisions/044, PUB-20): what Drizzle cannot express. Keep it when regenerating.
-- The open_job_counts rows one open job adds 1 to for its terms: each country a remote job is open to, each
-- skill (required or nice to have), its pay (currency, unit, max zero-padded so text order is number order),
-- and each country with its pay. The totals of those filters alone are then sums over a few rows.
CREATE FUNCTION "open_job_term_count_keys"(is_remote boolean, remote_countries varchar[], skills_required text[], skills_nice text[], pay_currency text, pay_unit text, pay_max bigint)
  RETURNS TABLE (facet text, value text, detail text, other text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'country', c, '', '' FROM (SELECT DISTINCT unnest(remote_countries)::text WHERE is_remote) AS x(c)
  UNION ALL SELECT 'skill', s, '', '' FROM (SELECT DISTINCT unnest(skills_required || skills_nice)) AS x(s)
  UNION ALL SELECT 'pay', pay_currency, pay_unit, lpad(pay_max::text, 19, '0') WHERE pay_max IS NOT NULL
  UNION ALL SELECT 'country+pay', c, pay_currency || ' ' || pay_unit, lpad(pay_max::text, 19, '0')
    FROM (SELECT DISTINCT unnest(remote_countries)::text WHERE is_remote) AS x(c) WHERE pay_max IS NOT NULL
$$;--> statement-breakpoint
-- Every key of a job: its facets and pairs (0009) and its terms.
CREATE FUNCTION "open_job_all_count_keys"(title text, category text, department text, location text, job_type text, is_remote boolean,
  remote_countries varchar[], skills_required text[], skills_nice text[], pay_currency text, pay_unit text, pay_max bigint)
  RETURNS TABLE (facet text, value text, detail text, other text) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM open_job_count_keys(title, category, department, location, job_type)
  UNION ALL SELECT * FROM open_job_term_count_keys(is_remote, remote_countries, skills_required, skills_nice, pay_currency, pay_unit, pay_max)
$$;--> statement-breakpoint
-- As in 0009: one upsert per statement, in key order (no deadlocks between writers), nothing when no count changes.
CREATE OR REPLACE FUNCTION "open_job_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM open_job_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, count(*)
      FROM new_rows AS r CROSS JOIN LATERAL open_job_all_count_keys(r.title, r.category, r.department, r.location, r.job_type,
        r.is_remote, r.remote_countries, r.skills_required, r.skills_nice, r.pay_currency, r.pay_unit, r.pay_max) AS k
      WHERE r.status = 'open'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, -count(*)
      FROM old_rows AS r CROSS JOIN LATERAL open_job_all_count_keys(r.title, r.category, r.department, r.location, r.job_type,
        r.is_remote, r.remote_countries, r.skills_required, r.skills_nice, r.pay_currency, r.pay_unit, r.pay_max) AS k
      WHERE r.status = 'open'
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO open_job_counts AS c (facet, value, detail, other, n)
      SELECT k.facet, k.value, k.detail, k.other, sum(x.d)
      FROM (SELECT r.title, r.category, r.department, r.location, r.job_type, r.is_remote, r.remote_countries, r.skills_required,
                   r.skills_nice, r.pay_currency, r.pay_unit, r.pay_max, 1 FROM new_rows AS r WHERE r.status = 'open'
            UNION ALL
            SELECT r.title, r.category, r.department, r.location, r.job_type, r.is_remote, r.remote_countries, r.skills_required,
                   r.skills_nice, r.pay_currency, r.pay_unit, r.pay_max, -1 FROM old_rows AS r WHERE r.status = 'open')
        AS x(title, category, department, location, job_type, is_remote, remote_countries, skills_required, skills_nice, pay_currency, pay_unit, pay_max, d)
        CROSS JOIN LATERAL open_job_all_count_keys(x.title, x.category, x.department, x.location, x.job_type,
          x.is_remote, x.remote_countries, x.skills_required, x.skills_nice, x.pay_currency, x.pay_unit, x.pay_max) AS k
      GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (facet, value, detail, other) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The terms' counts of the jobs already there.
INSERT INTO "open_job_counts" ("facet", "value", "detail", "other", "n")
  SELECT k.facet, k.value, k.detail, k.other, count(*)
  FROM jobs AS r CROSS JOIN LATERAL open_job_term_count_keys(r.is_remote, r.remote_countries, r.skills_required, r.skills_nice,
    r.pay_currency, r.pay_unit, r.pay_max) AS k
  WHERE r.status = 'open'
  GROUP BY 1, 2, 3, 4;
