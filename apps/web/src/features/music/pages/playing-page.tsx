import { Popup } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { PLAYBACK_RATES, usePlaybackStore } from '../../../stores/playback.ts';
import { useTrackDetail } from '../api/track-detail.ts';
import { useLikeTrack } from '../api/track-like.ts';
import {
  BackIcon,
  CartIcon,
  CommentIcon,
  DownloadIcon,
  HeartIcon,
  ListIcon,
  ListLoopIcon,
  LoopOneIcon,
  MetronomeIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PrevIcon,
  ShareIcon,
} from '../components/icons.tsx';
import { toPlayItem } from '../components/track-row.tsx';
import { Waveform } from '../components/waveform.tsx';
import { clock, clockTenths } from '../lib/format.ts';
import { lineAt, parseLrc } from '../lib/lrc.ts';
import { usePosition } from '../lib/position.ts';
import { requireLogin } from '../lib/require-login.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/** The full player: cover, waveform, practice tools (speed, A-B loop, tempo) and the list. */
export function PlayingPage() {
  const { t } = useTranslation();
  useSharedTrack();
  const playId = usePlaybackStore((s) => s.playId);
  const item = usePlaybackStore((s) => s.playList.find((p) => p.goods_id === s.playId));
  const playing = usePlaybackStore((s) => s.playState === 'play');
  const mode = usePlaybackStore((s) => s.playMode);
  const rate = usePlaybackStore((s) => s.rate);
  const loopA = usePlaybackStore((s) => s.loopA);
  const loopB = usePlaybackStore((s) => s.loopB);
  const { current, duration } = usePosition();
  const detail = useTrackDetail(playId);
  const track = detail.data;
  const [listOpen, setListOpen] = useState(false);
  const like = useLikeTrack();
  const s = usePlaybackStore.getState;

  const title = track?.title ?? item?.title ?? t('music.untitled');
  const artist = track?.artist ?? item?.artist ?? '';
  const cover = track?.cover ?? item?.cover;
  const preview = track !== undefined && !track.full_access;
  const total = duration || track?.duration || 0;
  const liked = track?.is_liked ?? false;
  const toggleLike = () => {
    if (!track || !requireLogin()) return;
    like.mutate({ id: track.id, liked: !liked });
  };

  const seek = (fraction: number) => {
    const el = s().player;
    if (el && total > 0) el.currentTime = fraction * total;
  };
  const markLoop = () => {
    if (loopA === null) return s().setLoop(current, null);
    if (loopB === null) {
      if (current <= loopA + 0.2) return showToast(t('music.player.loopOrder'));
      return s().setLoop(loopA, current);
    }
    s().setLoop(null, null);
  };
  const share = () => {
    const url = `${location.origin}${location.pathname}#${pageUrl('/pages/playing', { id: playId ?? undefined })}`;
    if (navigator.share) void navigator.share({ title, text: artist, url }).catch(() => undefined);
    else
      void navigator.clipboard
        ?.writeText(url)
        .then(() => showToast(t('music.player.linkCopied')))
        .catch(() => undefined);
  };

  if (playId === null || !item) {
    return (
      <div className="page playing playing--empty" data-page="/pages/playing">
        <header className="playing__bar">
          <button type="button" className="playing__icon" aria-label={t('music.back')} onClick={navigateBack}>
            <BackIcon />
          </button>
        </header>
        <div className="playing__nothing">
          <p>{t('music.player.nothing')}</p>
          <button type="button" className="pill" onClick={() => go('/pages/music-rank')}>
            {t('music.rank.title')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="page playing" data-page="/pages/playing">
      <div className="playing__bg" style={cover ? { backgroundImage: `url(${cover})` } : undefined} />
      <header className="playing__bar">
        <button type="button" className="playing__icon" aria-label={t('music.back')} onClick={navigateBack}>
          <BackIcon />
        </button>
        <div className="playing__heading">
          <h1 data-testid="playing-title">{title}</h1>
          <p>{artist}</p>
        </div>
        <button type="button" className="playing__icon" aria-label={t('music.player.share')} onClick={share}>
          <ShareIcon />
        </button>
      </header>

      <div className="playing__stage">
        <div className={playing ? 'playing__needle' : 'playing__needle playing__needle--off'} />
        <div className={playing ? 'playing__disc playing__disc--spin' : 'playing__disc'}>
          {cover && <img src={cover} alt="" />}
        </div>
      </div>

      <div className="playing__chips">
        {track?.bpm != null && (
          <span className="chip" data-testid="playing-bpm">
            {t('music.player.bpm', { bpm: Math.round(track.bpm * rate) })}
            {rate !== 1 && <small> ({track.bpm})</small>}
          </span>
        )}
        {track?.genres.map((g) => (
          <span key={g} className="chip chip--ghost">
            {t(`music.genre.${g}`)}
          </span>
        ))}
      </div>

      <Lyrics text={track?.lyrics ?? ''} current={current} />

      {preview && (
        <button
          type="button"
          className="playing__preview"
          data-testid="playing-buy"
          onClick={() => go(pageUrl('/pages/buyMusic', { id: playId }))}
        >
          <span>{t('music.player.previewing')}</span>
          <b>
            <CartIcon /> {t('music.player.buyFull', { price: track.price })}
          </b>
        </button>
      )}

      <div className="playing__actions">
        <button
          type="button"
          data-testid="playing-like"
          aria-pressed={liked}
          className={liked ? 'playing__like playing__like--on' : 'playing__like'}
          onClick={toggleLike}
        >
          <HeartIcon on={liked} />
          <span>{liked ? t('music.player.unlike') : t('music.player.like')}</span>
        </button>
        <button type="button" onClick={() => go(pageUrl('/pages/music-download', { id: playId }))}>
          <DownloadIcon />
          <span>{t('music.player.download')}</span>
        </button>
        <button
          type="button"
          data-testid="playing-comment"
          onClick={() => go(pageUrl('/pages/playing/comment', { id: playId }))}
        >
          <CommentIcon />
          <span>{t('music.player.comment')}</span>
        </button>
        <button type="button" onClick={() => go(pageUrl('/pages/tst', { bpm: track?.bpm ?? undefined }))}>
          <MetronomeIcon />
          <span>{t('music.player.practice')}</span>
        </button>
      </div>

      <div className="playing__practice">
        <div className="rates" role="radiogroup" aria-label={t('music.player.speed')}>
          {PLAYBACK_RATES.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={rate === r}
              data-testid={`music-rate-${r}`}
              className={rate === r ? 'rates__item rates__item--on' : 'rates__item'}
              onClick={() => s().setRate(r)}
            >
              {r}x
            </button>
          ))}
        </div>
        <button
          type="button"
          data-testid="music-loop"
          className={loopA !== null ? 'loop-btn loop-btn--on' : 'loop-btn'}
          onClick={markLoop}
        >
          {loopA === null
            ? t('music.player.loopA')
            : loopB === null
              ? t('music.player.loopB')
              : t('music.player.loopClear')}
        </button>
      </div>
      {loopA !== null && (
        <p
          className="playing__loop-hint"
          data-testid="music-loop-range"
          data-a={loopA}
          data-b={loopB ?? undefined}
        >
          A {clockTenths(loopA)} {loopB !== null ? `→ B ${clockTenths(loopB)}` : ''}
        </p>
      )}

      <div className="playing__progress">
        <Waveform
          peaks={track?.peaks ?? []}
          progress={total > 0 ? current / total : 0}
          loop={
            total > 0
              ? { a: loopA === null ? null : loopA / total, b: loopB === null ? null : loopB / total }
              : undefined
          }
          onSeek={seek}
        />
        <div className="playing__times">
          <span data-testid="playing-current">{clock(current)}</span>
          <span>{clock(total)}</span>
        </div>
      </div>

      <div className="playing__controls">
        <button
          type="button"
          className="playing__icon"
          data-testid="music-mode"
          aria-label={mode === 1 ? t('music.player.modeOne') : t('music.player.modeList')}
          onClick={() => {
            const next = mode === 1 ? 2 : 1;
            s().setPlayMode(next);
            showToast(next === 1 ? t('music.player.modeOne') : t('music.player.modeList'));
          }}
        >
          {mode === 1 ? <LoopOneIcon /> : <ListLoopIcon />}
        </button>
        <button
          type="button"
          className="playing__icon"
          aria-label={t('music.player.prev')}
          onClick={() => s().skip(-1)}
        >
          <PrevIcon />
        </button>
        <button
          type="button"
          className="playing__play"
          data-testid="music-toggle"
          aria-label={playing ? t('music.player.pause') : t('music.player.play')}
          onClick={() => s().setPlayState(playing ? 'pause' : 'play')}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="playing__icon"
          aria-label={t('music.player.next')}
          onClick={() => s().skip(1)}
        >
          <NextIcon />
        </button>
        <button
          type="button"
          className="playing__icon"
          data-testid="music-list"
          aria-label={t('music.player.list')}
          onClick={() => setListOpen(true)}
        >
          <ListIcon />
        </button>
      </div>

      <Popup visible={listOpen} onMaskClick={() => setListOpen(false)} bodyClassName="play-list">
        <PlayListDrawer onClose={() => setListOpen(false)} />
      </Popup>
    </div>
  );
}

