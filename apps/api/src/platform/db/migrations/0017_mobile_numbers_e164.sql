ALTER TABLE "users" ALTER COLUMN "primary_mobile_no" SET DATA TYPE varchar(14);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "primary_mobile_no" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "secondary_mobile_no" SET DATA TYPE varchar(14);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "secondary_mobile_no" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "primary_mobile_region" varchar(2) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "primary_mobile_e164" varchar(20) GENERATED ALWAYS AS (CASE WHEN primary_mobile_no <> '' AND primary_mobile_code <> '' THEN primary_mobile_code || primary_mobile_no ELSE '' END) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_mobile_region" varchar(2) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_mobile_e164" varchar(20) GENERATED ALWAYS AS (CASE WHEN secondary_mobile_no <> '' AND secondary_mobile_code <> '' THEN secondary_mobile_code || secondary_mobile_no ELSE '' END) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "country_region" varchar(2) GENERATED ALWAYS AS (details->'mobiles'->0->>'region') STORED;