CREATE TABLE "failure_counters" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"supersede_key" varchar(300),
	"message" jsonb,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"claimed_by" varchar(120),
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_status_available_idx" ON "mail_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_supersede_idx" ON "mail_outbox" USING btree ("supersede_key");