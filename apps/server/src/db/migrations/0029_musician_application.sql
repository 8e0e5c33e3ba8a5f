CREATE TABLE "music_musician_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_musician_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"stage_name" varchar(30) NOT NULL,
	"genres" text[] NOT NULL,
	"sample" text NOT NULL,
	"intro" varchar(300) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"mch_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "music_musician_application_user" ON "music_musician_application" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "music_musician_application_pending" ON "music_musician_application" USING btree ("user_id") WHERE status = 1;