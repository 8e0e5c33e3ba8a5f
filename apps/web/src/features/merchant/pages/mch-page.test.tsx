import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';
import { myShop } from '../lib/shop.test-util.ts';

const api = vi.hoisted(() => ({ answers: {} as Record<string, unknown>, navigated: [] as string[] }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }) => Promise.resolve(api.answers[call.path])),
}));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: vi.fn((url: string) => {
    api.navigated.push(url);
    return Promise.resolve();
  }),
}));

const { MchPage } = await import('./mch-page.tsx');

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.navigated = [];
  api.answers = {
    '/plugin/mch/api/mch/mine': { list: [myShop('orders')] },
    '/plugin/mch/api/mch/index': {
      role: 'clerk',
      staff_role: 'orders',
      detail: { id: 3, name: 'Breaking Store', logo: '', goods_count: 2 },
      account: null,
      today: { sales: '0.00', orders: 0 },
      week: { sales: '398.00', orders: 1 },
      to_verify: 0,
      to_ship: 4,
      after_sales: 1,
    },
  };
});
afterEach(unmountAll);

describe('the shop desk', () => {
  it("opens the shop's orders on the tab of the count tapped", async () => {
    renderPage(<MchPage />, '/pages/mch');
    await settle();
    await settle();
    expect(screen.getByTestId('mch-to-ship').textContent).toContain('4');
    act(() => void fireEvent.click(screen.getByTestId('mch-to-ship')));
    act(() => void fireEvent.click(screen.getByTestId('mch-after-sales')));
    act(() => void fireEvent.click(screen.getByTestId('mch-shortcut-orders')));
    expect(api.navigated).toEqual([
      '/pages/mch-order?mch_id=3&status=to_ship',
      '/pages/mch-order?mch_id=3&status=after_sale',
      '/pages/mch-order?mch_id=3&status=all',
    ]);
    // An orders clerk has no money, staff or settings shortcuts.
    expect(screen.queryByTestId('mch-shortcut-members')).toBeNull();
    expect(screen.queryByTestId('mch-shortcut-setting')).toBeNull();
    expect(screen.queryByTestId('mch-shortcut-withdraw')).toBeNull();
    expect(screen.queryByTestId('mch-shortcut-goods')).toBeNull();
  });

  it('links the owner to the staff page, and a manager to the settings only', async () => {
    const index = api.answers['/plugin/mch/api/mch/index'] as object;
    api.answers['/plugin/mch/api/mch/index'] = {
      ...index,
      role: 'owner',
      staff_role: 'owner',
      account: { balance: '10.00', frozen: '0.00' },
    };
    renderPage(<MchPage />, '/pages/mch');
    await settle();
    await settle();
    act(() => void fireEvent.click(screen.getByTestId('mch-shortcut-members')));
    expect(api.navigated).toEqual(['/pages/mch-member?mch_id=3']);
    unmountAll();
    api.answers['/plugin/mch/api/mch/index'] = { ...index, role: 'clerk', staff_role: 'manager' };
    renderPage(<MchPage />, '/pages/mch');
    await settle();
    await settle();
    expect(screen.getByTestId('mch-shortcut-setting')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByTestId('mch-shortcut-goods')));
    expect(api.navigated.at(-1)).toBe('/pages/mch-goods?mch_id=3');
    expect(screen.queryByTestId('mch-shortcut-members')).toBeNull();
    expect(screen.getByTestId('mch-name').parentElement!.textContent).toContain('Manager');
  });
});
