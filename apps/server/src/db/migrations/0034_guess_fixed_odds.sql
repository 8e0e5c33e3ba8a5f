ALTER TABLE "guess_game" ADD COLUMN "settlement" varchar(8) DEFAULT 'pool' NOT NULL;--> statement-breakpoint
ALTER TABLE "guess_game" ADD COLUMN "house" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guess_game" ADD COLUMN "house_cap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guess_option" ADD COLUMN "odds_bp" integer;--> statement-breakpoint
ALTER TABLE "guess_option" ADD COLUMN "liability" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guess_game" ADD CONSTRAINT "guess_game_settlement" CHECK ("guess_game"."settlement" in ('pool', 'odds'));--> statement-breakpoint
ALTER TABLE "guess_option" ADD CONSTRAINT "guess_option_odds" CHECK ("guess_option"."odds_bp" is null or "guess_option"."odds_bp" > 10000);