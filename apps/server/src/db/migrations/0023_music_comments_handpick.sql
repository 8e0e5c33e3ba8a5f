CREATE TABLE "music_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"track_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"reply_to_user_id" bigint,
	"content" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_comment_counts_nonneg" CHECK ("music_comment"."like_count" >= 0 and "music_comment"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "music_comment_like" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_comment_like_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "music_handpick" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_handpick_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(40) NOT NULL,
	"intro" varchar(200) DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"track_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "music_comment_track_idx" ON "music_comment" USING btree ("track_id","id") WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "music_comment_thread_idx" ON "music_comment" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "music_handpick_sort_idx" ON "music_handpick" USING btree ("sort","id");