-- docs/decisions/013: indexed careers search. pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "jobs_open_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_trgm_idx" ON "jobs" USING gin ("category" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_department_trgm_idx" ON "jobs" USING gin ("department" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops) WHERE status = 'open';--> statement-breakpoint
-- Written by hand (Drizzle has no INCLUDE): open jobs in list order, with the filtered columns, so pages, deep offsets, 1–2-character and job type filters read the index alone.
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("posted_date" DESC, "id" DESC) INCLUDE ("title", "category", "department", "location", "job_type") WHERE status = 'open';
