import type { live } from '@dance/contracts';
import type * as AntdMobile from 'antd-mobile';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({ calls: [] as { path: string; input: unknown }[] }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(null);
  }),
}));
const confirm = vi.hoisted(() => ({ answer: true }));
vi.mock('antd-mobile', async (original) => {
  const m = await original<typeof AntdMobile>();
  return { ...m, Dialog: { ...m.Dialog, confirm: () => Promise.resolve(confirm.answer) } };
});

const { ReplayPlayer, clock } = await import('./replay-player.tsx');
const { ReplayManage } = await import('./replay-manage.tsx');

const card = (replay: live.Replay | null): live.LiveCard => ({
  id: 41,
  title: 'Cypher',
  cover: '/uploads/c.jpg',
  style: 'jam',
  status: replay ? 'ended' : 'scheduled',
  scheduled_at: '2026-11-01T10:00:00Z',
  started_at: null,
  ended_at: null,
  anchor: { id: 3, nickname: 'Mo', avatar: '' },
  viewer_count: 0,
  like_count: 0,
  replay,
});

beforeAll(async () => {
  await ensureLiveLocale('en');
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  api.calls = [];
  confirm.answer = true;
});
afterEach(unmountAll);

describe('the replay player', () => {
  it('plays a ready replay in a native video with controls, and shows its length', () => {
    renderPage(
      <ReplayPlayer
        replay={{ status: 'ready', url: '/uploads/live/replay/41.mp4', seconds: 3725 }}
        poster="/uploads/c.jpg"
      />,
    );
    const video = screen.getByTestId('live-replay').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/uploads/live/replay/41.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe('/uploads/c.jpg');
    expect(screen.getByTestId('live-replay').textContent).toContain('Replay · 1:02:05');
    expect(screen.queryByTestId('live-ended')).toBeNull();
  });

  it('shows the ended state while the replay is prepared, and without one', () => {
    renderPage(<ReplayPlayer replay={{ status: 'processing', url: null, seconds: null }} poster="" />);
    expect(screen.queryByTestId('live-replay')).toBeNull();
    expect(screen.getByTestId('live-ended').textContent).toBe('The live has ended');
    expect(screen.getByTestId('live-replay-state').textContent).toBe('Preparing the replay');
    unmountAll();
    renderPage(<ReplayPlayer replay={{ status: 'none', url: null, seconds: null }} poster="" />);
    expect(screen.getByTestId('live-ended')).toBeTruthy();
    expect(screen.queryByTestId('live-replay-state')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('formats lengths as m:ss or h:mm:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65)).toBe('1:05');
    expect(clock(3600)).toBe('1:00:00');
  });
});

describe('a replay in the anchor’s list', () => {
  it('shows the state and length and deletes the replay after a confirmation', async () => {
    renderPage(<ReplayManage item={card({ status: 'ready', url: '/uploads/r.mp4', seconds: 75 })} />);
    expect(screen.getByTestId('live-replay-manage-41').textContent).toContain('Replay ready · 1:15');
    confirm.answer = false;
    await act(async () => void fireEvent.click(screen.getByTestId('live-replay-delete-41')));
    await settle();
    expect(api.calls).toEqual([]);
    confirm.answer = true;
    await act(async () => void fireEvent.click(screen.getByTestId('live-replay-delete-41')));
    await settle();
    expect(api.calls).toEqual([{ path: '/api/live/replay-delete', input: { live_id: 41 } }]);
  });

  it('offers no delete without a replay or while recording, and nothing before the live ends', () => {
    renderPage(<ReplayManage item={card({ status: 'none', url: null, seconds: null })} />);
    expect(screen.getByTestId('live-replay-manage-41').textContent).toBe('No replay');
    expect(screen.queryByTestId('live-replay-delete-41')).toBeNull();
    unmountAll();
    renderPage(<ReplayManage item={card(null)} />);
    expect(screen.queryByTestId('live-replay-manage-41')).toBeNull();
  });
});
