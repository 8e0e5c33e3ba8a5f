import type { TrackDetail } from '@dance/contracts/music';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMusicLocale } from '../i18n/load.ts';

const DETAIL = '/api/music/detail';
const COLLECT = '/api/forum/interaction/goods-collect';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
  /** The collect call's answer, settled by the test. */
  collect: null as null | { resolve: (v: unknown) => void; reject: (e: unknown) => void },
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    if (call.path === '/api/forum/interaction/goods-collect')
      return new Promise((resolve, reject) => (api.collect = { resolve, reject }));
    return Promise.resolve(api.answers[call.path]);
  }),
}));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: nav.navigateTo.mockResolvedValue(undefined),
}));

const { PlayingPage } = await import('./playing-page.tsx');

const detail = (over: Partial<TrackDetail>): TrackDetail => ({
  id: 11,
  title: 'Windmill',
  artist: 'DJ Kit',
  cover: '',
  album: null,
  genres: ['breaking'],
  bpm: 110,
  duration: 30,
  price: '0.00',
  free: true,
  downloadable: true,
  plays: 0,
  status: 'published',
  media_status: 'ready',
  mch: { id: 3, name: 'Pulse', logo: '' },
  lyrics: '',
  bpm_estimate: 110,
  peaks: [],
  sku_id: null,
  full_access: true,
  licensed: false,
  is_staff: false,
  is_liked: false,
  source_url: '',
  ...over,
});

const heart = () => screen.getByTestId('playing-like');
const collects = () => api.calls.filter((c) => c.path === COLLECT);

async function show() {
  renderPage(<PlayingPage />, '/pages/playing');
  await settle(30);
}

beforeAll(() => ensureMusicLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await act(() => i18n.changeLanguage('en'));
  api.calls = [];
  api.collect = null;
  nav.navigateTo.mockClear();
  usePlaybackStore.setState({
    playId: 11,
    playList: [{ goods_id: 11, title: 'Windmill', artist: 'DJ Kit', currentTime: 0 }],
    playState: 'pause',
  });
  useUserStore.setState({
    isLogin: true,
    token: { token: 'tok', token_expired_at: Date.now() / 1000 + 86400 },
  });
});
afterEach(unmountAll);

describe('the heart on the playing page', () => {
  it('shows the like from the track detail on load', async () => {
    api.answers[DETAIL] = detail({ is_liked: true });
    await show();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().textContent).toContain('Liked');
  });

  it('lights at once when tapped, and collects the track', async () => {
    api.answers[DETAIL] = detail({ is_liked: false });
    await show();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(heart()));
    await settle();
    // Optimistic: lit before the server answers.
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(collects().map((c) => c.input)).toEqual([{ goods_id: 11, is_collect: 1 }]);
    await act(async () => api.collect!.resolve({ is_collected: 1, collect_count: 5 }));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back out when the server refuses, and unlikes a liked track', async () => {
    api.answers[DETAIL] = detail({ is_liked: true });
    await show();
    act(() => fireEvent.click(heart()));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(collects().map((c) => c.input)).toEqual([{ goods_id: 11, is_collect: 0 }]);
    await act(async () => api.collect!.reject(new Error('offline')));
    await settle();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to sign in and likes nothing', async () => {
    useUserStore.setState({ isLogin: false, token: null });
    api.answers[DETAIL] = detail({ is_liked: false });
    await show();
    act(() => fireEvent.click(heart()));
    await settle();
    expect(collects()).toEqual([]);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(nav.navigateTo).toHaveBeenCalledWith(expect.stringContaining('login'));
  });

  it('shows the listener’s own like once a visitor signs in', async () => {
    useUserStore.setState({ isLogin: false, token: null });
    api.answers[DETAIL] = detail({ is_liked: false });
    await show();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    api.answers[DETAIL] = detail({ is_liked: true });
    act(() =>
      useUserStore.setState({
        isLogin: true,
        token: { token: 'tok', token_expired_at: Date.now() / 1000 + 86400 },
      }),
    );
    await settle(30);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });
});
