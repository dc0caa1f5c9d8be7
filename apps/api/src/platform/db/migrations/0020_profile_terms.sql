CREATE TABLE "profile_skills" (
	"user_id" integer NOT NULL,
	"skill" text NOT NULL,
	"years" smallint,
	"position" smallint NOT NULL,
	CONSTRAINT "profile_skills_user_id_skill_pk" PRIMARY KEY("user_id","skill"),
	CONSTRAINT "profile_skills_years_check" CHECK ("profile_skills"."years" BETWEEN 0 AND 50)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expected_rate_min" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expected_rate_currency" char(3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expected_rate_unit" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_period_weeks" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_of_residence" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "rate_min" bigint;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "rate_currency" char(3);--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "rate_unit" varchar(5);--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "notice_period_weeks" smallint;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "talent_documents" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "profile_skills" ADD CONSTRAINT "profile_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_documents_skills_idx" ON "talent_documents" USING gin ("skills") WHERE discoverable;--> statement-breakpoint
CREATE INDEX "talent_documents_rate_idx" ON "talent_documents" USING btree ("rate_currency","rate_unit","rate_min") WHERE discoverable;--> statement-breakpoint
CREATE INDEX "talent_documents_available_idx" ON "talent_documents" USING btree ("available_from") WHERE discoverable;--> statement-breakpoint
CREATE INDEX "talent_documents_notice_idx" ON "talent_documents" USING btree ("notice_period_weeks") WHERE discoverable AND available_from IS NULL;--> statement-breakpoint
CREATE INDEX "talent_documents_country_idx" ON "talent_documents" USING btree ("country") WHERE discoverable;--> statement-breakpoint
CREATE INDEX "talent_documents_time_zone_idx" ON "talent_documents" USING btree ("time_zone") WHERE discoverable;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_expected_rate_check" CHECK (("users"."expected_rate_min" IS NULL AND "users"."expected_rate_currency" IS NULL AND "users"."expected_rate_unit" IS NULL) OR ("users"."expected_rate_min" > 0 AND "users"."expected_rate_currency" IS NOT NULL AND "users"."expected_rate_unit" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hours_per_week_check" CHECK ("users"."hours_per_week" BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_notice_period_check" CHECK ("users"."notice_period_weeks" BETWEEN 0 AND 26);