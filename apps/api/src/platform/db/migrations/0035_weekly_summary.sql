CREATE TABLE "weekly_summaries" (
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_summaries_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "recruiter_settings" ADD COLUMN "weekly_summary_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_summaries_sent_idx" ON "weekly_summaries" USING btree ("sent_at");