import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';
import type { MchGoodsDetail } from '../api/mch-goods-detail.ts';
import { myShop } from '../lib/shop.test-util.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
  navigated: [] as string[],
  toasts: [] as string[],
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
  upload: vi.fn(() => Promise.resolve({ url: '/uploads/new.png' })),
}));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: vi.fn((url: string) => {
    api.navigated.push(url);
    return Promise.resolve();
  }),
}));
vi.mock('../../../lib/toast.ts', async (original) => ({
  ...(await original<object>()),
  showToast: vi.fn((text: string) => void api.toasts.push(text)),
  showSuccess: vi.fn((text: string) => void api.toasts.push(text)),
}));

const { MchGoodsEditPage } = await import('./mch-goods-edit-page.tsx');

const DETAIL = '/plugin/mch/api/goods/detail';
const EDIT = '/plugin/mch/api/goods/edit';

const SAVED: MchGoodsDetail = {
  id: 41,
  mch_id: 3,
  name: 'Cypher hoodie',
  images: ['/uploads/a.png'],
  detail: '<p>Warm &amp; thick</p>',
  original_price: '0.00',
  delivery: 'express',
  shipping_fee: '10.00',
  specs: [{ name: 'Colour', values: ['Black', 'White'] }],
  status: 1,
  stock: 13,
  sales: 2,
  skus: [
    {
      id: 7,
      values: ['Black'],
      spec_text: 'Black',
      price: '129.00',
      original_price: '129.00',
      stock: 10,
      sales: 2,
      code: 'BK',
    },
    {
      id: 8,
      values: ['White'],
      spec_text: 'White',
      price: '129.00',
      original_price: '129.00',
      stock: 3,
      sales: 0,
      code: '',
    },
  ],
};

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.calls = [];
  api.navigated = [];
  api.toasts = [];
  api.answers = {
    '/plugin/mch/api/mch/mine': { list: [myShop('manager')] },
    [DETAIL]: SAVED,
    [EDIT]: SAVED,
  };
});
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

const click = (el: Element) => act(() => void fireEvent.click(el));
const inputsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.input);
/** antd-mobile's Input carries the test id on its wrapper. */
const type = (testId: string, value: string) => {
  const box = screen.getByTestId(testId);
  act(() => void fireEvent.change(box.querySelector('input') ?? box, { target: { value } }));
};
const typeArea = (testId: string, value: string) => {
  const box = screen.getByTestId(testId);
  act(() => void fireEvent.change(box.querySelector('textarea') ?? box, { target: { value } }));
};

async function open(url: string) {
  renderPage(<MchGoodsEditPage />, url);
  await settle();
  await settle();
}

describe('the goods editor', () => {
  it('edits: a new size group expands the grid; kept SKUs send the stock they showed', async () => {
    await open('/pages/mch-goods-edit?mch_id=3&id=41');
    expect(document.querySelector('[data-page="/pages/mch-goods-edit"]')).not.toBeNull();
    expect(inputsOf(DETAIL)).toEqual([{ mch_id: 3, id: 41 }]);
    expect((screen.getByTestId('goods-name').querySelector('input') as HTMLInputElement).value).toBe(
      'Cypher hoodie',
    );
    // A second group (size M only): the rows become Black / M and White / M, both new.
    click(screen.getByTestId('goods-group-add'));
    type('goods-group-name-1', 'Size');
    type('goods-value-input-1', 'M');
    click(screen.getByTestId('goods-value-add-1'));
    expect(screen.getByTestId('goods-sku-0').textContent).toContain('Black / M');
    expect(screen.getByTestId('goods-sku-1').textContent).toContain('White / M');
    type('goods-batch-price', '99');
    type('goods-batch-stock', '4');
    click(screen.getByTestId('goods-batch-apply'));
    click(screen.getByTestId('goods-save'));
    await settle();
    const sent = inputsOf(EDIT) as { specs: unknown; skus: unknown[]; detail: string; id: number }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe(41);
    expect(sent[0]!.specs).toEqual([
      { name: 'Colour', values: ['Black', 'White'] },
      { name: 'Size', values: ['M'] },
    ]);
    expect(sent[0]!.skus).toEqual([
      { values: ['Black', 'M'], price: '99.00', stock: 4, code: '' },
      { values: ['White', 'M'], price: '99.00', stock: 4, code: '' },
    ]);
    // The detail was not touched: it goes back as it was.
    expect(sent[0]!.detail).toBe('<p>Warm &amp; thick</p>');
    expect(api.navigated).toEqual(['/pages/mch-goods?mch_id=3']);
  });

  it('keeps a SKU with the stock it showed and the new figure', async () => {
    await open('/pages/mch-goods-edit?mch_id=3&id=41');
    type('goods-sku-stock-0', '15');
    type('goods-sku-code-1', 'WH');
    typeArea('goods-detail', 'Warm & thick\nWash cold');
    click(screen.getByTestId('goods-save'));
    await settle();
    const sent = inputsOf(EDIT) as { skus: unknown[]; detail: string }[];
    expect(sent[0]!.skus).toEqual([
      { id: 7, stock_shown: 10, values: ['Black'], price: '129.00', stock: 15, code: 'BK' },
      { id: 8, stock_shown: 3, values: ['White'], price: '129.00', stock: 3, code: 'WH' },
    ]);
    expect(sent[0]!.detail).toBe('<p>Warm &amp; thick</p><p>Wash cold</p>');
  });

  it('does not send a new item without pictures, or a price below 0.01; then creates it', async () => {
    await open('/pages/mch-goods-edit?mch_id=3');
    expect(inputsOf(DETAIL)).toEqual([]);
    type('goods-name', 'Snapback');
    type('goods-sku-price-0', '0');
    type('goods-sku-stock-0', '5');
    click(screen.getByTestId('goods-save'));
    await settle();
    expect(api.toasts).toEqual(['Add at least one picture']);
    const file = new File(['x'], 'cap.png', { type: 'image/png' });
    act(
      () =>
        void fireEvent.change(screen.getByTestId('goods-image-add').querySelector('input')!, {
          target: { files: [file] },
        }),
    );
    await settle();
    click(screen.getByTestId('goods-save'));
    await settle();
    expect(api.toasts[1]).toBe('"Snapback": the price must be 0.01 or more');
    expect(inputsOf(EDIT)).toEqual([]);
    type('goods-sku-price-0', '19.9');
    click(screen.getByTestId('goods-save'));
    await settle();
    expect(inputsOf(EDIT)).toEqual([
      {
        mch_id: 3,
        name: 'Snapback',
        images: ['/uploads/new.png'],
        detail: '',
        original_price: '0.00',
        delivery: 'express',
        shipping_fee: '0.00',
        specs: [],
        skus: [{ values: [], price: '19.90', stock: 5, code: '' }],
      },
    ]);
  });

  it('tells an orders clerk it is not theirs and asks nothing', async () => {
    api.answers['/plugin/mch/api/mch/mine'] = { list: [myShop('orders')] };
    await open('/pages/mch-goods-edit?mch_id=3&id=41');
    expect(screen.getByTestId('mch-goods-denied')).toBeTruthy();
    expect(inputsOf(DETAIL)).toEqual([]);
  });
});
