import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';
import type { MchGoodsItem } from '../api/mch-goods-list.ts';
import { myShop } from '../lib/shop.test-util.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
  navigated: [] as string[],
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    const answer = api.answers[call.path];
    return typeof answer === 'function'
      ? Promise.resolve((answer as (i: unknown) => unknown)(input))
      : Promise.resolve(answer);
  }),
}));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: vi.fn((url: string) => {
    api.navigated.push(url);
    return Promise.resolve();
  }),
}));

const { MchGoodsPage } = await import('./mch-goods-page.tsx');

const LIST = '/plugin/mch/api/goods/list';
const STATUS = '/plugin/mch/api/goods/status';

const HOODIE: MchGoodsItem = {
  id: 41,
  name: 'Cypher hoodie',
  cover: '',
  price: '129.00',
  original_price: '199.00',
  stock: 18,
  sales: 2,
  status: 1,
  sku_count: 4,
  updated_at: '2026-11-20T02:00:00.000Z',
};
const CAP: MchGoodsItem = { ...HOODIE, id: 42, name: 'Snapback', status: 0, stock: 5, sku_count: 1 };

function shopAs(staffRole: 'owner' | 'verify' | 'orders' | 'manager') {
  api.answers['/plugin/mch/api/mch/mine'] = { list: [myShop(staffRole)] };
}

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.calls = [];
  api.navigated = [];
  api.answers = {
    [LIST]: (q: { tab: string }) => ({
      list: q.tab === 'on_sale' ? [HOODIE] : q.tab === 'off_sale' ? [CAP] : [],
      next_cursor: null,
      counts: { on_sale: 1, off_sale: 1, sold_out: 0 },
    }),
    [STATUS]: (b: { id: number; status: 0 | 1 }) => ({ ...HOODIE, id: b.id, status: b.status }),
  };
  shopAs('owner');
});
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

const click = (el: Element) => act(() => void fireEvent.click(el));
const inputsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.input);

async function open(url = '/pages/mch-goods?mch_id=3') {
  renderPage(<MchGoodsPage />, url);
  await settle();
  await settle();
}

describe('the shop goods page', () => {
  it('lists the goods on sale with stock and sales, and the count of every tab', async () => {
    await open();
    expect(document.querySelector('[data-page="/pages/mch-goods"]')).not.toBeNull();
    expect(inputsOf(LIST)).toEqual([{ mch_id: 3, tab: 'on_sale', limit: 20 }]);
    const card = screen.getByTestId('mch-goods-41');
    expect(card.textContent).toContain('Cypher hoodie');
    expect(card.textContent).toContain('Stock 18 · Sold 2 · 4 SKUs');
    expect(screen.getByTestId('mch-goods-tab-on_sale').textContent).toBe('On sale 1');
    expect(screen.getByTestId('mch-goods-tab-sold_out').textContent).toBe('Sold out 0');
  });

  it('takes goods off sale and asks for the list again; the off-sale tab puts them back', async () => {
    await open();
    click(screen.getByTestId('mch-goods-toggle-41'));
    await settle();
    expect(inputsOf(STATUS)).toEqual([{ mch_id: 3, id: 41, status: 0 }]);
    expect(inputsOf(LIST).length).toBe(2);
    click(screen.getByTestId('mch-goods-tab-off_sale'));
    await settle();
    expect(screen.getByTestId('mch-goods-42').textContent).toContain('Put on sale');
    click(screen.getByTestId('mch-goods-toggle-42'));
    await settle();
    expect(inputsOf(STATUS)[1]).toEqual({ mch_id: 3, id: 42, status: 1 });
  });

  it('opens the editor for an item or a new one', async () => {
    await open();
    click(screen.getByTestId('mch-goods-edit-41'));
    click(screen.getByTestId('mch-goods-new'));
    expect(api.navigated).toEqual(['/pages/mch-goods-edit?mch_id=3&id=41', '/pages/mch-goods-edit?mch_id=3']);
  });

  it('shows a user without a shop the way to open one, not a refusal', async () => {
    api.answers['/plugin/mch/api/mch/mine'] = { list: [] };
    await open();
    expect(screen.getByTestId('mch-none')).toBeTruthy();
    expect(screen.getByTestId('mch-none-apply')).toBeTruthy();
    expect(screen.queryByTestId('mch-goods-denied')).toBeNull();
    expect(inputsOf(LIST)).toEqual([]);
  });

  it('tells a verify-only clerk it is not theirs and asks nothing', async () => {
    shopAs('verify');
    await open();
    expect(screen.getByTestId('mch-goods-denied').textContent).toContain('does not allow');
    expect(inputsOf(LIST)).toEqual([]);
  });
});
