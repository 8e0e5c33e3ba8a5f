import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDownloadsStore } from './downloads.ts';

const s = () => useDownloadsStore.getState();
const status = () => s().downloadTasks[0]?.status;

describe('the downloads store (seed §4 states)', () => {
  beforeEach(() => useDownloadsStore.setState({ downloadTasks: [], downloaded: [] }));

  it('pending on start, downloading, paused, resumed to downloading, removed on abort', () => {
    expect(s().start({ taskId: 'a', goodsId: 7, title: 'x' })).toBe(true);
    expect(status()).toBe('pending');
    s().progress('a', 10);
    expect(status()).toBe('downloading');
    s().pause('a');
    expect(status()).toBe('paused');
    // Bytes still in flight do not un-pause it.
    s().progress('a', 12);
    expect(status()).toBe('paused');
    s().resume('a');
    expect(status()).toBe('downloading');
    s().remove('a');
    expect(s().downloadTasks).toEqual([]);
  });

  it('refuses a track already downloading or downloaded (the caller toasts 已下载)', () => {
    s().start({ taskId: 'a', goodsId: 7, title: 'x' });
    expect(s().start({ taskId: 'b', goodsId: 7, title: 'x' })).toBe(false);
    s().finish('a', { goodsId: 7, title: 'x', size: 10, mime: 'audio/mp4', at: '2026-01-01T00:00:00Z' });
    expect(s().downloadTasks).toEqual([]);
    expect(s().start({ taskId: 'c', goodsId: 7, title: 'x' })).toBe(false);
    expect(JSON.parse(localStorage.getItem('music.downloaded')!)).toHaveLength(1);
  });

  it('keeps unfinished tasks across a reload, paused until resumed', async () => {
    s().start({ taskId: 'a', goodsId: 7, title: 'x' });
    s().progress('a', 40, 400, 1000);
    vi.resetModules();
    const { useDownloadsStore: reloaded } = await import('./downloads.ts');
    expect(reloaded.getState().downloadTasks).toEqual([
      { taskId: 'a', goodsId: 7, title: 'x', progress: 40, received: 400, total: 1000, status: 'paused' },
    ]);
    reloaded.getState().remove('a');
    expect(JSON.parse(localStorage.getItem('music.downloadTasks')!)).toEqual([]);
  });
});
