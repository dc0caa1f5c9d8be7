CREATE TABLE "application_fits" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"rules_version" varchar(20) NOT NULL,
	"lines" jsonb NOT NULL,
	"skills_met" smallint NOT NULL,
	"skills_total" smallint NOT NULL,
	"nice_met" smallint NOT NULL,
	"nice_total" smallint NOT NULL,
	"skills_status" varchar(8) NOT NULL,
	"rate_status" varchar(8) NOT NULL,
	"availability_status" varchar(8) NOT NULL,
	"overlap_status" varchar(8) NOT NULL,
	"overlap_minutes" smallint,
	"country_status" varchar(8) NOT NULL,
	"country_code" varchar(2),
	"sort_key" smallint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_fits_skills_check" CHECK ("application_fits"."skills_met" >= 0 AND "application_fits"."skills_met" <= "application_fits"."skills_total")
);
--> statement-breakpoint
ALTER TABLE "access_audit" ADD COLUMN "fit_rules_version" varchar(20);--> statement-breakpoint
ALTER TABLE "application_fits" ADD CONSTRAINT "application_fits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_fits" ADD CONSTRAINT "application_fits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_fits_job_sort_idx" ON "application_fits" USING btree ("job_id","sort_key","application_id");