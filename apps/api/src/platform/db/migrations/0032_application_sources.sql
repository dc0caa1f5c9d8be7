ALTER TABLE "applications" ADD COLUMN "source" varchar(100) DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_touches" jsonb;
