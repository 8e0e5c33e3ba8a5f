CREATE TABLE "mch_account_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mch_account_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mch_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"change" bigint NOT NULL,
	"frozen_change" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" bigint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mch_account_log_after_nonneg" CHECK ("mch_account_log"."balance_after" >= 0 and "mch_account_log"."frozen_after" >= 0),
	CONSTRAINT "mch_account_log_nonzero" CHECK ("mch_account_log"."change" <> 0 or "mch_account_log"."frozen_change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "mch_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mch_apply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"logo" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"contact" varchar(40) NOT NULL,
	"licence" text NOT NULL,
	"address" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"mch_id" bigint,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mch_cash" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mch_cash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider" varchar(20) DEFAULT 'manual' NOT NULL,
	"reference" varchar(100) DEFAULT '' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "mch_cash_amount_pos" CHECK ("mch_cash"."amount" > 0 and "mch_cash"."fee" >= 0 and "mch_cash"."fee" < "mch_cash"."amount")
);
--> statement-breakpoint
CREATE TABLE "mch_settlement" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"mch_id" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"refund_amount" bigint NOT NULL,
	"fee_rate" integer NOT NULL,
	"fee" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "cover" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "contact" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "hours" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "after_sale_policy" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "delivery_modes" jsonb DEFAULT '["express"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "fee_rate" integer;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mch" ADD COLUMN "frozen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mch_account_log_cause_uq" ON "mch_account_log" USING btree ("source_type","source_id","kind");--> statement-breakpoint
CREATE INDEX "mch_account_log_mch_idx" ON "mch_account_log" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "mch_apply_user_idx" ON "mch_apply" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mch_apply_pending_uq" ON "mch_apply" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mch_apply_status_idx" ON "mch_apply" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mch_cash_client_uq" ON "mch_cash" USING btree ("mch_id","client_id");--> statement-breakpoint
CREATE INDEX "mch_cash_mch_idx" ON "mch_cash" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "mch_cash_pending_idx" ON "mch_cash" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mch_settlement_mch_idx" ON "mch_settlement" USING btree ("mch_id","created_at");--> statement-breakpoint
ALTER TABLE "mch" ADD CONSTRAINT "mch_balance_nonneg" CHECK ("mch"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "mch" ADD CONSTRAINT "mch_frozen_nonneg" CHECK ("mch"."frozen" >= 0);--> statement-breakpoint
ALTER TABLE "mch" ADD CONSTRAINT "mch_fee_rate_range" CHECK ("mch"."fee_rate" is null or ("mch"."fee_rate" >= 0 and "mch"."fee_rate" <= 10000));