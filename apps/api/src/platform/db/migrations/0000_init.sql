CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"title" varchar(200) NOT NULL,
	"is_remote" boolean DEFAULT true NOT NULL,
	"job_type" varchar(20) NOT NULL,
	"department" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(40) NOT NULL,
	"location" varchar(120) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"posted_date" date DEFAULT CURRENT_DATE NOT NULL,
	"closing_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_status_posted_idx" ON "jobs" USING btree ("status","posted_date");