import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useTabBarStore } from '../../../stores/tab-bar.ts';
import { MiniBar } from './mini-bar.tsx';

afterEach(unmountAll);

const bar = () => document.querySelector('[data-testid="music-mini"]');

describe('the mini bar', () => {
  it.each(['/', '/pages/entrance/entrance', '/pages/index/index', '/pages/mine/mine'])(
    'sits above the tab bar on %s, which shows the tab bar',
    async (url) => {
      act(() => {
        usePlaybackStore.setState({
          playId: 3,
          playList: [{ goods_id: 3, title: 'Toprock', currentTime: 0 }],
        });
        useTabBarStore.setState({ visible: true });
      });
      renderPage(<MiniBar />, url);
      await settle();
      expect(bar()?.classList.contains('music-mini--tabs')).toBe(true);
    },
  );

  it('sits at the bottom of a page without the tab bar', async () => {
    act(() =>
      usePlaybackStore.setState({ playId: 3, playList: [{ goods_id: 3, title: 'Toprock', currentTime: 0 }] }),
    );
    renderPage(<MiniBar />, '/pages/music-rank');
    await settle();
    expect(bar()).not.toBeNull();
    expect(bar()?.classList.contains('music-mini--tabs')).toBe(false);
  });
});
