CREATE TABLE "balance_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_log_after_nonneg" CHECK ("balance_log"."balance_after" >= 0),
	CONSTRAINT "balance_log_change_nonzero" CHECK ("balance_log"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "mch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"return_address" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mch_clerk" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mch_clerk_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integral_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integral_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"change" integer NOT NULL,
	"integral_after" integer NOT NULL,
	"source_type" varchar(20) NOT NULL,
	"source_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integral_log_after_nonneg" CHECK ("integral_log"."integral_after" >= 0),
	CONSTRAINT "integral_log_change_nonzero" CHECK ("integral_log"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"mch_id" bigint NOT NULL,
	"type" varchar(14) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(100) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" bigint NOT NULL,
	"return_address" varchar(200) DEFAULT '' NOT NULL,
	"express_company" varchar(20) DEFAULT '' NOT NULL,
	"express_no" varchar(32) DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_id" bigint NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" bigint,
	"action" varchar(12) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"express_company" varchar(20) DEFAULT '' NOT NULL,
	"express_no" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_num_pos" CHECK ("cart"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" varchar(10) DEFAULT 'goods' NOT NULL,
	"mch_id" bigint DEFAULT 0 NOT NULL,
	"cat_id" bigint DEFAULT 0 NOT NULL,
	"name" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint NOT NULL,
	"original_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"comment_good" integer DEFAULT 0 NOT NULL,
	"comment_medium" integer DEFAULT 0 NOT NULL,
	"comment_bad" integer DEFAULT 0 NOT NULL,
	"comment_image" integer DEFAULT 0 NOT NULL,
	"delivery" varchar(10) DEFAULT 'express' NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_nonneg" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_price_nonneg" CHECK ("goods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_collect" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_collect_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"score" smallint NOT NULL,
	"level" smallint NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"spec_text" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_comment_score" CHECK ("goods_comment"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_text" varchar(100) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"original_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "goods_sku_stock_nonneg" CHECK ("goods_sku"."stock" >= 0),
	CONSTRAINT "goods_sku_price_pos" CHECK ("goods_sku"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12),
	"actor" varchar(10) NOT NULL,
	"actor_id" bigint,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"type" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"spec_text" varchar(100) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"num" integer NOT NULL,
	"total" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"integral_used" integer DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"is_appraised" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_submit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_submit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token" varchar(64) NOT NULL,
	"order_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(24) NOT NULL,
	"user_id" bigint NOT NULL,
	"mch_id" bigint NOT NULL,
	"submit_id" bigint NOT NULL,
	"delivery" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'unpaid' NOT NULL,
	"goods_amount" bigint NOT NULL,
	"shipping_fee" bigint DEFAULT 0 NOT NULL,
	"integral_used" integer DEFAULT 0 NOT NULL,
	"integral_deduct" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"address" jsonb,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"pay_type" varchar(10),
	"payment_id" bigint,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"express_company" varchar(10),
	"express_no" varchar(32),
	"shipped_at" timestamp with time zone,
	"verify_code" varchar(12),
	"verified_at" timestamp with time zone,
	"verified_by" bigint,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_cause" varchar(200) DEFAULT '' NOT NULL,
	"cancel_apply_status" varchar(10) DEFAULT 'none' NOT NULL,
	"cancel_apply_cause" varchar(300) DEFAULT '' NOT NULL,
	"cancel_apply_reply" varchar(200) DEFAULT '' NOT NULL,
	"cancel_apply_at" timestamp with time zone,
	"after_sale_open" integer DEFAULT 0 NOT NULL,
	"unreviewed" integer DEFAULT 0 NOT NULL,
	"buyer_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_pay_nonneg" CHECK ("orders"."pay_amount" >= 0),
	CONSTRAINT "orders_refund_le_pay" CHECK ("orders"."refund_amount" >= 0 and "orders"."refund_amount" <= "orders"."pay_amount")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_ids" bigint[] NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"pay_type" varchar(10),
	"provider" varchar(10),
	"provider_txn_id" varchar(64),
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_le_amount" CHECK ("payment"."refunded_amount" >= 0 and "payment"."refunded_amount" <= "payment"."amount")
);
--> statement-breakpoint
CREATE TABLE "payment_notify" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notify_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" varchar(10) NOT NULL,
	"provider_txn_id" varchar(64) NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"cause_type" varchar(16) NOT NULL,
	"cause_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"pay_type" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'succeeded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_amount_nonneg" CHECK ("refund"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "balance_log_cause_uq" ON "balance_log" USING btree ("source_type","source_id","kind");--> statement-breakpoint
CREATE INDEX "balance_log_user_idx" ON "balance_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mch_owner_uq" ON "mch" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "mch_open_idx" ON "mch" USING btree ("sort","id") WHERE status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "mch_clerk_uq" ON "mch_clerk" USING btree ("mch_id","user_id");--> statement-breakpoint
CREATE INDEX "mch_clerk_user_idx" ON "mch_clerk" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integral_log_cause_uq" ON "integral_log" USING btree ("source_type","source_id","kind");--> statement-breakpoint
CREATE INDEX "integral_log_user_idx" ON "integral_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_open_uq" ON "after_sale" USING btree ("order_item_id") WHERE status in ('pending', 'to_return', 'returned');--> statement-breakpoint
CREATE INDEX "after_sale_user_idx" ON "after_sale" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_mch_idx" ON "after_sale" USING btree ("mch_id","status","id");--> statement-breakpoint
CREATE INDEX "after_sale_item_idx" ON "after_sale" USING btree ("order_item_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_record_idx" ON "after_sale_record" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_sku_uq" ON "cart" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_user_idx" ON "cart" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "goods_default_idx" ON "goods" USING btree ("type","sort","id") WHERE status = 1 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("type","sales","id") WHERE status = 1 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("type","price","id") WHERE status = 1 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_new_idx" ON "goods" USING btree ("type","id") WHERE status = 1 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_cat_idx" ON "goods" USING btree ("cat_id","id") WHERE status = 1 and deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_mch_idx" ON "goods" USING btree ("mch_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "goods_search_tokens_gin" ON "goods" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "goods_name_trgm" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collect_uq" ON "goods_collect" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_collect_user_idx" ON "goods_collect" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_comment_item_uq" ON "goods_comment" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "goods_comment_goods_idx" ON "goods_comment" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "goods_comment_level_idx" ON "goods_comment" USING btree ("goods_id","level","id");--> statement-breakpoint
CREATE INDEX "goods_comment_image_idx" ON "goods_comment" USING btree ("goods_id","id") WHERE has_image;--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_goods_idx" ON "order_item" USING btree ("goods_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_submit_token_uq" ON "order_submit" USING btree ("user_id","token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_verify_code_uq" ON "orders" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id") WHERE not buyer_deleted;--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id") WHERE not buyer_deleted;--> statement-breakpoint
CREATE INDEX "orders_user_review_idx" ON "orders" USING btree ("user_id","id") WHERE unreviewed > 0 and status in ('received', 'completed') and not buyer_deleted;--> statement-breakpoint
CREATE INDEX "orders_user_after_sale_idx" ON "orders" USING btree ("user_id","id") WHERE (after_sale_open > 0 or cancel_apply_status = 'pending') and not buyer_deleted;--> statement-breakpoint
CREATE INDEX "orders_mch_idx" ON "orders" USING btree ("mch_id","id");--> statement-breakpoint
CREATE INDEX "orders_mch_status_idx" ON "orders" USING btree ("mch_id","status","delivery","id");--> statement-breakpoint
CREATE INDEX "orders_mch_apply_idx" ON "orders" USING btree ("mch_id","id") WHERE cancel_apply_status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_submit_idx" ON "orders" USING btree ("submit_id");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE status = 'shipped';--> statement-breakpoint
CREATE INDEX "orders_received_idx" ON "orders" USING btree ("received_at") WHERE status = 'received';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_txn_uq" ON "payment" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE INDEX "payment_user_idx" ON "payment" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notify_txn_uq" ON "payment_notify" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_cause_uq" ON "refund" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");