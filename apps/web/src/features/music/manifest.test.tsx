import { screen } from '@testing-library/dom';
import { act, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../lib/render-page.test-util.tsx';
import { usePlaybackStore } from '../../stores/playback.ts';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./shell/music-shell.tsx', () => {
  loads.count += 1;
  return { MusicShell: () => <div data-testid="music-shell" /> };
});

const { musicFeature } = await import('./manifest.tsx');
const Shell = musicFeature.shell!;

afterEach(unmountAll);

describe('the music shell', () => {
  it('is neither downloaded nor mounted before a song, and mounts with the first one', async () => {
    act(() => usePlaybackStore.setState({ playId: null, playList: [] }));
    renderPage(
      // As the router mounts every shell: in a boundary of its own.
      <Suspense fallback={null}>
        <Shell />
      </Suspense>,
    );
    await settle();
    expect(loads.count).toBe(0);
    expect(screen.queryByTestId('music-shell')).toBeNull();

    act(() => usePlaybackStore.getState().play(7, { title: 'Windmill' }));
    await settle();
    expect(loads.count).toBe(1);
    expect(screen.getByTestId('music-shell')).toBeTruthy();
  });

  it('mounts at once for a song remembered from an earlier visit', async () => {
    act(() => usePlaybackStore.setState({ playId: 7 }));
    renderPage(
      // As the router mounts every shell: in a boundary of its own.
      <Suspense fallback={null}>
        <Shell />
      </Suspense>,
    );
    await settle();
    expect(screen.getByTestId('music-shell')).toBeTruthy();
  });
});
