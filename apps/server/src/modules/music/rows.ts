import type { musicAlbum, musicLicence, musicRank, musicTrack } from '../../db/schema/music.ts';

/** The module's rows as the repos answer them. */
export type TrackRow = typeof musicTrack.$inferSelect;
export type AlbumRow = typeof musicAlbum.$inferSelect;
export type LicenceRow = typeof musicLicence.$inferSelect;
export type RankRow = typeof musicRank.$inferSelect;

/**
 * What a track card shows (views.ts `trackCard`) and the owner's lists add (downloads, sales): the
 * lists read only these columns, never the waveform peaks, lyrics or media keys of the detail.
 */
export type CardRow = Pick<
  TrackRow,
  | 'id'
  | 'mchId'
  | 'title'
  | 'artist'
  | 'albumId'
  | 'genres'
  | 'bpm'
  | 'bpmEstimate'
  | 'duration'
  | 'cover'
  | 'price'
  | 'downloadable'
  | 'status'
  | 'reviewReason'
  | 'mediaStatus'
  | 'plays'
  | 'downloads'
  | 'sales'
>;
