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

const { InformUserPage } = await import('./inform-page.tsx');
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

  it('fits the post gallery to a landscape first photo instead of a tall frame', () => {
    expect(frameRatio(1600, 900)).toBeCloseTo(4 / 3);
    expect(frameRatio(1200, 1000)).toBeCloseTo(1.2);
    expect(frameRatio(900, 1600)).toBeCloseTo(3 / 4);
    expect(frameRatio(0, 0)).toBeCloseTo(3 / 4);
  });
});
