import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';

vi.mock('../api/article-detail.ts', () => ({
  useArticleDetail: (id: number | null) => ({
    isPending: false,
    error: null,
    data: id && {
      id,
      title: '用户协议',
      created_at: '2026-11-13T00:00:00Z',
      content: '<h1>街舞社区用户协议</h1><p>欢迎你使用街舞社区。</p>',
    },
  }),
}));

const { WebViewPage } = await import('./web-view-page.tsx');

afterEach(unmountAll);

describe('layout', () => {
  it('web-view shows an article with its heading once, not three times', async () => {
    renderPage(<WebViewPage />, '/pages/web-view?id=1');
    await settle();
    const page = document.querySelector('[data-page="/pages/web-view"]')!;
    const headings = [...page.querySelectorAll('h1, .adm-nav-bar-title')]
      .map((n) => n.textContent?.trim())
      .filter(Boolean);
    expect(headings).toEqual(['街舞社区用户协议']);
  });
});
