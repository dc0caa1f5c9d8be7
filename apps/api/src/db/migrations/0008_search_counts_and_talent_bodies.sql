CREATE TABLE "talent_document_bodies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "talent_documents_document_idx";--> statement-breakpoint
ALTER TABLE "open_job_counts" DROP CONSTRAINT "open_job_counts_facet_value_detail_pk";--> statement-breakpoint
-- Moved by hand before the new primary key, which names the column (drizzle-kit wrote it after).
ALTER TABLE "open_job_counts" ADD COLUMN "other" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_job_counts" ADD CONSTRAINT "open_job_counts_facet_value_detail_other_pk" PRIMARY KEY("facet","value","detail","other");--> statement-breakpoint
ALTER TABLE "talent_document_bodies" ADD CONSTRAINT "talent_document_bodies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_documents_document_idx" ON "talent_documents" USING gin ("document") WHERE discoverable;--> statement-breakpoint
ALTER TABLE "talent_documents" DROP COLUMN "body";