import type { UserInfo } from '@dance/contracts/user';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser as user, renderPage, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';

const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), redirectTo: vi.fn(), navigateBack: vi.fn() }));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: nav.navigateTo.mockResolvedValue(undefined),
  redirectTo: nav.redirectTo.mockResolvedValue(undefined),
  navigateBack: nav.navigateBack,
}));
vi.mock('../../../lib/api/user-info.ts', () => ({ useUserInfo: () => ({}) }));

const { EditUserInfoPage } = await import('./edit-user-info-page.tsx');

function show(info: UserInfo, url: string) {
  useUserStore.setState({ isLogin: true, user: info });
  renderPage(<EditUserInfoPage />, url);
}

beforeEach(() => vi.clearAllMocks());
afterEach(unmountAll);

describe('edit-user-info: real-name verification', () => {
  it('shows an unverified user the status and one tap to the ID form, keeping the way back to publishing', () => {
    show(user({}), '/pages/edit-user-info?from=publish');
    expect(screen.getByTestId('realname-status').textContent).toBe('未认证');
    act(() => void fireEvent.click(screen.getByTestId('realname-go')));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/idCard?from=publish');
  });

  it('says a submission is under review, with nothing to tap', () => {
    show(user({ review_status: 1 }), '/pages/edit-user-info');
    expect(screen.getByTestId('realname-status').textContent).toBe('审核中');
    expect(screen.queryByTestId('realname-go')).toBeNull();
  });

  it('offers a rejected user to verify again', () => {
    show(user({ review_status: 3 }), '/pages/edit-user-info');
    expect(screen.getByTestId('realname-status').textContent).toBe('未通过');
    act(() => void fireEvent.click(screen.getByTestId('realname-go')));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/idCard');
  });

  it('returns a verified user who came to publish to the release page', () => {
    show(user({ review_status: 2, is_real_name_authentication: 1 }), '/pages/edit-user-info?from=publish');
    expect(screen.getByTestId('realname-status').textContent).toBe('已认证');
    act(() => void fireEvent.click(screen.getByTestId('realname-publish')));
    expect(nav.redirectTo).toHaveBeenCalledWith('/pages/release');
  });
});
