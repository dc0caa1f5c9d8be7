CREATE TABLE "open_job_countries" (
	"country" varchar(2) NOT NULL,
	"posted_date" date NOT NULL,
	"job_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(40) NOT NULL,
	"department" varchar(120) NOT NULL,
	"location" varchar(120) NOT NULL,
	"job_type" varchar(20) NOT NULL,
	"pay_currency" char(3),
	"pay_unit" varchar(5),
	"pay_max" bigint,
	"skills" text[] NOT NULL,
	CONSTRAINT "open_job_countries_country_posted_date_job_id_pk" PRIMARY KEY("country","posted_date","job_id")
);--> statement-breakpoint
-- Written by hand below (docs/decisions/044, "Speed"): what Drizzle cannot express. Keep it when regenerating.
-- The key covers what the careers filters check, so one country's search is an index-only scan in list order.
ALTER TABLE "open_job_countries" DROP CONSTRAINT "open_job_countries_country_posted_date_job_id_pk";--> statement-breakpoint
ALTER TABLE "open_job_countries" ADD CONSTRAINT "open_job_countries_country_posted_date_job_id_pk" PRIMARY KEY ("country", "posted_date", "job_id")
  INCLUDE ("title", "category", "department", "location", "job_type", "pay_currency", "pay_unit", "pay_max", "skills");--> statement-breakpoint
-- Text with a country: the roles `q` matches are looked up one by one (the entries of those roles only), with
-- every other filter checked on the entries and the page's order read from them (index-only); skills with a
-- country and no text: their GIN bitmap.
CREATE INDEX "open_job_countries_role_idx" ON "open_job_countries" USING btree ("country", "title", "category")
  INCLUDE ("pay_currency", "pay_unit", "pay_max", "location", "department", "job_type", "skills", "posted_date", "job_id");--> statement-breakpoint
CREATE INDEX "open_job_countries_skills_idx" ON "open_job_countries" USING gin ("skills");--> statement-breakpoint
-- The rows of a set of jobs: one per distinct country an open remote job is open to.
CREATE FUNCTION "open_job_country_rows"(status text, is_remote boolean, remote_countries varchar[], posted_date date, id integer, title text,
  category text, department text, location text, job_type text, pay_currency char(3), pay_unit text, pay_max bigint, skills_required text[], skills_nice text[])
  RETURNS SETOF "open_job_countries" LANGUAGE sql IMMUTABLE AS $$
  SELECT c, posted_date, id, title, category, department, location, job_type, pay_currency, pay_unit, pay_max, skills_required || skills_nice
  FROM (SELECT DISTINCT unnest(remote_countries)) AS x(c) WHERE status = 'open' AND is_remote
$$;--> statement-breakpoint
-- Once per statement, as open_job_counts_change: the old rows' entries out, the new rows' in (in key order).
CREATE FUNCTION "open_job_countries_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM open_job_countries;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM open_job_countries AS o USING old_rows AS r, unnest(r.remote_countries) AS x(c)
      WHERE r.status = 'open' AND r.is_remote AND o.country = x.c AND o.posted_date = r.posted_date AND o.job_id = r.id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO open_job_countries
      SELECT k.* FROM new_rows AS r CROSS JOIN LATERAL open_job_country_rows(r.status, r.is_remote, r.remote_countries, r.posted_date, r.id,
        r.title, r.category, r.department, r.location, r.job_type, r.pay_currency, r.pay_unit, r.pay_max, r.skills_required, r.skills_nice) AS k
      ORDER BY k.country, k.posted_date, k.job_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_countries_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_countries_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_countries_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_countries_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_countries_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "open_job_countries_change"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_countries_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "open_job_countries_change"();--> statement-breakpoint
-- The jobs already there.
INSERT INTO "open_job_countries"
  SELECT k.* FROM jobs AS r CROSS JOIN LATERAL open_job_country_rows(r.status, r.is_remote, r.remote_countries, r.posted_date, r.id,
    r.title, r.category, r.department, r.location, r.job_type, r.pay_currency, r.pay_unit, r.pay_max, r.skills_required, r.skills_nice) AS k
  ORDER BY k.country, k.posted_date, k.job_id;--> statement-breakpoint
-- The list order's covering index (0006) also holds the pay, so a page with a minimum pay (and no country) walks
-- it index-only instead of reading each job's row to check the pay; the page's rows are then read by key.
DROP INDEX "jobs_open_newest_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("posted_date" DESC, "id" DESC)
  INCLUDE ("title", "category", "department", "location", "job_type", "pay_currency", "pay_unit", "pay_max") WHERE status = 'open';
