import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasTabBar } from '../../../lib/route-paths.ts';
import { useUserStore } from '../../../stores/user.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { fetchPlayUrl } from '../api/play-url.ts';
import { reportPlay } from '../api/report-play.ts';
import { offlineUrl } from '../lib/offline.ts';
import { playedSeconds, playThreshold } from '../lib/format.ts';
import { rememberPlayed } from '../lib/recent-device.ts';
import { setPosition } from '../lib/position.ts';
import { useSource } from '../lib/source.ts';
import { MiniBar } from './mini-bar.tsx';
import '../components/music.css';

const SAVE_EVERY_MS = 5000;

/*
 * Where the mini bar shows besides the tab pages: the music pages with no bar of their own at the
 * bottom (other features' pages keep their own action bars uncovered).
 */
const MINI_PAGES = new Set([
  '/pages/music-type',
  '/pages/genre',
  '/pages/music-rank',
  '/pages/recommend',
  '/pages/handpick',
  '/pages/albumList',
  '/pages/music-recently',
  '/pages/download',
  '/pages/downloading',
  '/pages/music-manage',
  '/pages/tst',
]);

/** Plays; a browser that refuses to start without a tap leaves the state paused. */
function start(el: HTMLAudioElement): void {
  void el.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError')
      usePlaybackStore.getState().setPlayState('pause');
  });
}

/**
 * The one audio element of the app, mounted once beside the pages so the music goes on across
 * route changes, and the mini bar above the tab bar. The playback store says what should play;
 * this element does it and reports back through its events:
 * play or canplay -> play, pause -> pause, ended -> the next song (or the same in loop-one mode).
 */
