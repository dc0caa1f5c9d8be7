CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "interview_reminders" (
	"application_id" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_reminders_application_id_kind_starts_at_pk" PRIMARY KEY("application_id","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "recruiter_settings" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_application_id_application_interviews_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application_interviews"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_reminders_sent_idx" ON "interview_reminders" USING btree ("sent_at");