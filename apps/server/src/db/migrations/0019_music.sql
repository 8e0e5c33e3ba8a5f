CREATE TABLE "music_album" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_album_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mch_id" bigint NOT NULL,
	"name" varchar(60) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_licence" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_licence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_play" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_play_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_rank" (
	"window" varchar(5) NOT NULL,
	"rank" integer NOT NULL,
	"track_id" bigint NOT NULL,
	"plays" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_rank_window_rank_pk" PRIMARY KEY("window","rank")
);
--> statement-breakpoint
CREATE TABLE "music_recent" (
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_recent_user_id_track_id_pk" PRIMARY KEY("user_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "music_track" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mch_id" bigint NOT NULL,
	"sku_id" bigint,
	"title" varchar(80) NOT NULL,
	"artist" varchar(60) NOT NULL,
	"album_id" bigint,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"bpm" integer,
	"bpm_estimate" double precision,
	"duration" double precision,
	"cover" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL,
	"lyrics" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"source_url" text NOT NULL,
	"media_status" varchar(10) DEFAULT 'processing' NOT NULL,
	"media_key" varchar(80) DEFAULT '' NOT NULL,
	"sizes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"peaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_track_counters_nonneg" CHECK ("music_track"."plays" >= 0 and "music_track"."sales" >= 0 and "music_track"."downloads" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "music_album_mch_name_uq" ON "music_album" USING btree ("mch_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "music_licence_item_uq" ON "music_licence" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "music_licence_user_idx" ON "music_licence" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "music_licence_active_idx" ON "music_licence" USING btree ("track_id","user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "music_play_once_uq" ON "music_play" USING btree ("user_id","track_id","hour");--> statement-breakpoint
CREATE INDEX "music_play_user_idx" ON "music_play" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "music_play_hour_idx" ON "music_play" USING btree ("hour","track_id");--> statement-breakpoint
CREATE INDEX "music_recent_user_idx" ON "music_recent" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "music_track_listed_idx" ON "music_track" USING btree ("id") WHERE status = 'published' and media_status = 'ready';--> statement-breakpoint
CREATE INDEX "music_track_hot_idx" ON "music_track" USING btree ("plays","id") WHERE status = 'published' and media_status = 'ready';--> statement-breakpoint
CREATE INDEX "music_track_genres_idx" ON "music_track" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "music_track_mch_idx" ON "music_track" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "music_track_album_idx" ON "music_track" USING btree ("album_id","id");