export function MusicShell() {
  const audio = useRef<HTMLAudioElement>(null);
  const playId = usePlaybackStore((s) => s.playId);
  const restart = usePlaybackStore((s) => s.restart);
  const playState = usePlaybackStore((s) => s.playState);
  const rate = usePlaybackStore((s) => s.rate);
  const version = useSource((s) => s.version);
  const loaded = useRef<{ id: number; url: string; blob: boolean; version: number } | null>(null);
  const reported = useRef(false);
  const lastSave = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    const el = audio.current;
    usePlaybackStore.getState().setPlayer(el);
    return () => usePlaybackStore.getState().setPlayer(null);
  }, []);

  // A new song (or the same one from the start): find its bytes, downloaded first, then signed.
  useEffect(() => {
    const el = audio.current;
    if (!el || playId === null) return;
    let cancelled = false;
    const isNew = loaded.current?.id !== playId;
    const reload = !isNew && loaded.current?.version !== version;
    if (!reload) reported.current = false;
    if (!isNew && !reload) {
      el.currentTime = 0;
      if (usePlaybackStore.getState().playState === 'play') start(el);
      return;
    }
    void (async () => {
      const offline = await offlineUrl(playId);
      let url = offline;
      let rendition = 'download';
      if (!url) {
        try {
          const signed = await fetchPlayUrl(playId);
          url = signed.url;
          rendition = signed.rendition;
        } catch {
          if (!cancelled) usePlaybackStore.getState().setPlayState('pause');
          return;
        }
      }
      if (cancelled) {
        if (offline) URL.revokeObjectURL(offline);
        return;
      }
      if (loaded.current?.blob) URL.revokeObjectURL(loaded.current.url);
      const state = usePlaybackStore.getState();
      const item = state.playList.find((p) => p.goods_id === playId);
      const at = reload ? el.currentTime : restart === 0 ? (item?.currentTime ?? 0) : 0;
      loaded.current = { id: playId, url, blob: offline !== null, version };
      useSource.setState({ rendition });
      el.src = url;
      el.playbackRate = state.rate;
      el.preservesPitch = true;
      // Back to where the song was left when the app comes back to it or the source changed.
      if (at > 0) el.currentTime = at;
      if (state.playState === 'play') start(el);
      if (item)
        rememberPlayed({ goods_id: playId, title: item.title, artist: item.artist, cover: item.cover });
    })();
    return () => {
      cancelled = true;
    };
    // restart starts the same song again; playId picks another; version reloads its source.
  }, [playId, restart, version]);

  useEffect(() => {
    const el = audio.current;
    if (!el || !el.src) return;
    if (playState === 'play' && el.paused) start(el);
    if (playState === 'pause' && !el.paused) el.pause();
  }, [playState]);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    el.playbackRate = rate;
    el.preservesPitch = true;
  }, [rate]);

  const onTime = () => {
    const el = audio.current;
    const state = usePlaybackStore.getState();
    if (!el || state.playId === null) return;
    setPosition(el.currentTime, el.duration);
    // The A-B loop: back to A once B is reached.
    if (state.loopA !== null && state.loopB !== null && el.currentTime >= state.loopB) {
      el.currentTime = state.loopA;
    }
    if (!reported.current && playedSeconds(el.played) >= playThreshold(el.duration)) {
      reported.current = true;
      if (useUserStore.getState().token)
        void reportPlay(state.playId, playedSeconds(el.played)).catch(() => undefined);
    }
    if (Date.now() - lastSave.current > SAVE_EVERY_MS) {
      lastSave.current = Date.now();
      state.saveTime(state.playId, el.currentTime);
    }
  };

  useMediaSession();

  const mini = hasTabBar(pathname) || MINI_PAGES.has(pathname);
  useEffect(() => {
    document.body.classList.toggle('has-music-mini', mini);
  }, [mini]);
  return (
    <>
      <audio
        ref={audio}
        preload="auto"
        data-testid="music-audio"
        onPlay={() => usePlaybackStore.getState().setPlayState('play')}
        onCanPlay={() => {
          const el = audio.current;
          if (el && usePlaybackStore.getState().playState === 'play' && el.paused) start(el);
        }}
        onPause={() => {
          const el = audio.current;
          // The pause before an ended event is not the listener's: the next song follows.
          if (el && !el.ended) usePlaybackStore.getState().setPlayState('pause');
          const id = usePlaybackStore.getState().playId;
          if (el && id !== null) usePlaybackStore.getState().saveTime(id, el.currentTime);
        }}
        onEnded={() => usePlaybackStore.getState().next()}
        onTimeUpdate={onTime}
        onLoadedMetadata={() => {
          const el = audio.current;
          if (el) setPosition(el.currentTime, el.duration);
        }}
      />
      {mini && <MiniBar />}
    </>
  );
}

/** Lock-screen and headset controls. */
function useMediaSession() {
  const playId = usePlaybackStore((s) => s.playId);
  const item = usePlaybackStore((s) => s.playList.find((p) => p.goods_id === s.playId));
  const playState = usePlaybackStore((s) => s.playState);
  useEffect(() => {
    const session = globalThis.navigator?.mediaSession;
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: item?.title ?? '',
      artist: item?.artist ?? '',
      artwork: item?.cover ? [{ src: item.cover, sizes: '512x512' }] : [],
    });
  }, [playId, item?.title, item?.artist, item?.cover]);
  useEffect(() => {
    const session = globalThis.navigator?.mediaSession;
    if (!session) return;
    session.playbackState = playState === 'play' ? 'playing' : 'paused';
  }, [playState]);
  useEffect(() => {
    const session = globalThis.navigator?.mediaSession;
    if (!session) return;
    const s = () => usePlaybackStore.getState();
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => s().setPlayState('play')],
      ['pause', () => s().setPlayState('pause')],
      ['stop', () => s().setPlayState('pause')],
      ['previoustrack', () => s().skip(-1)],
      ['nexttrack', () => s().skip(1)],
      [
        'seekto',
        (d) => {
          const el = s().player;
          if (el && d.seekTime !== undefined) el.currentTime = d.seekTime;
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        /* an action this browser does not know */
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          /* as above */
        }
      }
    };
  }, []);
}
