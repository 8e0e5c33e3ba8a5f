import type { musicAlbum, musicLicence, musicRank, musicTrack } from '../../db/schema/music.ts';

/** The module's rows as the repos answer them. */
export type TrackRow = typeof musicTrack.$inferSelect;
export type AlbumRow = typeof musicAlbum.$inferSelect;
export type LicenceRow = typeof musicLicence.$inferSelect;
export type RankRow = typeof musicRank.$inferSelect;
