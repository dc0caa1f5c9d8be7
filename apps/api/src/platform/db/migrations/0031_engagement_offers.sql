CREATE TABLE "application_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"role" varchar(200) NOT NULL,
	"engagement" varchar(12) NOT NULL,
	"rate_amount" bigint NOT NULL,
	"rate_currency" varchar(3) NOT NULL,
	"rate_unit" varchar(8) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"duration_months" smallint,
	"hours_per_week" smallint NOT NULL,
	"workplace" varchar(8) NOT NULL,
	"place" varchar(200),
	"notice_terms" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expires_time_zone" varchar(64) NOT NULL,
	"outside_range_confirmed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"letter_key" varchar(200),
	"letter_sha256" varchar(64),
	"withdrawn_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" varchar(1000),
	"accepted_at" timestamp with time zone,
	"accepted_name" varchar(200),
	"accepted_ip" varchar(64),
	"signed_key" varchar(200),
	"signed_sha256" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_offers_version_idx" ON "application_offers" USING btree ("application_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "application_offers_accepted_idx" ON "application_offers" USING btree ("application_id") WHERE "application_offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "application_offers_application_idx" ON "application_offers" USING btree ("application_id");