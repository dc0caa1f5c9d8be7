ALTER TABLE "applications" DROP CONSTRAINT "applications_user_job_unique";--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_shown_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_live_idx" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."status" <> 'withdrawn';