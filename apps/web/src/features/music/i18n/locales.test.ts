import { music } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureMusicLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  genre: music.MUSIC_GENRES,
  'downloading.status': ['pending', 'downloading', 'paused'],
  home: ['recommend', 'rank', 'handpick', 'type', 'album', 'tst'],
};

describeFeatureLocales({ section: 'music', dir: import.meta.dirname, minUsedKeys: 100, sets: SETS });

describe('music locale loading', () => {
  it('joins the music section of the translator on demand', async () => {
    await ensureMusicLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('music.download.already')).toBe('已下载');
    await ensureMusicLocale('en');
    expect(i18n.getFixedT('en')('music.type.tracks', { count: 1 })).toBe('1 track');
  });
});
