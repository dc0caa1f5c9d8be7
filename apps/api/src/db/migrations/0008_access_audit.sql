CREATE TABLE "access_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer NOT NULL,
	"candidate_id" integer,
	"kind" varchar(20) NOT NULL,
	"application_id" integer,
	"job_id" integer,
	"file_ref" varchar(200)
);
--> statement-breakpoint
CREATE INDEX "access_audit_at_idx" ON "access_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_audit_actor_idx" ON "access_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_candidate_idx" ON "access_audit" USING btree ("candidate_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_job_idx" ON "access_audit" USING btree ("job_id");