import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';

vi.mock('../../../lib/api/user-info.ts', () => ({ useUserInfo: () => ({}) }));

const { MinePage } = await import('./mine-page.tsx');

afterEach(unmountAll);

describe('the badge beside my name', () => {
  it('shows the authentication the server names, with its words', () => {
    useUserStore.setState({
      isLogin: true,
      user: makeUser({ authentication_type: 2, authentication_type_ico: '/icons/auth-anchor.svg' }),
    });
    renderPage(<MinePage />, '/pages/mine/mine');
    const badge = document.querySelector<HTMLImageElement>('[data-testid="mine-auth-badge"]');
    expect(badge?.getAttribute('src')).toBe('/icons/auth-anchor.svg');
    expect(badge?.alt).toBe('认证主播');
  });

  it('shows none without an authentication', () => {
    useUserStore.setState({
      isLogin: true,
      user: makeUser({ authentication_type: 0, authentication_type_ico: '' }),
    });
    renderPage(<MinePage />, '/pages/mine/mine');
    expect(document.querySelector('[data-testid="mine-nickname"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="mine-auth-badge"]')).toBeNull();
  });
});
