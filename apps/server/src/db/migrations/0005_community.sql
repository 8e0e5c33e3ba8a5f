CREATE TABLE "comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"reply_to_user_id" bigint,
	"content" varchar(1000) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compilation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compilation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" varchar(30) NOT NULL,
	"intro" varchar(200) DEFAULT '' NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow" (
	"follower_id" bigint NOT NULL,
	"followee_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "forum_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" varchar(20) NOT NULL,
	"name_key" varchar(40) NOT NULL,
	"avatar" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"join_mode" varchar(10) DEFAULT 'open' NOT NULL,
	"join_question" varchar(100) DEFAULT '' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" bigint NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" bigint NOT NULL,
	"target_user_id" bigint,
	"cat_id" bigint NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"action" varchar(10),
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_user_setting" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"who_can_comment" varchar(10) DEFAULT 'everyone' NOT NULL,
	"who_can_message" varchar(10) DEFAULT 'everyone' NOT NULL,
	"show_likes" smallint DEFAULT 1 NOT NULL,
	"show_collections" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_apply" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_apply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"answer" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(140) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" varchar(8) DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inform_cat" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inform_cat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_tag" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint NOT NULL,
	"action" varchar(10) NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" bigint NOT NULL,
	"report_id" bigint,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_word" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_word_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" varchar(40) NOT NULL,
	"level" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" varchar(8) NOT NULL,
	"title" varchar(60) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"summary" varchar(160) DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"video_hls" text,
	"video_cover" text DEFAULT '' NOT NULL,
	"video_status" smallint DEFAULT 0 NOT NULL,
	"video_duration" real,
	"video_width" integer,
	"video_height" integer,
	"topic_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"group_id" bigint,
	"compilation_id" bigint,
	"at_user_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_public" boolean GENERATED ALWAYS AS (status = 1 and (type <> 'video' or video_status = 2)) STORED NOT NULL,
	"review_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_collect" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_collect_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_hide" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_hide_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "post_like" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_like_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "topic" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topic_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"name_key" varchar(40) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"creator_id" bigint,
	"post_count" integer DEFAULT 0 NOT NULL,
	"hot_score" integer DEFAULT 0 NOT NULL,
	"hot_rank" integer,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_block" (
	"user_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_block_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "user_tag" (
	"user_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "user_tag_user_id_tag_id_pk" PRIMARY KEY("user_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"actor_id" bigint NOT NULL,
	"post_id" bigint,
	"comment_id" bigint,
	"text" varchar(200) DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "comment_post_idx" ON "comment" USING btree ("post_id","id") WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "comment_parent_idx" ON "comment" USING btree ("parent_id","id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "comment_review_idx" ON "comment" USING btree ("id") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "compilation_user_idx" ON "compilation" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follow_follower_idx" ON "follow" USING btree ("follower_id","created_at" DESC NULLS LAST,"followee_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follow_followee_idx" ON "follow" USING btree ("followee_id","created_at" DESC NULLS LAST,"follower_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "forum_group_name_uq" ON "forum_group" USING btree ("name_key") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "forum_group_members_idx" ON "forum_group" USING btree ("member_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 0;--> statement-breakpoint
CREATE INDEX "forum_group_search_tokens_gin" ON "forum_group" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "forum_group_name_trgm" ON "forum_group" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "forum_report_once_uq" ON "forum_report" USING btree ("reporter_id","target_type","target_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "forum_report_pending_idx" ON "forum_report" USING btree ("id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "forum_report_resolved_idx" ON "forum_report" USING btree ("id" DESC NULLS LAST) WHERE status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "group_apply_pending_uq" ON "group_apply" USING btree ("group_id","user_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "group_apply_queue_idx" ON "group_apply" USING btree ("group_id","id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "group_member_user_idx" ON "group_member" USING btree ("user_id","joined_at" DESC NULLS LAST,"group_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_member_list_idx" ON "group_member" USING btree ("group_id","joined_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_word_uq" ON "moderation_word" USING btree ("word");--> statement-breakpoint
CREATE INDEX "post_latest_idx" ON "post" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public;--> statement-breakpoint
CREATE INDEX "post_hot_idx" ON "post" USING btree ("hot_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public;--> statement-breakpoint
CREATE INDEX "post_user_public_idx" ON "post" USING btree ("user_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public;--> statement-breakpoint
CREATE INDEX "post_user_own_idx" ON "post" USING btree ("user_id","id" DESC NULLS LAST) WHERE status in (1, 2, 3, 4);--> statement-breakpoint
CREATE INDEX "post_draft_idx" ON "post" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 0;--> statement-breakpoint
CREATE INDEX "post_group_idx" ON "post" USING btree ("group_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public;--> statement-breakpoint
CREATE INDEX "post_compilation_idx" ON "post" USING btree ("compilation_id","published_at","id") WHERE is_public;--> statement-breakpoint
CREATE INDEX "post_video_idx" ON "post" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public and type = 'video';--> statement-breakpoint
CREATE INDEX "post_topics_gin" ON "post" USING gin ("topic_ids");--> statement-breakpoint
CREATE INDEX "post_search_tokens_gin" ON "post" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "post_review_idx" ON "post" USING btree ("id") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "post_collect_user_idx" ON "post_collect" USING btree ("user_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_like_user_idx" ON "post_like" USING btree ("user_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_like_post_idx" ON "post_like" USING btree ("post_id","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "topic_name_key_uq" ON "topic" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "topic_hot_idx" ON "topic" USING btree ("hot_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topic_new_idx" ON "topic" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topic_search_tokens_gin" ON "topic" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "topic_name_trgm" ON "topic" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_block_list_idx" ON "user_block" USING btree ("user_id","created_at" DESC NULLS LAST,"blocked_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_block_blocked_idx" ON "user_block" USING btree ("blocked_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_list_idx" ON "notification" USING btree ("user_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id","kind") WHERE not is_read;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dedupe_uq" ON "notification" USING btree ("dedupe_key");