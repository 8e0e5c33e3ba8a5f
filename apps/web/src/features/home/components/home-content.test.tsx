import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerFeatures } from '../../../lib/feature.ts';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';

vi.mock('../api/advert-list.ts', () => ({ useAdvertList: () => ({ data: undefined }) }));

const { HomeContent } = await import('./home-content.tsx');

const section = (testId: string, order: number) => ({
  order,
  Component: () => <p>{testId}</p>,
  minHeight: '1rem',
  testId,
});

afterEach(unmountAll);

describe('home sections', () => {
  registerFeatures([
    { name: 'late', routes: [], homeSection: section('late-section', 30) },
    { name: 'plain', routes: [] },
    { name: 'early', routes: [], homeSection: section('early-section', 10) },
  ]);
  const order = () =>
    [...document.querySelectorAll('[data-testid$="-section"], .join-card')].map(
      (n) => n.getAttribute('data-testid') ?? 'join-card',
    );

  it('shows the features’ sections in their order, the join card between them for a visitor', async () => {
    useUserStore.setState({ isLogin: false, user: null });
    renderPage(<HomeContent />, '/pages/index/index');
    await settle();
    expect(order()).toEqual(['early-section', 'join-card', 'late-section']);
    expect(document.querySelector('[data-testid="late-section"]')!.textContent).toBe('late-section');
  });

  it('leaves the join card out for a signed-in user', async () => {
    useUserStore.setState({ isLogin: true });
    renderPage(<HomeContent />, '/pages/index/index');
    await settle();
    expect(order()).toEqual(['early-section', 'late-section']);
  });
});
