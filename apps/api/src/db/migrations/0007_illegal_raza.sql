CREATE TABLE "file_texts" (
	"storage_key" varchar(200) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"extracted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"discoverable" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_documents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"discoverable" boolean DEFAULT false NOT NULL,
	"consent_changed_at" timestamp with time zone,
	"document" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_consent_events" ADD CONSTRAINT "talent_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_texts_user_idx" ON "file_texts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_consent_events_user_idx" ON "talent_consent_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_documents_document_idx" ON "talent_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "talent_documents_updated_idx" ON "talent_documents" USING btree ("updated_at");