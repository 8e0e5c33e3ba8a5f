import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODE_NETWORK } from '../lib/request.ts';
import { renderPage, unmountAll } from '../lib/render-page.test-util.tsx';
import { QueryState } from './query-state.tsx';
import { StateView, type PictureName, type StateAction } from './state-view.tsx';

const nav = vi.hoisted(() => ({ navigateBack: vi.fn() }));
vi.mock('../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateBack: nav.navigateBack,
}));

afterEach(unmountAll);

type Shown =
  | { error?: Error }
  | { empty: boolean; emptyText?: string; emptyPicture: PictureName; emptyAction?: StateAction };

function show(props: Shown) {
  const refetch = vi.fn();
  renderPage(
    <QueryState isPending={false} error={null} refetch={refetch} {...props}>
      <div data-testid="content" />
    </QueryState>,
  );
  return refetch;
}

const state = () => document.querySelector('[data-state]')?.getAttribute('data-state');
const picture = () => document.querySelector('[data-picture]')?.getAttribute('data-picture');

describe('one state component', () => {
  it('shows a missing thing as not found, with a way back and no retry', () => {
    show({ error: new ApiError(1404, '帖子不存在', 404) });
    expect(state()).toBe('notFound');
    expect(screen.getByText('帖子不存在')).toBeTruthy();
    expect(screen.queryByTestId('state-retry')).toBeNull();
    expect(document.querySelector('.adm-error-block-image svg')).not.toBeNull();
    expect(screen.queryByText('网络开小差了')).toBeNull();
    act(() => void fireEvent.click(screen.getByTestId('state-action')));
    expect(nav.navigateBack).toHaveBeenCalled();
  });

  it('shows a network failure with a retry that asks again', () => {
    const refetch = show({ error: new ApiError(CODE_NETWORK, '网络开小差了') });
    expect(state()).toBe('network');
    act(() => void fireEvent.click(screen.getByTestId('state-retry')));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows forbidden with the reason and a way back', () => {
    show({ error: new ApiError(3006, '仅圈子成员可见', 403) });
    expect(state()).toBe('forbidden');
    expect(screen.getByText('仅圈子成员可见')).toBeTruthy();
    expect(screen.queryByTestId('state-retry')).toBeNull();
    expect(picture()).toBe('forbidden');
  });

  it('shows an empty list with its own picture, words and action', () => {
    const onClick = vi.fn();
    show({
      empty: true,
      emptyText: '暂无相关订单',
      emptyPicture: 'orders',
      emptyAction: { label: '去逛逛', onClick },
    });
    expect(state()).toBe('empty');
    expect(picture()).toBe('orders');
    expect(screen.getByText('暂无相关订单')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByText('去逛逛')));
    expect(onClick).toHaveBeenCalled();
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('never shows the magnifier under an empty list that is not a search', () => {
    show({ empty: true, emptyText: '还没有下载的歌曲', emptyPicture: 'downloads' });
    expect(state()).toBe('empty');
    expect(picture()).toBe('downloads');
    // The image is the list's own picture, not antd's default (a magnifier).
    const image = document.querySelector('.adm-error-block-image')?.firstElementChild;
    expect(image?.getAttribute('data-picture')).toBe('downloads');
    expect(screen.getByText('还没有下载的歌曲')).toBeTruthy();
  });

  it('gives each empty state its own picture, and the magnifier only to search results', () => {
    renderPage(
      <>
        <StateView kind="empty" picture="music" title="还没有歌曲" />
        <StateView kind="empty" picture="search" title="没有搜索结果" />
      </>,
    );
    const pictures = [...document.querySelectorAll('[data-picture]')].map((el) =>
      el.getAttribute('data-picture'),
    );
    expect(pictures).toEqual(['music', 'search']);
    expect(document.querySelector('[data-picture="music"] svg')).not.toBeNull();
  });

  it('refuses, by its types, an empty state without a picture', () => {
    const refetch = () => undefined;
    const missing = [
      // @ts-expect-error an empty state names its picture
      <StateView key="a" kind="empty" title="空" />,
      // @ts-expect-error a list that can be empty names its picture
      <QueryState key="b" isPending={false} error={null} refetch={refetch} empty>
        {null}
      </QueryState>,
    ];
    expect(missing).toHaveLength(2);
  });

  it('shows the content otherwise', () => {
    show({});
    expect(screen.getByTestId('content')).toBeTruthy();
  });
});
