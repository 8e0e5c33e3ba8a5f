CREATE TABLE "activity_setting" (
	"key" varchar(30) PRIMARY KEY NOT NULL,
	"on" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_setting" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"on" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "review_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "submitted_by" bigint;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "review_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "submitted_by" bigint;--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "music_track" ADD COLUMN "review_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "music_track" ADD COLUMN "submitted_by" bigint;--> statement-breakpoint
ALTER TABLE "music_track" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activity_review_idx" ON "activity" USING btree ("submitted_at","id") WHERE status = 'review';--> statement-breakpoint
CREATE INDEX "course_review_idx" ON "course" USING btree ("submitted_at","id") WHERE status = 'review';--> statement-breakpoint
CREATE INDEX "music_track_review_idx" ON "music_track" USING btree ("submitted_at","id") WHERE status = 'review';