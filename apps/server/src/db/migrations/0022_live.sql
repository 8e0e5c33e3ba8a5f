CREATE TABLE "live_anchor_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_anchor_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"stage_name" varchar(30) NOT NULL,
	"styles" text[] NOT NULL,
	"photo" text NOT NULL,
	"clip" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_gift" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_gift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"live_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"anchor_id" bigint NOT NULL,
	"gift_id" varchar(20) NOT NULL,
	"num" integer NOT NULL,
	"points" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_reservation" (
	"live_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_reservation_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"anchor_id" bigint NOT NULL,
	"title" varchar(60) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"style" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"push_nonce" varchar(32) NOT NULL,
	"pinned_goods" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"gift_points" integer DEFAULT 0 NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"destroyed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_setting" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"on" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shop_anchor" (
	"mch_id" bigint NOT NULL,
	"anchor_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'invited' NOT NULL,
	"invited_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "live_shop_anchor_mch_id_anchor_id_pk" PRIMARY KEY("mch_id","anchor_id")
);
--> statement-breakpoint
CREATE TABLE "live_watch" (
	"user_id" bigint NOT NULL,
	"live_id" bigint NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_watch_user_id_live_id_pk" PRIMARY KEY("user_id","live_id")
);
--> statement-breakpoint
CREATE INDEX "live_anchor_application_user" ON "live_anchor_application" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_anchor_application_pending" ON "live_anchor_application" USING btree ("user_id") WHERE status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "live_gift_client" ON "live_gift" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "live_gift_room" ON "live_gift" USING btree ("live_id","sender_id");--> statement-breakpoint
CREATE INDEX "live_presence_seen" ON "live_presence" USING btree ("live_id","seen_at");--> statement-breakpoint
CREATE INDEX "live_room_listed" ON "live_room" USING btree ("status","scheduled_at","id") WHERE not destroyed;--> statement-breakpoint
CREATE INDEX "live_room_anchor" ON "live_room" USING btree ("anchor_id","id");--> statement-breakpoint
CREATE INDEX "live_shop_anchor_anchor" ON "live_shop_anchor" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "live_watch_recent" ON "live_watch" USING btree ("user_id","watched_at");--> statement-breakpoint
INSERT INTO "live_setting" ("key", "on") VALUES ('display', true);
