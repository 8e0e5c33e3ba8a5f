CREATE TABLE "mch_fee_setting" (
	"id" smallint PRIMARY KEY NOT NULL,
	"fee_rate" integer,
	"cash_fee_rate" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mch_fee_setting_one" CHECK ("mch_fee_setting"."id" = 1),
	CONSTRAINT "mch_fee_setting_fee" CHECK ("mch_fee_setting"."fee_rate" is null or ("mch_fee_setting"."fee_rate" >= 0 and "mch_fee_setting"."fee_rate" <= 10000)),
	CONSTRAINT "mch_fee_setting_cash" CHECK ("mch_fee_setting"."cash_fee_rate" is null or ("mch_fee_setting"."cash_fee_rate" >= 0 and "mch_fee_setting"."cash_fee_rate" <= 1000))
);
