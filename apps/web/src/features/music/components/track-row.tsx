import { useTranslation } from '../../../i18n/react.ts';
import { usePlaybackStore, type PlayItem } from '../../../stores/playback.ts';
import type { Track } from '../api/track-list.ts';
import { clock } from '../lib/format.ts';

export type TrackLike = Pick<
  Track,
  'id' | 'title' | 'artist' | 'cover' | 'bpm' | 'duration' | 'free' | 'genres'
> & {
  album?: Track['album'];
  plays?: number;
};

export const toPlayItem = (t: TrackLike): Omit<PlayItem, 'currentTime'> => ({
  goods_id: t.id,
  title: t.title,
  artist: t.artist,
  cover: t.cover,
});

interface Props {
  track: TrackLike;
  /** The list it belongs to: tapping a song plays the list from it. */
  list: readonly TrackLike[];
  index?: number;
  /** A rank number shown instead of the index, with the top three in colour. */
  rank?: number;
  extra?: string;
}

/** One song of a list, NetEase style: number, title with tags, artist and album, tempo. */
export function TrackRow({ track, list, index, rank, extra }: Props) {
  const { t } = useTranslation();
  const current = usePlaybackStore((s) => s.playId === track.id);
  const playing = usePlaybackStore((s) => s.playId === track.id && s.playState === 'play');
  const number = rank ?? index;
  return (
    <button
      type="button"
      className={current ? 'track-row track-row--current' : 'track-row'}
      data-testid={`track-${track.id}`}
      onClick={() => usePlaybackStore.getState().playAll(list.map(toPlayItem), track.id)}
    >
      {number !== undefined && (
        <span
          className={rank !== undefined && rank <= 3 ? 'track-row__no track-row__no--top' : 'track-row__no'}
        >
          {current ? (
            <span className={playing ? 'eq eq--on' : 'eq'} aria-hidden>
              <i />
              <i />
              <i />
            </span>
          ) : (
            number
          )}
        </span>
      )}
      <img className="track-row__cover" src={track.cover} alt="" loading="lazy" />
      <span className="track-row__body">
        <span className="track-row__title">{track.title}</span>
        <span className="track-row__meta">
          {!track.free && <em className="tag tag--paid">{t('music.tag.paid')}</em>}
          {track.bpm !== null && <em className="tag">{track.bpm} BPM</em>}
          <span className="track-row__sub">
            {track.artist}
            {track.album ? ` · ${track.album.name}` : ''}
            {extra ? ` · ${extra}` : ''}
          </span>
        </span>
      </span>
      <span className="track-row__time">{clock(track.duration)}</span>
    </button>
  );
}
