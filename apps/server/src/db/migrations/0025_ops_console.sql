CREATE TABLE "ops_action" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"ref" varchar(40) NOT NULL,
	"decision" varchar(16) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_claim" (
	"kind" varchar(20) NOT NULL,
	"ref" varchar(40) NOT NULL,
	"operator_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone DEFAULT now() + interval '15 minutes' NOT NULL,
	CONSTRAINT "ops_claim_kind_ref_pk" PRIMARY KEY("kind","ref")
);
--> statement-breakpoint
CREATE INDEX "ops_action_kind_idx" ON "ops_action" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ops_action_ref_idx" ON "ops_action" USING btree ("kind","ref","id");--> statement-breakpoint
CREATE INDEX "ops_action_operator_idx" ON "ops_action" USING btree ("operator_id","id");