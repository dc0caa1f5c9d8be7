CREATE TABLE "interview_offers" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"organizer_id" integer,
	"time_zone" varchar(64) NOT NULL,
	"meeting_url" varchar(500),
	"place" varchar(300),
	"interviewer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_offers_where_check" CHECK ("interview_offers"."meeting_url" IS NOT NULL OR "interview_offers"."place" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_interviews" ALTER COLUMN "meeting_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "browser_time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "application_interviews" ADD COLUMN "place" varchar(300);--> statement-breakpoint
ALTER TABLE "interview_offers" ADD CONSTRAINT "interview_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_offers" ADD CONSTRAINT "interview_offers_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_application_id_interview_offers_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."interview_offers"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_slots_application_idx" ON "interview_slots" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_one_booked_idx" ON "interview_slots" USING btree ("application_id") WHERE "interview_slots"."booked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_where_check" CHECK ("application_interviews"."meeting_url" IS NOT NULL OR "application_interviews"."place" IS NOT NULL);