import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureCommunityLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, string[]> = {
  tabs: ['recommend', 'follow', 'latest', 'circles'],
  'release.type': ['image', 'video', 'text'],
  'release.kind': ['image', 'video', 'text', 'article'],
  'release.kindText': ['image', 'video', 'text', 'article'],
  'notice.kind': ['like', 'collect', 'comment', 'reply', 'follow', 'mention'],
  'privacy.who': ['everyone', 'followers', 'mutual', 'none'],
  'video.status': ['processing', 'ready', 'failed'],
  'circle.status': ['none', 'pending', 'member', 'owner'],
  'report.about': ['post', 'comment', 'user'],
  'space.count': ['follow', 'fans', 'likes', 'posts'],
  mine: ['space', 'drafts', 'collections', 'likes', 'videos', 'received'],
  status: ['published', 'review', 'hidden', 'draft', 'rejected'],
  time: ['minutesAgo', 'hoursAgo', 'daysAgo'],
  release: ['needImage', 'needVideo', 'needTitle', 'needContent'],
};

const referenceKeys = describeFeatureLocales({
  section: 'community',
  dir: import.meta.dirname,
  minUsedKeys: 100,
  sets: SETS,
});

describe('community locale loading', () => {
  it('has the long status texts', () => {
    for (const s of SETS.status!) expect(referenceKeys).toContain(`status.${s}Long`);
  });

  it('joins the community section of the translator on demand', async () => {
    await ensureCommunityLocale('en');
    expect(i18n.getFixedT('en')('community.tabs.recommend')).toBe('For you');
    await ensureCommunityLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('community.tabs.recommend')).toBe('推荐');
    // The app's own strings are untouched.
    expect(i18n.getFixedT('zh-Hans')('request.loginFirst')).toBe('请登录后操作');
  });
});
