CREATE TABLE "application_interviewers" (
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "application_interviewers_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "application_interviews" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD COLUMN "cancel_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "application_interviewers" ADD CONSTRAINT "application_interviewers_application_id_application_interviews_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application_interviews"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviewers" ADD CONSTRAINT "application_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_interviewers_user_idx" ON "application_interviewers" USING btree ("user_id");