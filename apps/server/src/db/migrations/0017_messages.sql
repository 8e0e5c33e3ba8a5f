CREATE TABLE "chat_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"side" varchar(1) NOT NULL,
	"sender_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"text" varchar(1000) DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"recalled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"conversation_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(4) NOT NULL,
	"pair_key" varchar(64) NOT NULL,
	"user_a" bigint NOT NULL,
	"user_b" bigint,
	"mch_id" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_member" (
	"conversation_id" bigint NOT NULL,
	"side" varchar(1) NOT NULL,
	"owner_kind" varchar(4) NOT NULL,
	"owner_id" bigint NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_member_conversation_id_side_pk" PRIMARY KEY("conversation_id","side")
);
--> statement-breakpoint
CREATE TABLE "message_box" (
	"owner_kind" varchar(4) NOT NULL,
	"owner_id" bigint NOT NULL,
	"category" varchar(12) NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_box_owner_kind_owner_id_category_pk" PRIMARY KEY("owner_kind","owner_id","category"),
	CONSTRAINT "message_box_unread_nonneg" CHECK ("message_box"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_client" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"client_id" varchar(200) NOT NULL,
	"platform" varchar(10) NOT NULL,
	"subscription" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notification_unread_idx";--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "category" varchar(12) GENERATED ALWAYS AS (case kind when 'like' then 'interaction' when 'collect' then 'interaction' when 'reply' then 'comment' when 'mention' then 'comment' else kind end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "mch_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "ref_type" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "ref_id" bigint;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_seq_uq" ON "chat_message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_report_report_idx" ON "chat_report" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_pair_uq" ON "conversation" USING btree ("pair_key");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_member_box_uq" ON "conversation_member" USING btree ("owner_kind","owner_id","conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_member_list_idx" ON "conversation_member" USING btree ("owner_kind","owner_id","last_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_client_uq" ON "push_client" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "push_client_user_idx" ON "push_client" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_category_idx" ON "notification" USING btree ("user_id","category","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_shop_idx" ON "notification" USING btree ("mch_id","category","id" DESC NULLS LAST) WHERE mch_id > 0;--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id","category","kind") WHERE not is_read;