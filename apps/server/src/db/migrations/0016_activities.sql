CREATE TABLE "activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mch_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"tz" varchar(40) DEFAULT 'Asia/Shanghai' NOT NULL,
	"venue_name" varchar(60) NOT NULL,
	"venue_address" varchar(120) NOT NULL,
	"province_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	"district_id" bigint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sign_up_start_at" timestamp with time zone,
	"sign_up_end_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"real_name" boolean DEFAULT false NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_time_order" CHECK ("activity"."end_at" > "activity"."start_at"),
	CONSTRAINT "activity_sold_nonneg" CHECK ("activity"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_attendee" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_attendee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"id_card" varchar(18) DEFAULT '' NOT NULL,
	"id_card_masked" varchar(18) DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_battle" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_battle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"division_id" bigint NOT NULL,
	"round" varchar(12) NOT NULL,
	"slot" integer NOT NULL,
	"entry_a" bigint,
	"entry_b" bigint,
	"winner_entry_id" bigint,
	"decided" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_checkin" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_checkin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"by_user_id" bigint NOT NULL,
	"device_id" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_division" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_division_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"max_entrants" integer DEFAULT 0 NOT NULL,
	"entrants" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"number_mode" varchar(6),
	"numbered_at" timestamp with time zone,
	"last_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_division_entrants" CHECK ("activity_division"."entrants" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"division_id" bigint NOT NULL,
	"user_id" bigint,
	"ticket_id" bigint,
	"stage_name" varchar(30) NOT NULL,
	"crew" varchar(30) DEFAULT '' NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"number" integer,
	"score" integer,
	"source" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_hold" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_hold_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_type_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"num" integer NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_hold_num_pos" CHECK ("activity_hold"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_photo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"url" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"division_id" bigint,
	"round" varchar(12),
	"number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_relation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_relation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_ticket" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"ticket_type_id" bigint NOT NULL,
	"hold_id" bigint,
	"order_id" bigint,
	"user_id" bigint,
	"seq" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"attendee_name" varchar(30) DEFAULT '' NOT NULL,
	"attendee_mobile" varchar(11) DEFAULT '' NOT NULL,
	"attendee_id_card" varchar(18) DEFAULT '' NOT NULL,
	"status" varchar(6) DEFAULT 'valid' NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_ticket_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_ticket_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"sale_start_at" timestamp with time zone,
	"sale_end_at" timestamp with time zone,
	"per_order_limit" integer DEFAULT 10 NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"needs_attendee" boolean DEFAULT false NOT NULL,
	"refundable_until" timestamp with time zone,
	"division_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_ticket_type_counts" CHECK ("activity_ticket_type"."sold" >= 0 and "activity_ticket_type"."held" >= 0 and "activity_ticket_type"."sold" + "activity_ticket_type"."held" <= "activity_ticket_type"."capacity")
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" bigint PRIMARY KEY NOT NULL,
	"mch_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"name" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"level" varchar(12) NOT NULL,
	"style" varchar(12) NOT NULL,
	"teacher_name" varchar(30) NOT NULL,
	"teacher_avatar" text DEFAULT '' NOT NULL,
	"teacher_intro" varchar(300) DEFAULT '' NOT NULL,
	"teacher_user_id" bigint,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_students_nonneg" CHECK ("course"."students" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_lesson" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_lesson_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"title" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"free_preview" boolean DEFAULT false NOT NULL,
	"source_url" text NOT NULL,
	"status" varchar(10) DEFAULT 'processing' NOT NULL,
	"playlist" text DEFAULT '' NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"duration" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_registration" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_start_idx" ON "activity" USING btree ("start_at","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "activity_city_start_idx" ON "activity" USING btree ("city_id","start_at","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "activity_sold_idx" ON "activity" USING btree ("sold","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "activity_end_idx" ON "activity" USING btree ("end_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "activity_mch_idx" ON "activity" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "activity_attendee_user_idx" ON "activity_attendee" USING btree ("user_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_battle_slot_uq" ON "activity_battle" USING btree ("division_id","round","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_checkin_ticket_uq" ON "activity_checkin" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "activity_checkin_activity_idx" ON "activity_checkin" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_division_activity_idx" ON "activity_division" USING btree ("activity_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entry_user_uq" ON "activity_entry" USING btree ("division_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entry_number_uq" ON "activity_entry" USING btree ("division_id","number") WHERE number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_entry_ticket_uq" ON "activity_entry" USING btree ("ticket_id") WHERE ticket_id is not null;--> statement-breakpoint
CREATE INDEX "activity_entry_division_idx" ON "activity_entry" USING btree ("division_id","id");--> statement-breakpoint
CREATE INDEX "activity_entry_user_idx" ON "activity_entry" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_hold_order_uq" ON "activity_hold" USING btree ("order_id","ticket_type_id");--> statement-breakpoint
CREATE INDEX "activity_hold_user_idx" ON "activity_hold" USING btree ("ticket_type_id","user_id") WHERE status in ('held', 'sold');--> statement-breakpoint
CREATE INDEX "activity_photo_activity_idx" ON "activity_photo" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_photo_tags_gin" ON "activity_photo" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_relation_uq" ON "activity_relation" USING btree ("activity_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_ticket_code_uq" ON "activity_ticket" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_ticket_seq_uq" ON "activity_ticket" USING btree ("ticket_type_id","seq");--> statement-breakpoint
CREATE INDEX "activity_ticket_user_idx" ON "activity_ticket" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "activity_ticket_activity_idx" ON "activity_ticket" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_ticket_hold_idx" ON "activity_ticket" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_ticket_type_sku_uq" ON "activity_ticket_type" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "activity_ticket_type_activity_idx" ON "activity_ticket_type" USING btree ("activity_id","sort","id");--> statement-breakpoint
CREATE INDEX "course_published_idx" ON "course" USING btree ("id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "course_style_idx" ON "course" USING btree ("style","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "course_mch_idx" ON "course" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "course_lesson_course_idx" ON "course_lesson" USING btree ("course_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_registration_item_uq" ON "course_registration" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "course_registration_user_idx" ON "course_registration" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "course_registration_course_idx" ON "course_registration" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "course_registration_active_idx" ON "course_registration" USING btree ("course_id","user_id") WHERE status = 'active';