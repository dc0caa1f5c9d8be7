-- Written by hand (docs/decisions/045): a job as the API sends it (packages/shared's Job), built by PostgreSQL
-- on every write of the row, so the careers list sends these texts as they are instead of building 1,000
-- objects per request. Declared IMMUTABLE for the generated column: its output depends only on its arguments
-- (json writes dates as ISO 8601 whatever DateStyle is). Keep it when regenerating; a change to the Job's
-- shape changes this function and rewrites the column (DROP COLUMN, then ADD it again).
CREATE FUNCTION "job_listing"(id integer, title varchar, is_remote boolean, job_type varchar, department varchar, description text,
  category varchar, location varchar, status varchar, posted_date date, closing_date date, pay_min bigint, pay_max bigint,
  pay_currency char(3), pay_unit varchar, start_date date, duration_months smallint, hours_per_week smallint,
  remote_countries varchar[], cet_overlap_hours smallint, skills_required text[], skills_nice text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'job_id', id, 'job_title', title, 'is_remote', is_remote, 'job_type', job_type, 'department', department,
    'job_description', description, 'category', category, 'location', location, 'status', status,
    'posted_date', posted_date, 'closing_date', closing_date,
    'pay', CASE WHEN pay_min IS NOT NULL AND pay_max IS NOT NULL AND pay_currency IS NOT NULL AND pay_unit IS NOT NULL
      THEN json_build_object('min', pay_min, 'max', pay_max, 'currency', pay_currency, 'unit', pay_unit) END,
    'start_date', start_date, 'duration_months', duration_months, 'hours_per_week', hours_per_week,
    'remote_countries', remote_countries, 'cet_overlap_hours', cet_overlap_hours,
    'skills_required', skills_required, 'skills_nice', skills_nice)::text
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listing" text GENERATED ALWAYS AS (job_listing(id, title, is_remote, job_type, department, description, category, location, status, posted_date, closing_date, pay_min, pay_max, pay_currency, pay_unit, start_date, duration_months, hours_per_week, remote_countries, cet_overlap_hours, skills_required, skills_nice)) STORED NOT NULL;