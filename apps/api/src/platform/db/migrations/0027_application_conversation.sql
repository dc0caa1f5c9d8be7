CREATE TABLE "application_message_reads" (
	"application_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"read_up_to" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_message_reads_application_id_reader_id_pk" PRIMARY KEY("application_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "application_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"side" varchar(10) NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_messages_side" CHECK ("application_messages"."side" in ('candidate', 'team'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "application_message_reads" ADD CONSTRAINT "application_message_reads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_message_reads" ADD CONSTRAINT "application_message_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_application_idx" ON "application_messages" USING btree ("application_id","id");--> statement-breakpoint
-- Hand-written (REC-29, docs/decisions/048): the team's two default rejection message templates; admins edit them.
INSERT INTO "message_templates" ("name", "body", "updated_at") VALUES
('Thank you, not this time', 'Dear {firstName},

Thank you for applying for {jobTitle} and for the time you gave us. We have decided not to move forward with your application for this role.

This is not a judgement on your skills: we often need freelancers with your background, and we would be glad to see you apply to another of our openings.

Kind regards,
The recruiting team', now()),
('After the interview', 'Dear {firstName},

Thank you for talking with us about {jobTitle}. We enjoyed the conversation, and it was a close decision, but we have chosen another candidate whose experience fits this project more closely.

We would like to keep you in mind for future projects. If you have any question about this decision, answer this message and we will reply.

Kind regards,
The recruiting team', now());
