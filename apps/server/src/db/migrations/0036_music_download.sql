CREATE TABLE "music_download" (
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_download_user_id_track_id_pk" PRIMARY KEY("user_id","track_id")
);
