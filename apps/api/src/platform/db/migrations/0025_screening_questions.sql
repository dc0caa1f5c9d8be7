ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "does_not_meet" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_job_needs_review_idx" ON "applications" USING btree ("job_id","id") WHERE "applications"."status" = 'applied' AND cardinality("applications"."does_not_meet") > 0;