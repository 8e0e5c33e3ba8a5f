CREATE TABLE "live_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"live_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"anchor_id" bigint NOT NULL,
	"cat_id" bigint NOT NULL,
	"reason" varchar(60) NOT NULL,
	"content" varchar(300) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"action" varchar(10),
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_report_waiting" ON "live_report" USING btree ("status","live_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_report_once" ON "live_report" USING btree ("live_id","reporter_id") WHERE status = 0;