import { beforeEach, describe, expect, it } from 'vitest';
import { usePlaybackStore } from './playback.ts';

const s = () => usePlaybackStore.getState();
const list = [1, 2, 3].map((id) => ({ goods_id: id, title: `t${id}` }));

describe('the playback store (seed §4 transitions)', () => {
  beforeEach(() => {
    usePlaybackStore.setState({ playList: [], playId: null, playMode: 2, playState: 'pause', restart: 0 });
  });

  it('plays a list from one song and persists the song', () => {
    s().playAll(list, 2);
    expect(s()).toMatchObject({ playId: 2, playState: 'play' });
    expect(localStorage.getItem('playId')).toBe('2');
    expect(JSON.parse(localStorage.getItem('playList')!)).toHaveLength(3);
  });

  it('at the end goes to the next song, wrapping to the first', () => {
    s().playAll(list, 2);
    s().next();
    expect(s().playId).toBe(3);
    s().next();
    expect(s().playId).toBe(1);
  });

  it('in loop-one mode starts the same song again at the end, but the buttons still move', () => {
    s().playAll(list, 2);
    s().setPlayMode(1);
    const before = s().restart;
    s().next();
    expect(s()).toMatchObject({ playId: 2, playState: 'play', restart: before + 1 });
    s().skip(-1);
    expect(s().playId).toBe(1);
    s().skip(-1);
    expect(s().playId).toBe(3);
  });

  it('a new song clears the A-B loop; removing the current song moves to the next', () => {
    s().playAll(list, 1);
    s().setLoop(2, 4);
    s().skip(1);
    expect([s().loopA, s().loopB]).toEqual([null, null]);
    s().remove(2);
    expect(s().playId).toBe(3);
    expect(s().playList.map((p) => p.goods_id)).toEqual([1, 3]);
  });

  it('playing a song not in the list adds it at the end', () => {
    s().playAll(list, 1);
    s().play(9, { title: 'new' });
    expect(s().playList.map((p) => p.goods_id)).toEqual([1, 2, 3, 9]);
    expect(s().playId).toBe(9);
  });
});
