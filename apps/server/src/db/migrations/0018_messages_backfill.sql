-- The box's counters start from the notices written before they existed: unread per category and
-- the newest notice, for every user (shop notices are new with this release).
INSERT INTO "message_box" ("owner_kind", "owner_id", "category", "unread", "last_id")
SELECT 'user', "user_id", "category", count(*) FILTER (WHERE NOT "is_read"), max("id")
  FROM "notification"
 WHERE "mch_id" = 0 AND "user_id" > 0
 GROUP BY "user_id", "category"
ON CONFLICT DO NOTHING;
