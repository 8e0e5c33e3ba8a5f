ALTER TABLE "article" ADD COLUMN "key" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "article_key_uq" ON "article" USING btree ("key");--> statement-breakpoint
CREATE INDEX "attachment_user_url_idx" ON "attachment" USING btree ("user_id","url");