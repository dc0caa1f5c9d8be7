CREATE TABLE "application_interview_stages" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(80) NOT NULL,
	"criteria" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"author_id" integer,
	"scores" jsonb NOT NULL,
	"recommendation" smallint,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorecards_recommendation_range" CHECK ("scorecards"."recommendation" between 1 and 4),
	CONSTRAINT "scorecards_submitted_complete" CHECK ("scorecards"."submitted_at" IS NULL OR "scorecards"."recommendation" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "application_interview_stages" ADD CONSTRAINT "application_interview_stages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interview_stages" ADD CONSTRAINT "application_interview_stages_stage_id_interview_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."interview_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interview_stages" ADD CONSTRAINT "application_interview_stages_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_stages" ADD CONSTRAINT "interview_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_stage_id_interview_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."interview_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_stages_job_idx" ON "interview_stages" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_author_uq" ON "scorecards" USING btree ("application_id","stage_id","author_id");--> statement-breakpoint
CREATE INDEX "scorecards_stage_idx" ON "scorecards" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "scorecards_recommendation_idx" ON "scorecards" USING btree ("recommendation","application_id") WHERE "scorecards"."submitted_at" IS NOT NULL;