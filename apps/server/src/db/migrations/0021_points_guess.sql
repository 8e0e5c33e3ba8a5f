CREATE TABLE "guess_escrow_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guess_escrow_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"stake_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"change" integer NOT NULL,
	"escrow_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guess_escrow_after_nonneg" CHECK ("guess_escrow_log"."escrow_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guess_game" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guess_game_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(80) NOT NULL,
	"creator_id" bigint NOT NULL,
	"activity_id" bigint,
	"battle_id" bigint,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"stake_min" integer NOT NULL,
	"stake_max" integer NOT NULL,
	"rake_bp" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"pool" integer DEFAULT 0 NOT NULL,
	"stakers" integer DEFAULT 0 NOT NULL,
	"escrow" integer DEFAULT 0 NOT NULL,
	"winner_option_id" bigint,
	"rake" integer DEFAULT 0 NOT NULL,
	"remainder" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guess_game_escrow_nonneg" CHECK ("guess_game"."escrow" >= 0),
	CONSTRAINT "guess_game_stake_range" CHECK ("guess_game"."stake_min" >= 1 and "guess_game"."stake_max" >= "guess_game"."stake_min")
);
--> statement-breakpoint
CREATE TABLE "guess_option" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guess_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"label" varchar(40) NOT NULL,
	"entry_id" bigint,
	"sort" smallint NOT NULL,
	"pool" integer DEFAULT 0 NOT NULL,
	"stakers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guess_stake" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guess_stake_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"option_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"state" varchar(10) DEFAULT 'held' NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guess_stake_amount_pos" CHECK ("guess_stake"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "integral_recharge_sku" (
	"sku_id" bigint PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"unit" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integral_reward_day" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rule" varchar(20) NOT NULL,
	"times" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "integral_reward_day_user_id_day_rule_pk" PRIMARY KEY("user_id","day","rule")
);
--> statement-breakpoint
CREATE TABLE "integral_rule" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sign" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"sign_date" date NOT NULL,
	"streak" integer NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guess_escrow_cause_uq" ON "guess_escrow_log" USING btree ("game_id","stake_id","kind");--> statement-breakpoint
CREATE INDEX "guess_game_status_idx" ON "guess_game" USING btree ("status","close_at","id");--> statement-breakpoint
CREATE INDEX "guess_game_activity_idx" ON "guess_game" USING btree ("activity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guess_game_battle_uq" ON "guess_game" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "guess_option_game_idx" ON "guess_option" USING btree ("game_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "guess_stake_user_uq" ON "guess_stake" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "guess_stake_user_idx" ON "guess_stake" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_day_uq" ON "user_sign" USING btree ("user_id","sign_date");