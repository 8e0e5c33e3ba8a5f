import type { MchOrder } from '../api/mch-order-index.ts';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
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

const { MchOrderPage } = await import('./mch-order-page.tsx');

const INDEX = '/plugin/mch/api/order/index';
const DETAIL = '/plugin/mch/api/order/detail';
const SEND = '/plugin/mch/api/order/send';
const CANCEL = '/plugin/mch/api/order/cancel-apply-handle';

const order = (over: Partial<MchOrder>): MchOrder => ({
  id: 51,
  order_no: 'D2026112600051',
  status: 'paid',
  delivery: 'express',
  mch: { id: 3, name: 'Breaking Store', logo: '' },
  items: [
    {
      id: 81,
      goods_id: 9,
      sku_id: 19,
      type: 'goods',
      name: 'Crew hoodie',
      cover: '',
      spec_text: 'Black / L',
      price: '199.00',
      num: 2,
      total: '398.00',
      pay_amount: '398.00',
      is_appraised: 0,
      after_sale: null,
    },
  ],
  goods_amount: '398.00',
  shipping_fee: '0.00',
  integral_used: 0,
  integral_deduct: '0.00',
  pay_amount: '398.00',
  refund_amount: '0.00',
  cancel_apply_status: 'none',
  has_open_after_sale: false,
  created_at: '2026-11-26T08:40:00.000Z',
  expires_at: null,
  actions: {
    pay: false,
    cancel: false,
    cancel_apply: true,
    confirm: false,
    appraise: false,
    after_sale: false,
    delete: false,
    clerk_qr: false,
  },
  remark: '',
  address: { name: 'Lu', mobile: '13800000001', full_address: '1 Dance Rd, Shanghai' },
  pay_type: 'balance',
  paid_at: '2026-11-26T08:41:00.000Z',
  express: null,
  verified_at: null,
  received_at: null,
  auto_confirm_at: null,
  after_sale_deadline: null,
  cancel_apply: null,
  timeline: [],
  buyer: { id: 12, nickname: 'Popper Lu', avatar: '' },
  live: null,
  ...over,
});

function shopsAre(role: 'owner' | 'clerk', staffRole = role === 'owner' ? 'owner' : 'verify') {
  api.answers['/plugin/mch/api/mch/mine'] = {
    list: [{ id: 3, name: 'Breaking Store', logo: '', role, staff_role: staffRole }],
  };
}

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.calls = [];
  api.answers = {
    [INDEX]: (q: { status: string }) => ({
      list: q.status === 'cancel_apply' ? [order({ id: 52, cancel_apply_status: 'pending' })] : [order({})],
      next_cursor: null,
    }),
    [DETAIL]: (q: { id: number }) => order({ id: q.id }),
    '/plugin/mch/api/order/express-list': {
      list: [
        { code: 'SF', name: 'SF Express' },
        { code: 'ZTO', name: 'ZTO Express' },
      ],
    },
    [SEND]: { id: 51, status: 'shipped' },
    [CANCEL]: { id: 52, status: 'refunded', cancel_apply_status: 'agreed' },
  };
  shopsAre('owner');
});
afterEach(unmountAll);

const click = (el: Element) => act(() => void fireEvent.click(el));
const inputsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.input);

async function open(url = '/pages/mch-order?mch_id=3') {
  renderPage(<MchOrderPage />, url);
  await settle();
  await settle();
}

