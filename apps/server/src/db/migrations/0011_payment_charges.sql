CREATE TABLE "payment_charge" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_charge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_txn_id" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charge_refund_le_amount" CHECK ("payment_charge"."refunded_amount" >= 0 and "payment_charge"."refunded_amount" <= "payment_charge"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_txn" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_txn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"txn_id" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "charge_id" bigint;--> statement-breakpoint
-- Every paid attempt so far was paid by one provider transaction: it becomes that attempt's charge,
-- carrying what was refunded of it; refunds and late-payment causes then point at the charge.
INSERT INTO "payment_charge" ("payment_id", "user_id", "provider", "provider_txn_id", "amount", "refunded_amount", "created_at")
SELECT "id", "user_id", "provider", "provider_txn_id", "amount", "refunded_amount", coalesce("paid_at", "created_at")
  FROM "payment" WHERE "provider" IS NOT NULL AND "provider_txn_id" IS NOT NULL;--> statement-breakpoint
UPDATE "refund" r SET "charge_id" = c."id" FROM "payment" p, "payment_charge" c
 WHERE p."id" = r."payment_id" AND c."provider" = p."provider" AND c."provider_txn_id" = p."provider_txn_id";--> statement-breakpoint
UPDATE "refund" SET "cause_id" = "charge_id" WHERE "cause_type" = 'late_payment';--> statement-breakpoint
ALTER TABLE "refund" ALTER COLUMN "charge_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charge_txn_uq" ON "payment_charge" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "payment_charge_payment_idx" ON "payment_charge" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_txn_uq" ON "sandbox_txn" USING btree ("txn_id");--> statement-breakpoint
CREATE INDEX "sandbox_txn_payment_idx" ON "sandbox_txn" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_open_idx" ON "payment" USING btree ("created_at") WHERE status in ('pending', 'failed');