import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bindNavigator,
  navigateTo,
  openLink,
  parseUrl,
  redirectTo,
  resetNavigationLock,
  switchTab,
} from './navigation.ts';

let navigate: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  resetNavigationLock();
  navigate = vi.fn();
  bindNavigator(navigate);
});

afterEach(() => {
  vi.useRealTimers();
  bindNavigator(null);
});

describe('navigation', () => {
  it('pushes a known page with its parameters', async () => {
    await navigateTo('/pages/goods-detail?id=3');
    expect(navigate).toHaveBeenCalledWith('/pages/goods-detail?id=3', { replace: false });
  });

  it('refuses an empty url', async () => {
    await expect(navigateTo('')).rejects.toThrow('缺少 url 参数');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses unknown pages', async () => {
    await expect(navigateTo('/pages/nope')).rejects.toThrow('页面不存在');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses navigate and redirect to tab-bar pages, and switchTab to other pages', async () => {
    await expect(navigateTo('/pages/mine/mine')).rejects.toThrow();
    await expect(redirectTo('/pages/index/index')).rejects.toThrow();
    await expect(switchTab('/pages/login')).rejects.toThrow('不是 TabBar 页面');
    expect(navigate).not.toHaveBeenCalled();
    await switchTab('/pages/mine/mine');
    expect(navigate).toHaveBeenCalledWith('/pages/mine/mine', { replace: false });
  });

  it('refuses a repeat of a navigation in progress, then allows it again', async () => {
    await navigateTo('/pages/set');
    await expect(navigateTo('/pages/set')).rejects.toThrow('页面正在打开中');
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(350);
    await navigateTo('/pages/set');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('redirect replaces the current page', async () => {
    await redirectTo('pages/login');
    expect(navigate).toHaveBeenCalledWith('/pages/login', { replace: true });
  });

  it('opens external links in web-view and tab links with switchTab', async () => {
    openLink('https://example.com/a?b=1');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenLastCalledWith('/pages/web-view?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1', {
      replace: false,
    });
    openLink('/pages/activity/activity');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenLastCalledWith('/pages/activity/activity', { replace: false });
  });

  it('parses page urls', () => {
    expect(parseUrl('pages/goods-detail?id=3')).toEqual({ path: '/pages/goods-detail', query: 'id=3' });
  });
});
