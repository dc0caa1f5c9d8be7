-- docs/decisions/013: indexed careers search. pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "open_job_counts" (
	"facet" varchar(20) NOT NULL,
	"value" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "open_job_counts_facet_value_detail_pk" PRIMARY KEY("facet","value","detail")
);
--> statement-breakpoint
CREATE INDEX "jobs_open_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_trgm_idx" ON "jobs" USING gin ("category" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_department_trgm_idx" ON "jobs" USING gin ("department" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
-- Written by hand from here (Drizzle has no INCLUDE, triggers or functions).
-- Open jobs in list order, with the filtered columns: pages, deep offsets, 1–2-character and job type filters read the index alone.
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("posted_date" DESC, "id" DESC) INCLUDE ("title", "category", "department", "location", "job_type") WHERE status = 'open';--> statement-breakpoint
-- Open jobs in all, per department, location, category, type and (title, category), kept exact by statement-level
-- triggers: one upsert per statement, in key order (no deadlocks between writers), nothing when no count changes.
INSERT INTO "open_job_counts" ("facet", "value", "detail", "n")
  SELECT facet, value, detail, count(*) FROM (SELECT f.facet, f.value, f.detail, 1 FROM jobs AS r CROSS JOIN LATERAL (VALUES ('all', '', ''), ('department', r.department, ''), ('location', r.location, ''), ('category', r.category, ''), ('type', r.job_type, ''), ('role', r.title, r.category)) AS f(facet, value, detail) WHERE r.status = 'open') AS d(facet, value, detail, one) GROUP BY facet, value, detail;--> statement-breakpoint
CREATE FUNCTION "open_job_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM open_job_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, n)
      SELECT facet, value, detail, sum(d) FROM (SELECT f.facet, f.value, f.detail, 1 FROM new_rows AS r CROSS JOIN LATERAL (VALUES ('all', '', ''), ('department', r.department, ''), ('location', r.location, ''), ('category', r.category, ''), ('type', r.job_type, ''), ('role', r.title, r.category)) AS f(facet, value, detail) WHERE r.status = 'open') AS x(facet, value, detail, d)
      GROUP BY facet, value, detail ORDER BY facet, value, detail
      ON CONFLICT (facet, value, detail) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO open_job_counts AS c (facet, value, detail, n)
      SELECT facet, value, detail, sum(d) FROM (SELECT f.facet, f.value, f.detail, -1 FROM old_rows AS r CROSS JOIN LATERAL (VALUES ('all', '', ''), ('department', r.department, ''), ('location', r.location, ''), ('category', r.category, ''), ('type', r.job_type, ''), ('role', r.title, r.category)) AS f(facet, value, detail) WHERE r.status = 'open') AS x(facet, value, detail, d)
      GROUP BY facet, value, detail ORDER BY facet, value, detail
      ON CONFLICT (facet, value, detail) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO open_job_counts AS c (facet, value, detail, n)
      SELECT facet, value, detail, sum(d) FROM (SELECT f.facet, f.value, f.detail, 1 FROM new_rows AS r CROSS JOIN LATERAL (VALUES ('all', '', ''), ('department', r.department, ''), ('location', r.location, ''), ('category', r.category, ''), ('type', r.job_type, ''), ('role', r.title, r.category)) AS f(facet, value, detail) WHERE r.status = 'open' UNION ALL SELECT f.facet, f.value, f.detail, -1 FROM old_rows AS r CROSS JOIN LATERAL (VALUES ('all', '', ''), ('department', r.department, ''), ('location', r.location, ''), ('category', r.category, ''), ('type', r.job_type, ''), ('role', r.title, r.category)) AS f(facet, value, detail) WHERE r.status = 'open') AS x(facet, value, detail, d)
      GROUP BY facet, value, detail HAVING sum(d) <> 0 ORDER BY facet, value, detail
      ON CONFLICT (facet, value, detail) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_counts_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_counts_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_counts_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_counts_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_counts_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_counts_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_counts_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "open_job_counts_change"();
