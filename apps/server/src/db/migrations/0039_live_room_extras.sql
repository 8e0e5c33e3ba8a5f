CREATE TABLE "live_room_admin" (
	"anchor_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_room_admin_anchor_id_user_id_pk" PRIMARY KEY("anchor_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_room_restriction" (
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"by_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_room_restriction_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "live_id" bigint;--> statement-breakpoint
ALTER TABLE "live_room" ADD COLUMN "watch_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_room" ADD COLUMN "keep_replay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_room" ADD COLUMN "replay_status" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_room" ADD COLUMN "replay_path" text;--> statement-breakpoint
ALTER TABLE "live_room" ADD COLUMN "replay_seconds" integer;--> statement-breakpoint
CREATE INDEX "live_room_admin_user" ON "live_room_admin" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_live_idx" ON "orders" USING btree ("live_id","id") WHERE live_id is not null;