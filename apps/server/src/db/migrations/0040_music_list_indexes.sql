DROP INDEX "music_track_genres_idx";--> statement-breakpoint
-- A page of tracks by genre or tempo walks a listed index and tests the filters there, then reads
-- only its cards' rows (TracksRepo.listedPage). Written by hand: drizzle's index builder has no
-- INCLUDE, so the schema declares these two indexes without it.
DROP INDEX "music_track_listed_idx";--> statement-breakpoint
CREATE INDEX "music_track_listed_idx" ON "music_track" USING btree ("id") INCLUDE ("genres","bpm","bpm_estimate") WHERE status = 'published' and media_status = 'ready';--> statement-breakpoint
DROP INDEX "music_track_hot_idx";--> statement-breakpoint
CREATE INDEX "music_track_hot_idx" ON "music_track" USING btree ("plays","id") INCLUDE ("genres","bpm","bpm_estimate") WHERE status = 'published' and media_status = 'ready';