/** The line being sung, with the next one dimmed, when the track has LRC lyrics. */
function Lyrics({ text, current }: { text: string; current: number }) {
  const lines = useMemo(() => parseLrc(text), [text]);
  if (lines.length === 0) return null;
  const at = lineAt(lines, current);
  return (
    <div className="playing__lyrics" data-testid="playing-lyrics" aria-live="polite">
      <p>{at >= 0 ? lines[at]!.text : '♪'}</p>
      <p className="playing__lyrics-next">{lines[at + 1]?.text ?? ''}</p>
    </div>
  );
}

/** A shared link (`playing?id=`) loads its song into the player when another one is current. */
function useSharedTrack() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const shared = useTrackDetail(id !== null && id !== usePlaybackStore.getState().playId ? id : null);
  const track = shared.data;
  useEffect(() => {
    if (!track || track.media_status !== 'ready' || usePlaybackStore.getState().playId === track.id) return;
    usePlaybackStore.getState().play(track.id, toPlayItem(track));
  }, [track]);
}

function PlayListDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = usePlaybackStore((s) => s.playList);
  const playId = usePlaybackStore((s) => s.playId);
  const mode = usePlaybackStore((s) => s.playMode);
  const s = usePlaybackStore.getState;
  return (
    <div data-testid="music-playlist">
      <div className="play-list__head">
        <b>
          {t('music.player.current')} <small>({list.length})</small>
        </b>
        <span>{mode === 1 ? t('music.player.modeOne') : t('music.player.modeList')}</span>
      </div>
      <ul>
        {list.map((p) => (
          <li
            key={p.goods_id}
            className={p.goods_id === playId ? 'play-list__item play-list__item--on' : 'play-list__item'}
          >
            <button
              type="button"
              className="play-list__name"
              onClick={() => {
                s().play(p.goods_id);
                onClose();
              }}
            >
              {p.title ?? `#${p.goods_id}`}
              {p.artist && <small> - {p.artist}</small>}
            </button>
            <button
              type="button"
              className="play-list__remove"
              aria-label={t('music.player.remove')}
              onClick={() => s().remove(p.goods_id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
