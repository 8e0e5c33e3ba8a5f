ALTER TABLE "users" ADD COLUMN "search_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_tokens_gin" ON "users" USING gin ("search_tokens");