import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { useUserStore } from '../../../stores/user.ts';

vi.mock('../../../lib/api/user-info.ts', () => ({ useUserInfo: () => ({}) }));

const { MinePage } = await import('./mine-page.tsx');

afterEach(unmountAll);

describe('one count formatter', () => {
  it('shows mine counts as profiles do: 48200 likes read 4.8w', () => {
    const user = makeUser({ like_count: 48_200, fans_count: 1_234, follow_count: 12, post_count: 0 });
    useUserStore.setState({ isLogin: true, user });
    renderPage(<MinePage />, '/pages/mine/mine');
    const counts = [...document.querySelectorAll('.mine-counts__item strong')].map((n) => n.textContent);
    expect(counts).toEqual(['12', '1234', '4.8w', '0']);
    expect(formatCount(48_200, 'zh-Hans')).toBe('4.8w');
  });
});
