ALTER TABLE "activity" ADD COLUMN "tickets_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activity_ticket_order_idx" ON "activity_ticket" USING btree ("order_id");