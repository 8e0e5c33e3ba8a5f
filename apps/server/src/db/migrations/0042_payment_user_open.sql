-- Closing a paid order's other attempts looks up the buyer's open attempts. It read every open
-- attempt of every user (payment_open_idx) and matched them against the buyer's payments, a cost
-- that grew with the attempts paid since the last vacuum. The buyer's open attempts now have their
-- own index; nothing else read payment_user_idx.
DROP INDEX "payment_user_idx";--> statement-breakpoint
CREATE INDEX "payment_user_open_idx" ON "payment" USING btree ("user_id","id") WHERE status in ('pending', 'failed');
