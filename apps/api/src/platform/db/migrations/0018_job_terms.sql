ALTER TABLE "jobs" ADD COLUMN "pay_min" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_max" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_currency" char(3);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_unit" varchar(5);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_months" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_countries" varchar(2)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cet_overlap_hours" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills_required" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills_nice" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_remote_countries_idx" ON "jobs" USING gin ("remote_countries") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_skills_required_idx" ON "jobs" USING gin ("skills_required") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pay_range_check" CHECK (("jobs"."pay_min" IS NULL AND "jobs"."pay_max" IS NULL AND "jobs"."pay_currency" IS NULL AND "jobs"."pay_unit" IS NULL) OR ("jobs"."pay_min" > 0 AND "jobs"."pay_min" <= "jobs"."pay_max" AND "jobs"."pay_currency" IS NOT NULL AND "jobs"."pay_unit" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cet_overlap_check" CHECK ("jobs"."cet_overlap_hours" BETWEEN 0 AND 8);