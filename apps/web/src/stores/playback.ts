import { create } from 'zustand';
import { readJson, writeJson } from '../lib/storage.ts';

export type PlayState = 'pause' | 'play';
/** 1 loops one song, 2 plays the list in order (default). */
export type PlayMode = 1 | 2;

export interface PlayItem {
  goods_id: number;
  title?: string;
  artist?: string;
  cover?: string;
  /** Seconds into the song where it was left. */
  currentTime: number;
}

/** The practice speeds (seed §9), played with the pitch kept. */
export const PLAYBACK_RATES = [0.5, 0.8, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

interface PlaybackState {
  player: HTMLAudioElement | null;
  playState: PlayState;
  playMode: PlayMode;
  playId: number | null;
  playList: PlayItem[];
  /** Bumped whenever the current song must start again from its beginning (loop one, replay). */
  restart: number;
  rate: PlaybackRate;
  /** The A-B loop: both set, playback jumps back to A on reaching B. */
  loopA: number | null;
  loopB: number | null;
  setPlayer: (player: HTMLAudioElement | null) => void;
  setPlayState: (state: PlayState) => void;
  setPlayMode: (mode: PlayMode) => void;
  setPlayList: (list: PlayItem[]) => void;
  /** Plays one song of the list (the list is kept; a song not in it is added at its end). */
  play: (goodsId: number, item?: Omit<PlayItem, 'goods_id' | 'currentTime'>) => void;
  /** Replaces the list and plays one of its songs. */
  playAll: (list: Omit<PlayItem, 'currentTime'>[], goodsId: number) => void;
  /** At the end of a song: the same again in loop-one mode, else the next one, wrapping. */
  next: () => void;
  /** The previous or next button: moves through the list whatever the mode, wrapping. */
  skip: (step: 1 | -1) => void;
  remove: (goodsId: number) => void;
  saveTime: (goodsId: number, seconds: number) => void;
  setRate: (rate: PlaybackRate) => void;
  setLoop: (a: number | null, b: number | null) => void;
}

const LIST_KEY = 'playList';
const MAX_LIST = 200;

const fresh = { loopA: null, loopB: null } as const;

export const usePlaybackStore = create<PlaybackState>()((set, get) => ({
  player: null,
  playState: 'pause',
  playMode: 2,
  playId: readJson<number | null>('playId', null),
  playList: readJson<PlayItem[]>(LIST_KEY, []),
  restart: 0,
  rate: 1,
  loopA: null,
  loopB: null,
  setPlayer: (player) => set({ player }),
  setPlayState: (playState) => set({ playState }),
  setPlayMode: (playMode) => set({ playMode }),
  setPlayList: (playList) => set({ playList }),
  play: (goodsId, item) => {
    const { playList, playId, restart } = get();
    const known = playList.some((p) => p.goods_id === goodsId);
    const list = known
      ? playList.map((p) => (p.goods_id === goodsId && item ? { ...p, ...item } : p))
      : [...playList, { goods_id: goodsId, currentTime: 0, ...item }].slice(-MAX_LIST);
    if (playId === goodsId) return set({ playList: list, playState: 'play' });
    set({ playList: list, playId: goodsId, playState: 'play', restart: restart + 1, ...fresh });
  },
  playAll: (list, goodsId) => {
    const { playId, restart } = get();
    const playList = list.slice(0, MAX_LIST).map((p) => ({ ...p, currentTime: 0 }));
    if (playId === goodsId) return set({ playList, playState: 'play' });
    set({ playList, playId: goodsId, playState: 'play', restart: restart + 1, ...fresh });
  },
  next: () => {
    const { playList, playId, playMode, restart } = get();
    if (playList.length === 0) return;
    if (playMode === 1) return set({ playState: 'play', restart: restart + 1 });
    const at = playList.findIndex((item) => item.goods_id === playId);
    const next = playList[(at + 1) % playList.length];
    if (next) set({ playId: next.goods_id, playState: 'play', restart: restart + 1, ...fresh });
  },
  skip: (step) => {
    const { playList, playId, restart } = get();
    if (playList.length === 0) return;
    const at = playList.findIndex((item) => item.goods_id === playId);
    const next = playList[(at + step + playList.length) % playList.length];
    if (next) set({ playId: next.goods_id, playState: 'play', restart: restart + 1, ...fresh });
  },
  remove: (goodsId) => {
    const { playList, playId } = get();
    const list = playList.filter((p) => p.goods_id !== goodsId);
    if (playId !== goodsId) return set({ playList: list });
    const at = playList.findIndex((p) => p.goods_id === goodsId);
    const next = list[at % Math.max(list.length, 1)] ?? null;
    set({ playList: list, playId: next?.goods_id ?? null, playState: next ? get().playState : 'pause' });
  },
  saveTime: (goodsId, seconds) =>
    set({
      playList: get().playList.map((p) => (p.goods_id === goodsId ? { ...p, currentTime: seconds } : p)),
    }),
  setRate: (rate) => set({ rate }),
  setLoop: (loopA, loopB) => set({ loopA, loopB }),
}));

usePlaybackStore.subscribe((state, prev) => {
  if (state.playId !== prev.playId) writeJson('playId', state.playId);
  if (state.playList !== prev.playList) writeJson(LIST_KEY, state.playList);
});
