import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { SEARCH_HISTORY_KEY } from '../../../lib/storage.ts';

vi.mock('../../../lib/api/topic-list.ts', async () => {
  const { sharedKeys } = await import('../../../lib/query-keys.ts');
  return {
    topicListQuery: () => ({
      queryKey: sharedKeys.topics('hot', '', 10),
      queryFn: () =>
        Promise.resolve({
          list: [{ name: 'Breaking' }, { name: '齐舞' }, { name: 'Popping' }],
          next_cursor: null,
        }),
      initialPageParam: undefined,
      getNextPageParam: () => undefined,
    }),
  };
});
vi.mock('../api/search.ts', () => ({
  useSearch: (keyword: string) =>
    keyword
      ? {
          isPending: false,
          data: {
            keyword,
            sections: [
              {
                type: 'goods',
                title: '商品',
                list: [{ id: 5, name: '街舞卫衣', cover: '', price: '199.00' }],
                next_cursor: null,
              },
            ],
          },
        }
      : { isPending: false, data: undefined },
}));

const { SearchPage } = await import('./search-page.tsx');

beforeEach(() => localStorage.clear());
afterEach(unmountAll);

describe('search before typing', () => {
  it('shows the history, which can be cleared, and hot searches', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['popping', '舞鞋']));
    renderPage(<SearchPage />, '/pages/search');
    await settle();
    expect(screen.getByTestId('search-history').textContent).toContain('舞鞋');
    expect(screen.getByTestId('search-hot').textContent).toContain('齐舞');
    act(() => void fireEvent.click(screen.getByTestId('search-clear-history')));
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    act(() => void fireEvent.click(screen.getByText('齐舞')));
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['齐舞']);
  });

  it('shows goods results with their price', async () => {
    renderPage(<SearchPage />, '/pages/search?keyword=卫衣');
    await settle();
    expect(screen.getByTestId('search-goods-5').textContent).toContain('街舞卫衣');
    expect(screen.getByTestId('search-goods-price-5').textContent).toContain('199');
  });
});
