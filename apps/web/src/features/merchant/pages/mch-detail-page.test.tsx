import type { ShopGoods } from '../api/shop-goods.ts';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureMerchantLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
  navigated: [] as string[],
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(api.answers[call.path]);
  }),
}));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: vi.fn((url: string) => {
    api.navigated.push(url);
    return Promise.resolve();
  }),
}));

const { MchDetailPage } = await import('./mch-detail-page.tsx');

const goods = (id: number, name: string): ShopGoods => ({
  id,
  type: 'goods',
  name,
  cover: '',
  price: '129.00',
  original_price: '159.00',
  sales: 12,
  stock: 30,
  delivery: 'express',
  mch: { id: 3, name: 'Breaking Store', logo: '' },
});

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  api.calls = [];
  api.navigated = [];
  api.answers = {
    '/plugin/mch/api/mch/detail': {
      id: 3,
      name: 'Breaking Store',
      logo: '/logo.png',
      intro: 'Shoes and hoodies for b-boys',
      goods_count: 2,
      sales: 340,
      status: 1,
    },
    '/api/goods/v2-goods-list': {
      list: [goods(9, 'Crew hoodie'), goods(10, 'Floor shoes')],
      next_cursor: null,
    },
  };
});
afterEach(unmountAll);

describe('the public shop page', () => {
  it("shows the shop and lists its goods, each opening the goods' page", async () => {
    renderPage(<MchDetailPage />, '/pages/mch-detail?id=3');
    await settle();
    await settle();
    expect(document.querySelector('[data-page="/pages/mch-detail"]')).not.toBeNull();
    expect(screen.getByTestId('mch-shop-name').textContent).toBe('Breaking Store');
    expect(screen.getByTestId('mch-shop-intro').textContent).toContain('b-boys');
    expect(screen.getByTestId('mch-shop-figures').textContent).toContain('340 sales');
    expect(api.calls.find((c) => c.path === '/api/goods/v2-goods-list')?.input).toEqual({
      mch_id: 3,
      limit: 20,
    });
    const tiles = [...document.querySelectorAll('[data-testid^="mch-goods-"]')].map((e) => e.textContent);
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toContain('Crew hoodie');
    expect(tiles[1]).toContain('Floor shoes');
    act(() => void fireEvent.click(screen.getByTestId('mch-goods-10')));
    expect(api.navigated).toEqual(['/pages/goods-detail?id=10']);
  });

  it('contacts the seller through the chat page', async () => {
    renderPage(<MchDetailPage />, '/pages/mch-detail?id=3');
    await settle();
    act(() => void fireEvent.click(screen.getByTestId('mch-shop-contact')));
    expect(api.navigated).toEqual(['/pages/message-chat?mch_id=3&name=Breaking+Store']);
  });

  it('says so when the shop has nothing on sale', async () => {
    api.answers['/api/goods/v2-goods-list'] = { list: [], next_cursor: null };
    renderPage(<MchDetailPage />, '/pages/mch-detail?id=3');
    await settle();
    await settle();
    expect(screen.getByTestId('mch-shop-goods').textContent).toContain('No goods on sale yet');
  });
});
