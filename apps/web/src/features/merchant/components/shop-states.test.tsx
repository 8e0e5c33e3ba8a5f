import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';
import { myShop } from '../lib/shop.test-util.ts';

const api = vi.hoisted(() => ({ mine: null as unknown, pending: false }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }) =>
    call.path === '/plugin/mch/api/mch/mine'
      ? api.pending
        ? new Promise(() => undefined)
        : Promise.resolve(api.mine)
      : Promise.reject(new Error(`unexpected ${call.path}`)),
  ),
}));

const { ShopGate } = await import('./shop-states.tsx');

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.pending = false;
  api.mine = { list: [myShop('owner'), myShop('manager', 8, 'Popping Lab')] };
});
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

async function gate(may: 'money' | 'settings' | 'goods' | 'orders', url = '/pages/mch-setting') {
  renderPage(
    <ShopGate may={may} loading={<p data-testid="waiting" />} deniedTestId="denied">
      {(mchId) => <p data-testid="page">shop {mchId}</p>}
    </ShopGate>,
    url,
  );
  await settle();
  await settle();
}

describe("a desk page's gate", () => {
  it('waits for my shops, then opens the page for my first shop or the one the address names', async () => {
    api.pending = true;
    await gate('money');
    expect(screen.getByTestId('waiting')).toBeTruthy();
    expect(screen.queryByTestId('page')).toBeNull();
    unmountAll();
    api.pending = false;
    await gate('money');
    expect(screen.getByTestId('page').textContent).toBe('shop 3');
    unmountAll();
    await gate('settings', '/pages/mch-setting?mch_id=8');
    expect(screen.getByTestId('page').textContent).toBe('shop 8');
  });

  it("keeps the shop's money from a manager, with the owner-only reason, and lets them do the rest", async () => {
    await gate('money', '/pages/cash-log?mch_id=8');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByTestId('denied').textContent).toContain(
      "Only the shop owner can see the shop's money",
    );
    unmountAll();
    await gate('goods', '/pages/mch-goods?mch_id=8');
    expect(screen.getByTestId('page').textContent).toBe('shop 8');
  });

  it("refuses a verify clerk the settings with the role's reason", async () => {
    api.mine = { list: [myShop('verify', 5)] };
    await gate('settings');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByTestId('denied').textContent).toContain(
      'Your role on the shop’s staff does not allow this',
    );
  });

  it('shows a user without a shop the way to open one', async () => {
    api.mine = { list: [] };
    await gate('money');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByTestId('mch-none-apply')).toBeTruthy();
  });
});
