CREATE TABLE "crm_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"claimed_by" varchar(120),
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"crm_record_id" varchar(40),
	"crm_action" varchar(10),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_outbox_live_idx" ON "crm_outbox" USING btree ("kind","user_id") WHERE status IN ('queued', 'processing');--> statement-breakpoint
CREATE INDEX "crm_outbox_status_available_idx" ON "crm_outbox" USING btree ("status","available_at");