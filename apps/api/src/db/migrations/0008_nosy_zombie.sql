ALTER TABLE "pending_signups" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_shown_at" timestamp with time zone;