CREATE TABLE "talent_document_bodies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"claimed_by" varchar(120),
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_job_runs_period_unique" UNIQUE("name","period_start")
);
--> statement-breakpoint
CREATE TABLE "recruiter_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"application_mails" varchar(10) DEFAULT 'each' NOT NULL,
	"digest_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"candidate_id" integer,
	"kind" varchar(20) NOT NULL,
	"application_id" integer,
	"job_id" integer,
	"file_ref" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_user_job_unique";--> statement-breakpoint
DROP INDEX "talent_documents_document_idx";--> statement-breakpoint
ALTER TABLE "open_job_counts" DROP CONSTRAINT "open_job_counts_facet_value_detail_pk";--> statement-breakpoint
-- Moved by hand before the new primary key, which names the column (drizzle-kit writes it after).
ALTER TABLE "open_job_counts" ADD COLUMN "other" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_job_counts" ADD CONSTRAINT "open_job_counts_facet_value_detail_other_pk" PRIMARY KEY("facet","value","detail","other");--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_document_bodies" ADD CONSTRAINT "talent_document_bodies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_settings" ADD CONSTRAINT "recruiter_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_status_available_idx" ON "scheduled_job_runs" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "access_audit_at_idx" ON "access_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_audit_actor_idx" ON "access_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_candidate_idx" ON "access_audit" USING btree ("candidate_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_job_idx" ON "access_audit" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_live_idx" ON "applications" USING btree ("user_id","job_id") WHERE "applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "talent_documents_document_idx" ON "talent_documents" USING gin ("document") WHERE discoverable;--> statement-breakpoint
ALTER TABLE "talent_documents" DROP COLUMN "body";