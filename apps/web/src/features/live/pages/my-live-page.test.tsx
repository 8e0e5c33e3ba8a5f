import { screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(api.answers[call.path]);
  }),
}));

const { LiveManagePage } = await import('./my-live-page.tsx');

const card = {
  id: 12,
  title: 'Friday night cypher',
  cover: '',
  style: 'jam',
  status: 'ended',
  scheduled_at: '2026-11-28T12:00:00.000Z',
  started_at: '2026-11-28T12:00:00.000Z',
  ended_at: '2026-11-28T13:00:00.000Z',
  anchor: { id: 4, nickname: 'B-boy Kai', avatar: '' },
  viewer_count: 0,
  like_count: 8,
};

beforeAll(() => ensureLiveLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  api.calls = [];
  api.answers = {
    '/api/live/list': { list: [card], next_cursor: null },
    '/api/live/detail': {
      ...card,
      play: null,
      pinned_goods: [],
      gift_points: 5,
      peak_viewers: 30,
      reserved: false,
      reserve_count: 2,
      is_anchor: true,
      push: null,
    },
    '/api/live/sales': { orders_count: 3, amount: '327.00' },
  };
});
afterEach(unmountAll);

describe('live-manage', () => {
  it("shows each live's goods sold: paid orders and their amount", async () => {
    renderPage(<LiveManagePage />, '/pages/live-manage');
    await act(() => settle());
    await act(() => settle());
    expect(screen.getByTestId('live-sales-12').textContent).toBe('Sold: 3 orders, ¥327.00');
    expect(api.calls.filter((c) => c.path === '/api/live/sales').map((c) => c.input)).toEqual([
      { live_id: 12 },
    ]);
  });
});
