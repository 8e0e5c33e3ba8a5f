-- Notices add to their boxes by inserting here (decision 258): a shop's box row is no longer
-- held by every order paid to it until that transaction commits.
CREATE TABLE "message_box_delta" (
	"owner_kind" varchar(4) NOT NULL,
	"owner_id" bigint NOT NULL,
	"category" varchar(12) NOT NULL,
	"unread" integer NOT NULL,
	"last_id" bigint
);
--> statement-breakpoint
CREATE INDEX "message_box_delta_owner_idx" ON "message_box_delta" USING btree ("owner_kind","owner_id","category");--> statement-breakpoint
-- A box's counters as readers see them: its row plus the additions not folded into it yet.
-- Conditions on the owner and category reach both tables' indexes.
CREATE VIEW "message_box_now" AS
SELECT owner_kind, owner_id, category, sum(unread)::int AS unread, max(last_id) AS last_id
  FROM (SELECT owner_kind, owner_id, category, unread, last_id FROM "message_box"
        UNION ALL
        SELECT owner_kind, owner_id, category, unread, last_id FROM "message_box_delta") AS x
 GROUP BY owner_kind, owner_id, category;
