CREATE TABLE "post_share" (
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_share_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
