import type { GoodsCard, GoodsDetail } from '@dance/contracts/mall';
import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureMallLocale } from '../i18n/load.ts';
import { GoodsTile } from './goods-card.tsx';

vi.mock('../../../lib/api/address-list.ts', () => ({ useAddressList: () => ({}) }));
const { ReviewsCard } = await import('../pages/goods-detail-page.tsx');

const goods = (sales: number): GoodsCard => ({
  id: 1,
  type: 'goods',
  name: '街舞卫衣',
  cover: '',
  price: '199.00',
  original_price: '199.00',
  sales,
  stock: 5,
  delivery: 'express',
  mch: { id: 0, name: '自营', logo: '' },
});

const reviews = (count: number, good: number): GoodsDetail['reviews'] => ({
  count,
  good,
  medium: 0,
  bad: count - good,
  with_image: 0,
  good_rate: count === 0 ? 100 : Math.round((good / count) * 100),
  latest: [],
});

beforeAll(async () => {
  await ensureMallLocale();
});
afterEach(unmountAll);

describe('numbers on goods', () => {
  it('shows no 已售 0 on a card, and the sales once there are some', () => {
    renderPage(<GoodsTile goods={goods(0)} />);
    expect(document.body.textContent).not.toContain('已售');
    unmountAll();
    renderPage(<GoodsTile goods={goods(37)} />);
    expect(screen.getByText('已售 37')).toBeTruthy();
  });

  it('shows no good-review rate without reviews, and the rate with them', () => {
    renderPage(<ReviewsCard goods={{ id: 1, reviews: reviews(0, 0) } as GoodsDetail} />);
    expect(document.body.textContent).not.toContain('好评率');
    expect(document.body.textContent).not.toContain('100%');
    unmountAll();
    renderPage(<ReviewsCard goods={{ id: 1, reviews: reviews(4, 3) } as GoodsDetail} />);
    expect(document.body.textContent).toContain('好评率 75%');
  });
});
