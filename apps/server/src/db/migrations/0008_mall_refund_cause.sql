DROP INDEX "refund_cause_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "refund_cause_uq" ON "refund" USING btree ("cause_type","cause_id","order_id");