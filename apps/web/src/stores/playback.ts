import { create } from 'zustand';
import { readJson, writeJson } from '../lib/storage.ts';

export type PlayState = 'pause' | 'play';
/** 1 loops one song, 2 plays the list in order (default). */
export type PlayMode = 1 | 2;

export interface PlayItem {
  goods_id: number;
  title?: string;
  cover?: string;
  src?: string;
  currentTime: number;
}

interface PlaybackState {
  player: HTMLAudioElement | null;
  playState: PlayState;
  playMode: PlayMode;
  playId: number | null;
  playList: PlayItem[];
  setPlayer: (player: HTMLAudioElement | null) => void;
  setPlayState: (state: PlayState) => void;
  setPlayMode: (mode: PlayMode) => void;
  setPlayList: (list: PlayItem[]) => void;
  play: (goodsId: number) => void;
  /** At the end of a song: the same again in loop-one mode, else the next one, wrapping. */
  next: () => void;
}

export const usePlaybackStore = create<PlaybackState>()((set, get) => ({
  player: null,
  playState: 'pause',
  playMode: 2,
  playId: readJson<number | null>('playId', null),
  playList: [],
  setPlayer: (player) => set({ player }),
  setPlayState: (playState) => set({ playState }),
  setPlayMode: (playMode) => set({ playMode }),
  setPlayList: (playList) => set({ playList }),
  play: (playId) => set({ playId, playState: 'play' }),
  next: () => {
    const { playList, playId, playMode } = get();
    if (playList.length === 0) return;
    if (playMode === 1) return set({ playState: 'play' });
    const at = playList.findIndex((item) => item.goods_id === playId);
    const next = playList[(at + 1) % playList.length];
    if (next) set({ playId: next.goods_id, playState: 'play' });
  },
}));

usePlaybackStore.subscribe((state, prev) => {
  if (state.playId !== prev.playId) writeJson('playId', state.playId);
});
