import type { mall } from '@dance/contracts';
import { fireEvent, screen } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';

type Query = { keyword?: string; cursor?: string; limit?: number };
const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  pinnable: (_q: unknown): unknown => ({ list: [], next_cursor: null }),
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(call.path === '/api/live/pinnable-goods' ? api.pinnable(input) : null);
  }),
}));

const { GoodsPicker } = await import('./goods-picker.tsx');
type Picked = Parameters<typeof GoodsPicker>[0]['value'];

const card = (id: number, over: Partial<mall.GoodsCard> = {}): mall.GoodsCard => ({
  id,
  type: 'goods',
  name: `Hoodie ${id}`,
  cover: '',
  price: '99.00',
  original_price: '99.00',
  sales: 0,
  stock: 10,
  delivery: 'express',
  mch: { id: 3, name: 'Groove', logo: '' },
  ...over,
});

/** Pages of `size` over these goods, the cursor being the last id shown; a keyword filters names. */
function serve(all: mall.GoodsCard[], size = 20) {
  api.pinnable = (q) => {
    const { keyword, cursor } = q as Query;
    const hits = all.filter((g) => !keyword || g.name.toLowerCase().includes(keyword.toLowerCase()));
    const from = cursor ? hits.findIndex((g) => g.id === Number(cursor)) + 1 : 0;
    const list = hits.slice(from, from + size);
    return { list, next_cursor: from + size < hits.length ? String(list[list.length - 1]!.id) : null };
  };
}

/** The picker with its chosen goods held as a form would; `seen` follows every change. */
function mount(initial: Picked = []) {
  const seen: { value: Picked } = { value: initial };
  function Host() {
    const [value, setValue] = useState<Picked>(initial);
    return (
      <GoodsPicker
        value={value}
        onChange={(next) => {
          seen.value = next;
          setValue(next);
        }}
      />
    );
  }
  renderPage(<Host />);
  return seen;
}

const row = (id: number) => screen.getByTestId(`pin-goods-${id}`) as HTMLButtonElement;
const click = (el: Element) => act(async () => void fireEvent.click(el));

beforeAll(() => ensureLiveLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  api.calls = [];
  serve([]);
});
afterEach(unmountAll);

describe('the goods picker', () => {
  it('chooses goods in tap order, shows them as cards, and removes them by tap or ×', async () => {
    serve([card(9, { name: 'Cap', stock: 0 }), card(8, { name: 'Tee', price: '59.00' }), card(7)]);
    const seen = mount();
    await settle();
    expect(screen.getByText('No goods chosen')).toBeTruthy();
    // Each row shows its shop, price and stock.
    expect(row(9).textContent).toContain('Groove');
    expect(row(9).textContent).toContain('Sold out');
    expect(row(8).textContent).toContain('¥59.00');
    await click(row(8));
    await click(row(7));
    await click(row(9));
    expect(seen.value.map((g) => g.id)).toEqual([8, 7, 9]);
    expect(row(8).getAttribute('aria-checked')).toBe('true');
    const cards = screen.getByTestId('pin-chosen').querySelectorAll('[data-testid^="pin-chosen-"]');
    expect([...cards].map((c) => c.getAttribute('data-testid'))).toEqual([
      'pin-chosen-8',
      'pin-chosen-7',
      'pin-chosen-9',
    ]);
    expect(screen.getByTestId('pin-chosen-8').textContent).toContain('¥59.00');
    expect(screen.getByText('Chosen 3 / 20')).toBeTruthy();
    // A second tap on a row unchecks it; the × on a card removes it.
    await click(row(7));
    await click(screen.getByTestId('pin-remove-8'));
    expect(seen.value.map((g) => g.id)).toEqual([9]);
    expect(row(8).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('pin-chosen-8')).toBeNull();
  });

  it('keeps the pins it was given first and checks their rows', async () => {
    serve([card(5), card(4)]);
    const seen = mount([{ id: 4, name: 'Hoodie 4', cover: '', price: '99.00' }]);
    await settle();
    expect(row(4).getAttribute('aria-checked')).toBe('true');
    await click(row(5));
    expect(seen.value.map((g) => g.id)).toEqual([4, 5]);
  });

  it('marks a pinned goods taken off sale since, which the anchor can take off', async () => {
    serve([card(5)]);
    const seen = mount([
      { id: 4, name: 'Hoodie 4', cover: '', price: '99.00', on_sale: false },
      { id: 5, name: 'Hoodie 5', cover: '', price: '99.00', on_sale: true },
    ]);
    await settle();
    expect(screen.getByTestId('pin-off-4').textContent).toBe('Off sale');
    expect(screen.getByTestId('pin-chosen-4').className).toContain('live-pick__card--off');
    expect(screen.queryByTestId('pin-off-5')).toBeNull();
    await click(screen.getByTestId('pin-remove-4'));
    expect(seen.value.map((g) => g.id)).toEqual([5]);
    expect(screen.queryByTestId('pin-off-4')).toBeNull();
  });

  it('disables the other rows at 20 chosen, with a hint, until one is removed', async () => {
    const all = Array.from({ length: 22 }, (_, i) => card(100 - i));
    serve(all, 50);
    const seen = mount();
    await settle();
    for (const g of all.slice(0, 20)) await click(row(g.id));
    expect(seen.value).toHaveLength(20);
    expect(screen.getByTestId('pin-goods-full').textContent).toBe('At most 20');
    expect(row(all[20]!.id).disabled).toBe(true);
    expect(row(all[0]!.id).disabled).toBe(false);
    await click(row(all[21]!.id));
    expect(seen.value).toHaveLength(20);
    await click(row(all[0]!.id));
    expect(screen.queryByTestId('pin-goods-full')).toBeNull();
    expect(row(all[21]!.id).disabled).toBe(false);
    await click(row(all[21]!.id));
    expect(seen.value.map((g) => g.id).at(-1)).toBe(all[21]!.id);
  });

  it('loads more pages with the cursor, and searches by name', async () => {
    serve([card(30, { name: 'Red cap' }), card(29), card(28, { name: 'Blue cap' })], 2);
    mount();
    await settle();
    expect(screen.queryByTestId('pin-goods-28')).toBeNull();
    await click(screen.getByTestId('pin-goods-more'));
    await settle();
    expect(row(28)).toBeTruthy();
    expect(api.calls.map((c) => (c.input as Query).cursor)).toEqual([undefined, '29']);
    expect(screen.queryByTestId('pin-goods-more')).toBeNull();
    const search = screen.getByTestId('pin-goods-search').querySelector('input')!;
    await act(async () => void fireEvent.change(search, { target: { value: ' cap ' } }));
    await settle(400);
    await settle();
    expect((api.calls.at(-1)!.input as Query).keyword).toBe('cap');
    expect(screen.queryByTestId('pin-goods-29')).toBeNull();
    expect(row(30)).toBeTruthy();
    await act(async () => void fireEvent.change(search, { target: { value: 'zebra' } }));
    await settle(400);
    await settle();
    expect(screen.getByTestId('pin-goods-empty').textContent).toBe('No goods match this name');
  });

  it('says how to get goods when there are none to pin', async () => {
    mount();
    await settle();
    expect(screen.getByTestId('pin-goods-empty').textContent).toBe(
      'No goods you can pin: ask a shop to invite you, or open your own shop',
    );
    expect(screen.queryByTestId('pin-goods-more')).toBeNull();
  });
});
