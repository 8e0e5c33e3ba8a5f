-- The follow feed's inboxes (decision 090): a row per follower per post of an author they follow.
-- Written by hand and read with SQL only (modules/community/follow-feed.ts), like 0011.
CREATE TABLE IF NOT EXISTS "follow_inbox" (
	"user_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_inbox_pk" PRIMARY KEY ("user_id","author_id","post_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_inbox_page_idx" ON "follow_inbox" USING btree ("user_id","published_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_inbox_post_idx" ON "follow_inbox" USING btree ("post_id");--> statement-breakpoint
-- Existing follows: each followed author's newest public posts, as a new follow back-fills them.
INSERT INTO "follow_inbox" ("user_id","author_id","post_id","published_at")
SELECT f.follower_id, f.followee_id, p.id, p.published_at
  FROM "follow" f
  CROSS JOIN LATERAL (
    SELECT id, published_at FROM "post"
     WHERE user_id = f.followee_id AND is_public
     ORDER BY published_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 100) p
ON CONFLICT DO NOTHING;
