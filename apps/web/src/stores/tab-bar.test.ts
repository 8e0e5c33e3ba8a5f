import { describe, expect, it } from 'vitest';
import { useTabBarStore } from './tab-bar.ts';

describe('tab bar store', () => {
  it('sets badges, red dots and hides items', () => {
    const store = useTabBarStore.getState();
    store.setBadge('/pages/mine/mine', 5);
    expect(useTabBarStore.getState().items['/pages/mine/mine']).toEqual({
      badge: '5',
      dot: false,
      hidden: false,
    });
    store.showRedDot('/pages/mine/mine');
    expect(useTabBarStore.getState().items['/pages/mine/mine']).toEqual({
      badge: null,
      dot: true,
      hidden: false,
    });
    store.hideItem('/pages/community/community');
    expect(useTabBarStore.getState().items['/pages/community/community'].hidden).toBe(true);
    store.setBadge('/pages/mine/mine', 0);
    expect(useTabBarStore.getState().items['/pages/mine/mine'].badge).toBeNull();
    store.hide();
    expect(useTabBarStore.getState().visible).toBe(false);
  });
});