describe('the shop orders page', () => {
  it('lists the orders with the buyer, lines, amount and state', async () => {
    await open();
    expect(document.querySelector('[data-page="/pages/mch-order"]')).not.toBeNull();
    const card = screen.getByTestId('mch-order-51');
    expect(card.textContent).toContain('Popper Lu');
    expect(card.textContent).toContain('Crew hoodie');
    expect(card.textContent).toContain('Paid');
    expect(card.textContent).toContain('398');
    expect(inputsOf(INDEX)).toEqual([{ mch_id: 3, status: 'all', limit: 20 }]);
  });

  it("shows the live an order was bought from, and lists only that live's orders on a tap", async () => {
    const live = { id: 7, title: 'Friday night cypher' };
    api.answers[INDEX] = (q: { live_id?: number }) => ({
      list: q.live_id ? [order({ id: 53, live })] : [order({ id: 53, live }), order({})],
      next_cursor: null,
    });
    api.answers[DETAIL] = (q: { id: number }) => order({ id: q.id, live });
    await open();
    expect(screen.queryByTestId('mch-order-live-51')).toBeNull();
    expect(screen.getByTestId('mch-order-live-53').textContent).toBe('From live: Friday night cypher');
    click(screen.getByTestId('mch-order-live-53'));
    await settle();
    expect(inputsOf(INDEX).at(-1)).toEqual({ mch_id: 3, status: 'all', limit: 20, live_id: 7 });
    expect(screen.getByTestId('mch-order-live-filter').textContent).toContain('Friday night cypher');
    expect(screen.queryByTestId('mch-order-51')).toBeNull();
    // The tap on the flag filters; it does not open the order.
    expect(inputsOf(DETAIL)).toEqual([]);
    click(screen.getByTestId('mch-order-53'));
    await settle();
    expect(screen.getByTestId('mch-order-live').textContent).toContain('Friday night cypher');
    click(screen.getByTestId('mch-order-live-clear'));
    await settle();
    expect(inputsOf(INDEX).at(-1)).toEqual({ mch_id: 3, status: 'all', limit: 20 });
  });

  it('opens the tab the URL names, and asks for the tab chosen', async () => {
    await open('/pages/mch-order?mch_id=3&status=to_ship');
    expect(inputsOf(INDEX)).toEqual([{ mch_id: 3, status: 'to_ship', limit: 20 }]);
    click(screen.getByTestId('mch-tab-cancel_apply'));
    await settle();
    expect(inputsOf(INDEX).at(-1)).toEqual({ mch_id: 3, status: 'cancel_apply', limit: 20 });
    expect(screen.getByTestId('mch-order-52').textContent).toContain('Buyer asks to cancel');
    expect(screen.queryByTestId('mch-order-51')).toBeNull();
  });

  it('ships an express order with the company and number chosen', async () => {
    await open();
    click(screen.getByTestId('mch-order-51'));
    await settle();
    expect(inputsOf(DETAIL)).toEqual([{ id: 51 }]);
    expect(screen.getByTestId('mch-order-address').textContent).toContain('1 Dance Rd');
    // Nothing is sent without a company and a valid number.
    click(screen.getByTestId('mch-ship-submit'));
    await settle();
    expect(inputsOf(SEND)).toEqual([]);
    click(screen.getByTestId('mch-ship-company-ZTO'));
    // antd-mobile's Input carries the test id on its wrapper.
    const box = screen.getByTestId('mch-ship-no');
    const no = box.querySelector('input') ?? box;
    act(() => void fireEvent.change(no, { target: { value: 'x1' } }));
    click(screen.getByTestId('mch-ship-submit'));
    await settle();
    expect(inputsOf(SEND)).toEqual([]);
    act(() => void fireEvent.change(no, { target: { value: ' ZT7788990011 ' } }));
    click(screen.getByTestId('mch-ship-submit'));
    await settle();
    expect(inputsOf(SEND)).toEqual([{ id: 51, express_company: 'ZTO', express_no: 'ZT7788990011' }]);
    // The lists are asked again afterwards.
    expect(inputsOf(INDEX).length).toBeGreaterThan(1);
  });

  it('lets an orders clerk ship', async () => {
    shopsAre('clerk', 'orders');
    await open();
    click(screen.getByTestId('mch-order-51'));
    await settle();
    expect(screen.getByTestId('mch-ship-submit')).toBeTruthy();
    expect(screen.queryByTestId('mch-owner-only')).toBeNull();
  });

  it('lets a verify-only clerk see an order but not ship it', async () => {
    shopsAre('clerk', 'verify');
    await open();
    click(screen.getByTestId('mch-order-51'));
    await settle();
    expect(screen.getByTestId('mch-order-detail').textContent).toContain('Crew hoodie');
    expect(screen.queryByTestId('mch-ship')).toBeNull();
    expect(screen.getByTestId('mch-owner-only')).toBeTruthy();
  });

  it('answers a cancel request: refusing needs a reason, agreeing refunds', async () => {
    api.answers[DETAIL] = (q: { id: number }) =>
      order({
        id: q.id,
        cancel_apply_status: 'pending',
        cancel_apply: {
          cause: 'Ordered twice',
          status: 'pending',
          reply: '',
          created_at: '2026-11-26T09:00:00Z',
        },
      });
    await open('/pages/mch-order?mch_id=3&status=cancel_apply');
    click(screen.getByTestId('mch-order-52'));
    await settle();
    expect(screen.getByTestId('mch-cancel-apply').textContent).toContain('Ordered twice');
    // A waiting cancel request is answered before the order can ship.
    expect(screen.queryByTestId('mch-ship')).toBeNull();
    click(screen.getByTestId('mch-cancel-refuse'));
    await settle();
    expect(inputsOf(CANCEL)).toEqual([]);
    click(screen.getByTestId('mch-cancel-agree'));
    await settle();
    expect(inputsOf(CANCEL)).toEqual([{ id: 52, agree: true, reason: '' }]);
  });

  it('opens the after-sale of a line and agrees to it', async () => {
    const line = order({}).items[0]!;
    api.answers[DETAIL] = (q: { id: number }) =>
      order({
        id: q.id,
        has_open_after_sale: true,
        items: [{ ...line, after_sale: { id: 7, status: 'pending' } }],
      });
    api.answers['/plugin/mch/api/after-sale/detail'] = {
      id: 7,
      order_id: 51,
      order_no: 'D2026112600051',
      order_item: line,
      mch: { id: 3, name: 'Breaking Store', logo: '' },
      type: 'refund',
      status: 'pending',
      refund_amount: '199.00',
      reason: 'Wrong size',
      created_at: '2026-11-27T08:00:00Z',
      content: '',
      images: [],
      return_address: '',
      refunded_at: null,
      records: [],
      buyer: { id: 12, nickname: 'Popper Lu', avatar: '' },
    };
    api.answers['/plugin/mch/api/after-sale/handle'] = {};
    await open();
    click(screen.getByTestId('mch-order-51'));
    await settle();
    click(screen.getByTestId('mch-line-after-sale-81'));
    await settle();
    expect(screen.getByTestId('mch-after-sale').textContent).toContain('Wrong size');
    click(screen.getByTestId('mch-after-sale-agree'));
    await settle();
    expect(inputsOf('/plugin/mch/api/after-sale/handle')).toEqual([{ id: 7, agree: true, reason: '' }]);
  });
});
