import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { fireEvent } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityKeys } from '../features/community/api/keys.ts';
import { homeKeys } from '../features/home/api/keys.ts';
import { refreshHome } from '../features/home/components/home-content.tsx';
import { mallKeys } from '../features/mall/api/keys.ts';
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
    // The keys of the home's sections, each named by what it shows.
    const watch = (name: string, key: readonly unknown[]) => {
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: () => {
          calls[name] = (calls[name] ?? 0) + 1;
          return Promise.resolve(name);
        },
      });
      return observer.subscribe(() => undefined);
    };
    const stop = [
      watch('banners', homeKeys.adverts('home_banner')),
      watch('notices', homeKeys.adverts('home_notice')),
      watch('topics', communityKeys.topics('hot', '', 10)),
      watch('posts', communityKeys.posts({ tab: 'recommend', limit: 6 })),
      watch('goods', mallKeys.goodsInfinite({ type: 'goods', sort: 'default', limit: 6 })),
      watch('shops', mallKeys.shops(8)),
    ];
    await vi.waitFor(() => expect(Object.keys(calls)).toHaveLength(6));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    for (const k of Object.keys(calls)) calls[k] = 0;
    await refreshHome(client);
    expect(calls).toEqual({ banners: 1, notices: 1, topics: 1, posts: 1, goods: 1, shops: 1 });
    stop.forEach((s) => s());
  });
});
