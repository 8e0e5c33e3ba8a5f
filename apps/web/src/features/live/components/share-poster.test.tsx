import { fireEvent, screen } from '@testing-library/dom';
import type { live } from '@dance/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';
import { formatWatchTime } from '../lib/watch-time.ts';

const qr = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('qrcode', () => {
  const toDataURL = (text: string) => {
    qr.texts.push(text);
    return Promise.resolve('data:image/png;base64,UVI=');
  };
  return { default: { toDataURL }, toDataURL };
});

const { SharePoster, LiveShareButton } = await import('./share-poster.tsx');
const { i18n } = await import('../../../i18n/index.ts');

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  const drawn = { texts: [] as string[], images: [] as string[] };
  const ctx = new Proxy(
    {
      fillText: (text: string) => drawn.texts.push(text),
      drawImage: (img: { src: string }) => drawn.images.push(img.src),
      measureText: (text: string) => ({ width: [...text].length * 20 }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
    } as Record<string, unknown>,
    { get: (t, k: string) => (k in t ? t[k] : () => undefined), set: () => true },
  );
  return { ctx, drawn };
}

class LoadingImage {
  naturalWidth = 400;
  naturalHeight = 300;
  crossOrigin = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private s = '';
  get src() {
    return this.s;
  }
  set src(v: string) {
    this.s = v;
    setTimeout(() => this.onload?.(), 0);
  }
}

const detail = {
  id: 31,
  title: '周五 Cypher：Breaking 对决',
  cover: '/uploads/cover.jpg',
  anchor: { id: 5, nickname: 'B-Girl 阿May', avatar: '/uploads/may.jpg' },
} as live.LiveDetail;

let drawn: ReturnType<typeof fakeContext>['drawn'];
beforeAll(() => ensureLiveLocale('zh-Hans'));
beforeEach(() => {
  qr.texts = [];
  const f = fakeContext();
  drawn = f.drawn;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(f.ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UE5H');
  vi.stubGlobal('Image', LoadingImage);
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the share poster', () => {
  it("draws cover, title, anchor and a QR of the room's link into a PNG to save", async () => {
    renderPage(<SharePoster live={detail} visible onClose={() => undefined} />);
    await act(() => settle(50));
    expect(qr.texts).toHaveLength(1);
    expect(qr.texts[0]).toMatch(/#\/pages\/live-room\?id=31$/);
    expect(drawn.texts).toEqual(
      expect.arrayContaining(['周五 Cypher：Breaking 对决', 'B-Girl 阿May', '扫码观看直播']),
    );
    expect(drawn.images).toEqual(
      expect.arrayContaining(['/uploads/cover.jpg', '/uploads/may.jpg', 'data:image/png;base64,UVI=']),
    );
    const img = screen.getByTestId('live-share-poster').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('data:image/png;base64,UE5H');
    const save = screen.getByTestId('live-share-save') as HTMLAnchorElement;
    expect(save.getAttribute('href')).toBe('data:image/png;base64,UE5H');
    expect(save.getAttribute('download')).toBe('live-31.png');
    expect(save.textContent).toBe('保存图片');
  });

  it('copies the room link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<SharePoster live={detail} visible onClose={() => undefined} />);
    await act(() => settle(50));
    await act(async () => void fireEvent.click(screen.getByTestId('live-share-copy')));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/pages\/live-room\?id=31$/));
  });

  it('wraps a long title to two lines ending in an ellipsis', async () => {
    renderPage(
      <SharePoster live={{ ...detail, title: '超长标题'.repeat(20) }} visible onClose={() => undefined} />,
    );
    await act(() => settle(50));
    const titleLines = drawn.texts.filter(
      (x) => x.startsWith('超') || x.startsWith('长') || x.startsWith('标') || x.startsWith('题'),
    );
    expect(titleLines).toHaveLength(2);
    expect(titleLines[1]!.endsWith('…')).toBe(true);
  });

  it('opens from the share button and draws nothing until opened', async () => {
    renderPage(<LiveShareButton live={detail} />);
    await act(() => settle());
    expect(qr.texts).toEqual([]);
    await act(async () => void fireEvent.click(screen.getByTestId('live-share-open')));
    await act(() => settle(50));
    expect(screen.getByTestId('live-share-save')).toBeTruthy();
  });
});

describe('watch time', () => {
  it('reads as hours and minutes', async () => {
    await i18n.changeLanguage('zh-Hans');
    const t = i18n.t;
    expect(formatWatchTime(t, 42)).toBe('42 秒');
    expect(formatWatchTime(t, 25 * 60 + 9)).toBe('25 分钟');
    expect(formatWatchTime(t, 3 * 3600 + 5 * 60)).toBe('3 小时 05 分钟');
  });
});
