import type { content } from '@dance/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advertListQuery } from '../features/home/api/advert-list.ts';
import { resetFirstScreen, takeFirstScreen } from './first-screen.ts';
import { defineCall } from './request.ts';

const advertList = defineCall<typeof content.advertList>()('GET', '/api/site/advert-list');
const banner = {
  list: [{ id: 1, title: 'Battle', pic_url: '/b.svg', link_url: '', position: 'home_banner' }],
};

function page(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-screen';
  el.textContent = text;
  document.head.appendChild(el);
}

afterEach(() => {
  document.getElementById('first-screen')?.remove();
  resetFirstScreen();
  vi.restoreAllMocks();
});

describe('the first screen carried by the page', () => {
  it("hands a call's answer out once, under the call's path and query", () => {
    page(JSON.stringify({ '/api/site/advert-list?position=home_banner': banner }));
    expect(takeFirstScreen(advertList, { position: 'home_notice' })).toBeUndefined();
    expect(takeFirstScreen(advertList, { position: 'home_banner' })).toEqual(banner);
    expect(takeFirstScreen(advertList, { position: 'home_banner' })).toBeUndefined();
  });

  it('gives nothing without the block or with a broken one', () => {
    expect(takeFirstScreen(advertList, { position: 'home_banner' })).toBeUndefined();
    resetFirstScreen();
    page('{"/api/site/advert-list?position=home_banner": [');
    expect(takeFirstScreen(advertList, { position: 'home_banner' })).toBeUndefined();
  });

  it("is home's banner at the first render, and the query asks the server only once it is old", async () => {
    page(JSON.stringify({ '/api/site/advert-list?position=home_banner': banner }));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const q = advertListQuery('home_banner');
    await client.prefetchQuery(q);
    expect(client.getQueryData(q.queryKey)).toEqual(banner);
    expect(client.getQueryState(q.queryKey)?.dataUpdatedAt).toBe(Math.round(performance.timeOrigin));
    expect(fetch).not.toHaveBeenCalled();
    client.clear();
  });
});
