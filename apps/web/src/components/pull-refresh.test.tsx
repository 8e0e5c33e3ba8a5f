import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshHome } from '../features/home/components/home-content.tsx';
import { renderPage, unmountAll } from '../lib/render-page.test-util.tsx';
import { PullRefresh, SETTLE_MS } from './pull-refresh.tsx';

afterEach(() => {
  unmountAll();
  vi.useRealTimers();
});

const status = () => document.querySelector('.pull-refresh')?.getAttribute('data-status');

function pull(el: Element) {
  act(() => void fireEvent.touchStart(el, { touches: [{ clientY: 0 }] }));
  act(() => void fireEvent.touchMove(el, { touches: [{ clientY: 200 }] }));
  act(() => void fireEvent.touchEnd(el, { touches: [] }));
}

describe('home pull-to-refresh', () => {
  it('settles within 350 ms of the release, however slow the answers', async () => {
    vi.useFakeTimers();
    let answered = false;
    const onRefresh = vi.fn(
      () => new Promise<void>((r) => setTimeout(() => ((answered = true), r()), 2_000)),
    );
    renderPage(
      <PullRefresh onRefresh={onRefresh}>
        <div>home</div>
      </PullRefresh>,
    );
    const el = document.querySelector('.pull-refresh')!;
    pull(el);
    expect(status()).toBe('refreshing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(SETTLE_MS).toBeLessThanOrEqual(350);
    expect(status()).toBe('idle');
    expect(answered).toBe(false);
  });

  it('settles within 350 ms when the answers are quick', async () => {
    vi.useFakeTimers();
    renderPage(
      <PullRefresh onRefresh={() => new Promise((r) => setTimeout(r, 30))}>
        <div>home</div>
      </PullRefresh>,
    );
    pull(document.querySelector('.pull-refresh')!);
    expect(status()).toBe('refreshing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(349);
    });
    expect(status()).toBe('idle');
  });

  it('asks every section on screen again, each once', async () => {
    const client = new QueryClient();
    const calls: Record<string, number> = {};
    const watch = (key: string[]) => {
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: () => {
          calls[key.join('/')] = (calls[key.join('/')] ?? 0) + 1;
          return Promise.resolve(key);
        },
      });
      return observer.subscribe(() => undefined);
    };
    const stop = [
      watch(['content', 'advert-list', 'home_banner']),
      watch(['content', 'advert-list', 'home_notice']),
      watch(['community', 'topics', 'hot']),
      watch(['community', 'posts', 'recommend']),
      watch(['mall', 'goods', 'list']),
      watch(['mall', 'goods', 'shops']),
    ];
    await vi.waitFor(() => expect(Object.keys(calls)).toHaveLength(6));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    for (const k of Object.keys(calls)) calls[k] = 0;
    await refreshHome(client);
    expect(calls).toEqual({
      'content/advert-list/home_banner': 1,
      'content/advert-list/home_notice': 1,
      'community/topics/hot': 1,
      'community/posts/recommend': 1,
      'mall/goods/list': 1,
      'mall/goods/shops': 1,
    });
    stop.forEach((s) => s());
  });
});
