-- User search walks users by fans and tests each nickname (decision 092): with the tested columns in
-- the index, the walk is an index-only scan instead of a heap fetch per user looked at.
-- Written by hand: drizzle's index builder has no INCLUDE, so the schema does not declare it.
CREATE INDEX IF NOT EXISTS "users_fans_search_idx" ON "users" USING btree ("fans_count" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search_tokens","nickname","nickname_pinyin") WHERE status = 0;
