import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';

const server = vi.hoisted(() => ({ shops: [] as { id: number; name: string }[] }));
vi.mock('../api/my-shops.ts', () => ({
  useMyShops: () => ({
    isPending: false,
    error: null,
    refetch: () => undefined,
    data: { list: server.shops },
  }),
}));

const { OrderCheckPage } = await import('./order-check-page.tsx');

afterEach(unmountAll);

const state = () => document.querySelector('[data-state]')?.getAttribute('data-state') ?? null;

describe('the verification page', () => {
  it('refuses a user without a shop with a lock and a way back, not an empty list', async () => {
    server.shops = [];
    useUserStore.setState({ isLogin: true, user: makeUser({}) });
    renderPage(<OrderCheckPage />, '/pages/order-check');
    await settle();
    expect(state()).toBe('forbidden');
    expect(document.querySelector('[data-picture="forbidden"]')).not.toBeNull();
    expect(screen.getByTestId('state-action')).toBeTruthy();
    expect(screen.queryByTestId('verify-code')).toBeNull();
  });

  it('gives a shop clerk the code form', async () => {
    server.shops = [{ id: 1, name: '街舞工作室' }];
    useUserStore.setState({ isLogin: true, user: makeUser({}) });
    renderPage(<OrderCheckPage />, '/pages/order-check');
    await settle();
    expect(state()).toBeNull();
    expect(screen.getByTestId('verify-code')).toBeTruthy();
    expect(screen.getByText('街舞工作室')).toBeTruthy();
  });
});
