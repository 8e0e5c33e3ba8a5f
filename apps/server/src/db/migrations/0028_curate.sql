ALTER TABLE "inform_cat" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "topic" ADD COLUMN "pin_position" integer;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_reason" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_pin_uq" ON "topic" USING btree ("pin_position") WHERE pin_position is not null;--> statement-breakpoint
CREATE INDEX "topic_hot_pinned_idx" ON "topic" USING btree ((coalesce(100 - pin_position, 0)) desc,"hot_score" DESC NULLS LAST,"id" DESC NULLS LAST);