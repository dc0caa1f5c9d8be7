CREATE TABLE "referrers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" varchar(200),
	"email" varchar(254),
	"code" varchar(24) NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "referrers_code_unique" UNIQUE("code"),
	CONSTRAINT "referrers_person_check" CHECK ("referrers"."user_id" IS NOT NULL OR ("referrers"."name" IS NOT NULL AND "referrers"."email" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_employee_email_idx" ON "referrers" USING btree (lower("email")) WHERE "referrers"."user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_referrer_idx" ON "applications" USING btree ("referrer_id") WHERE "applications"."referrer_id" IS NOT NULL;