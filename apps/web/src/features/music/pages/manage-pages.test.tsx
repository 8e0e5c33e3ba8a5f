import type { TrackCard } from '@dance/contracts/music';
import { screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMusicLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  calls: [] as { path: string; input: unknown }[],
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(api.answers[call.path]);
  }),
}));

const { MusicManagePage } = await import('./manage-pages.tsx');

const track = (over: Partial<TrackCard> & { liked_at?: string | null }) => ({
  id: 1,
  title: 'Beat',
  artist: 'DJ Kit',
  cover: '/uploads/image/c.png',
  album: null,
  genres: ['house' as const],
  bpm: 120,
  duration: 30,
  price: '0.00',
  free: true,
  downloadable: false,
  plays: 0,
  status: 'published' as const,
  media_status: 'ready' as const,
  mch: { id: 3, name: 'Pulse', logo: '' },
  downloads: 0,
  sales: 0,
  licensed_at: null,
  liked_at: null,
  ...over,
});

beforeAll(() => ensureMusicLocale('en'));
beforeEach(() => {
  useUserStore.setState({
    isLogin: true,
    token: { token: 'tok', token_expired_at: Date.now() / 1000 + 86400 },
  });
  api.answers['/plugin/mch/api/mch/mine'] = { list: [{ id: 3, name: 'Pulse', logo: '', role: 'owner' }] };
});
afterEach(unmountAll);

describe("the musician's own tracks", () => {
  it('show a track waiting for review as under review, and a refused one with its reason', async () => {
    api.answers['/api/goods/my-musics'] = {
      list: [
        track({ id: 1, title: 'Waiting', status: 'review' }),
        track({ id: 2, title: 'Refused', status: 'draft', review_reason: 'Cover is blurred' }),
        track({ id: 3, title: 'Live' }),
      ],
      next_cursor: null,
    };
    const { i18n } = await import('../../../i18n/index.ts');
    await act(() => i18n.changeLanguage('en'));
    renderPage(<MusicManagePage />, '/pages/music-manage?tab=mine');
    await settle(50);
    expect(screen.getByTestId('my-track-1').textContent).toContain('Under review');
    expect(screen.getByTestId('my-track-2').textContent).toContain('Not published: Cover is blurred');
    expect(screen.getByTestId('my-track-3').textContent).not.toContain('Under review');
    expect(screen.getByTestId('my-track-3').textContent).not.toContain('Not published');
  });
});

describe('my liked tracks', () => {
  it('the Liked tab lists the tracks I liked, asked with liked=1', async () => {
    api.calls = [];
    api.answers['/api/goods/my-musics'] = {
      list: [track({ id: 8, title: 'Hearted', liked_at: '2026-11-20T08:00:00.000Z' })],
      next_cursor: null,
    };
    const { i18n } = await import('../../../i18n/index.ts');
    await act(() => i18n.changeLanguage('en'));
    renderPage(<MusicManagePage />, '/pages/music-manage?tab=liked');
    await settle(50);
    expect(screen.getByRole('tab', { name: 'Liked' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('my-track-8').textContent).toContain('Hearted');
    // A listener's row, not the shop's: no statistics, no edit.
    expect(screen.getByTestId('my-track-8').textContent).not.toContain('plays');
    expect(api.calls.filter((c) => c.path === '/api/goods/my-musics').map((c) => c.input)).toEqual([
      expect.objectContaining({ liked: 1 }),
    ]);
  });
});
