CREATE TABLE "payment_setting" (
	"id" smallint PRIMARY KEY NOT NULL,
	"methods_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"unpaid_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_setting_one" CHECK ("payment_setting"."id" = 1),
	CONSTRAINT "payment_setting_unpaid" CHECK ("payment_setting"."unpaid_minutes" is null or ("payment_setting"."unpaid_minutes" >= 1 and "payment_setting"."unpaid_minutes" <= 1440))
);
