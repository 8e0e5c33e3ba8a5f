import type { live } from '@dance/contracts';
import { fireEvent, screen } from '@testing-library/dom';
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
const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: nav.navigateTo.mockResolvedValue(undefined),
}));

const { LiveGoods } = await import('./live-goods.tsx');

const goods = (id: number, on_sale = true) => ({
  id,
  type: 'goods' as const,
  name: `Hoodie ${id}`,
  cover: '',
  price: '99.00',
  original_price: '99.00',
  sales: 0,
  stock: 10,
  delivery: 'express' as const,
  mch: { id: 3, name: 'Groove', logo: '' },
  on_sale,
});

const detail = (over: Partial<live.LiveDetail> = {}): live.LiveDetail => ({
  id: 12,
  title: 'Friday night cypher',
  cover: '',
  style: 'jam',
  status: 'live',
  scheduled_at: '2026-11-28T12:00:00.000Z',
  started_at: '2026-11-28T12:00:00.000Z',
  ended_at: null,
  anchor: { id: 4, nickname: 'B-boy Kai', avatar: '' },
  viewer_count: 3,
  like_count: 0,
  replay: null,
  keep_replay: true,
  watch_seconds: 0,
  play: null,
  pinned_goods: [goods(101), goods(102, false)],
  gift_points: 0,
  peak_viewers: 3,
  reserved: false,
  reserve_count: 0,
  is_anchor: false,
  push: null,
  ...over,
});

beforeAll(() => ensureLiveLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  api.calls = [];
  api.answers = {};
  nav.navigateTo.mockClear();
});
afterEach(unmountAll);

describe("the room's pinned goods", () => {
  it('opens the goods page carrying the live, so the order is attributed to it', async () => {
    renderPage(<LiveGoods d={detail()} />);
    await act(() => settle());
    const buy = screen.getByTestId('live-goods-101').querySelector('button')!;
    await act(async () => void fireEvent.click(buy));
    expect(nav.navigateTo).toHaveBeenCalledTimes(1);
    const url = new URL(String(nav.navigateTo.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/pages/goods-detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '101', live_id: '12' });
    // Goods off sale can not be bought; viewers do not edit the pins.
    const off = screen.getByTestId('live-goods-102').querySelector('button')!;
    expect(off.disabled).toBe(true);
    expect(off.textContent).toBe('Off sale');
    expect(buy.textContent).not.toBe('Off sale');
    expect(screen.queryByTestId('live-pin-open')).toBeNull();
  });

  it('lets the anchor pin goods from the picker while the live runs, and not after it ended', async () => {
    api.answers['/api/live/pinnable-goods'] = {
      list: [goods(104), goods(103), goods(101)].map(({ on_sale: _, ...g }) => g),
      next_cursor: null,
    };
    api.answers['/api/live/pin-goods'] = detail({ is_anchor: true, pinned_goods: [goods(103)] });
    renderPage(<LiveGoods d={detail({ is_anchor: true })} />);
    await act(() => settle());
    await act(async () => void fireEvent.click(screen.getByTestId('live-pin-open')));
    await act(() => settle());
    // The current pins come chosen, in their order.
    const chosen = [...screen.getByTestId('pin-chosen').querySelectorAll('[data-testid^="pin-chosen-"]')];
    expect(chosen.map((c) => c.getAttribute('data-testid'))).toEqual(['pin-chosen-101', 'pin-chosen-102']);
    expect(screen.getByTestId('pin-goods-101').getAttribute('aria-checked')).toBe('true');
    // Unpin 101 (its row), 102 (its ×), then pin 104 and 103: saved in that order.
    await act(async () => void fireEvent.click(screen.getByTestId('pin-goods-101')));
    await act(async () => void fireEvent.click(screen.getByTestId('pin-remove-102')));
    await act(async () => void fireEvent.click(screen.getByTestId('pin-goods-104')));
    await act(async () => void fireEvent.click(screen.getByTestId('pin-goods-103')));
    await act(async () => void fireEvent.click(screen.getByTestId('live-pin-save')));
    await act(() => settle());
    expect(api.calls.filter((c) => c.path === '/api/live/pin-goods').map((c) => c.input)).toEqual([
      { live_id: 12, goods_ids: [104, 103] },
    ]);
    unmountAll();
    renderPage(<LiveGoods d={detail({ is_anchor: true, status: 'ended' })} />);
    await act(() => settle());
    expect(screen.queryByTestId('live-pin-open')).toBeNull();
  });
});
