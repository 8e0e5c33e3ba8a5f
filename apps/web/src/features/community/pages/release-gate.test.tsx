import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';

const server = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../../lib/api/user-info.ts', async () => {
  const { sharedKeys } = await import('../../../lib/query-keys.ts');
  return {
    userInfoQuery: () => ({ queryKey: sharedKeys.userInfo, queryFn: () => Promise.resolve(server.user) }),
  };
});
vi.mock('../components/release-editor.tsx', () => ({
  ReleaseEditor: () => <div data-testid="release-editor" />,
}));
vi.mock('../i18n/load.ts', () => ({ ensureCommunityLocale: () => Promise.resolve() }));

const { ReleasePage, ReleaseH5Page } = await import('./release-pages.tsx');
const { LoginPrompt } = await import('../components/login-prompt.tsx');
const { LoginRequired } = await import('../../../components/login-required.tsx');

afterEach(unmountAll);

describe('the release page gates on entry', () => {
  it('shows a visitor the login gate, not the editor', async () => {
    useUserStore.setState({ isLogin: false, user: null });
    renderPage(<ReleasePage />, '/pages/release');
    await settle();
    expect(screen.queryByTestId('release-editor')).toBeNull();
    expect(screen.getByTestId('login-gate')).toBeTruthy();
    expect(document.querySelector('[data-page="/pages/release"]')).not.toBeNull();
  });

  it('shows an unverified user the way to verify, not the editor', async () => {
    server.user = makeUser({});
    useUserStore.setState({ isLogin: true, user: makeUser({}) });
    renderPage(<ReleaseH5Page />, '/pages/releaseH5');
    await settle();
    expect(screen.queryByTestId('release-editor')).toBeNull();
    expect(screen.getByTestId('realname-gate')).toBeTruthy();
    expect(document.querySelector('[data-picture="verify"]')).not.toBeNull();
  });

  it('opens the editor for a verified user, even when the cached user predates the approval', async () => {
    server.user = makeUser({ review_status: 2, is_real_name_authentication: 1 });
    useUserStore.setState({ isLogin: true, user: makeUser({ review_status: 1 }) });
    renderPage(<ReleasePage />, '/pages/release');
    await settle();
    expect(screen.getByTestId('release-editor')).toBeTruthy();
  });
});

describe('one login gate everywhere', () => {
  it('is the same on account pages and community pages', async () => {
    useUserStore.setState({ isLogin: false, user: null });
    renderPage(<LoginRequired>secret</LoginRequired>);
    renderPage(<LoginPrompt />);
    await settle();
    const gates = screen.getAllByTestId('login-gate');
    expect(gates).toHaveLength(2);
    expect(gates[0]!.innerHTML).toBe(gates[1]!.innerHTML);
    // Its own picture, not the search magnifier of an empty result.
    expect(gates[0]!.querySelector('[data-picture="people"]')).not.toBeNull();
  });
});
