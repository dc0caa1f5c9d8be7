CREATE TABLE "exchange_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"per_eur" numeric(18, 6) NOT NULL,
	"as_of" date NOT NULL,
	"source" varchar(5) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."per_eur" > 0),
	CONSTRAINT "exchange_rates_not_eur_check" CHECK ("exchange_rates"."currency" <> 'EUR')
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- docs/decisions/041: starting values (approximate euro mid-market rates of early October 2025), marked
-- 'seed' so the workspace shows them as not yet reviewed until an admin sets today's rates.
INSERT INTO "exchange_rates" ("currency", "per_eur", "as_of", "source", "updated_at") VALUES
	('INR', 103.5, '2025-10-01', 'seed', now()),
	('PHP', 67.5, '2025-10-01', 'seed', now()),
	('VND', 30800, '2025-10-01', 'seed', now()),
	('MYR', 4.94, '2025-10-01', 'seed', now()),
	('IDR', 19500, '2025-10-01', 'seed', now()),
	('THB', 38, '2025-10-01', 'seed', now()),
	('SGD', 1.51, '2025-10-01', 'seed', now()),
	('LKR', 353, '2025-10-01', 'seed', now()),
	('BDT', 142, '2025-10-01', 'seed', now()),
	('USD', 1.17, '2025-10-01', 'seed', now()),
	('CHF', 0.935, '2025-10-01', 'seed', now()),
	('GBP', 0.872, '2025-10-01', 'seed', now()),
	('SEK', 11.05, '2025-10-01', 'seed', now()),
	('NOK', 11.7, '2025-10-01', 'seed', now()),
	('DKK', 7.464, '2025-10-01', 'seed', now()),
	('PLN', 4.27, '2025-10-01', 'seed', now());
