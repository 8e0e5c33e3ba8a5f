import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureCommunityLocale } from '../i18n/load.ts';

vi.mock('../api/forum-user-info.ts', () => ({
  useForumUserInfo: (id: number) => ({ data: { ...makeUser({ id }), nickname: '旋风小北Bboy', avatar: '' } }),
}));
vi.mock('../api/inform-cats.ts', () => ({
  useInformCats: () => ({ isPending: false, error: null, data: { list: [{ id: 1, name: '骚扰' }] } }),
}));
vi.mock('../../content/api/article-detail.ts', () => ({
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

const { InformUserPage } = await import('./inform-page.tsx');
const { WebViewPage } = await import('../../content/pages/web-view-page.tsx');
const { frameRatio } = await import('../components/post-detail-screen.tsx');

beforeAll(async () => {
  await ensureCommunityLocale();
});
afterEach(unmountAll);

describe('layout', () => {
  it('inform-user names the user being reported', async () => {
    renderPage(<InformUserPage />, '/pages/inform-user?user_id=5');
    await settle();
    expect(screen.getByTestId('report-target').textContent).toContain('旋风小北Bboy');
  });

  it('web-view shows an article with its heading once, not three times', async () => {
    renderPage(<WebViewPage />, '/pages/web-view?id=1');
    await settle();
    const page = document.querySelector('[data-page="/pages/web-view"]')!;
    const headings = [...page.querySelectorAll('h1, .adm-nav-bar-title')]
      .map((n) => n.textContent?.trim())
      .filter(Boolean);
    expect(headings).toEqual(['街舞社区用户协议']);
  });

  it('fits the post gallery to a landscape first photo instead of a tall frame', () => {
    expect(frameRatio(1600, 900)).toBeCloseTo(4 / 3);
    expect(frameRatio(1200, 1000)).toBeCloseTo(1.2);
    expect(frameRatio(900, 1600)).toBeCloseTo(3 / 4);
    expect(frameRatio(0, 0)).toBeCloseTo(3 / 4);
  });
});
