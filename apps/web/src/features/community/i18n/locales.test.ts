import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { ensureCommunityLocale } from './load.ts';

type Tree = { [key: string]: unknown };
const load = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${code}.json`), 'utf8')) as Tree;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const value = (tree: Tree, key: string) => key.split('.').reduce<unknown>((n, p) => (n as Tree)[p], tree);

const CODES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'];
const reference = load('zh-Hans');
const referenceKeys = keys(reference).sort();

// Every key the community's code asks for, including the ones built from a fixed set of values.
const source = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? source(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
const code = source(join(import.meta.dirname, '..')).join('\n');
const used = [...code.matchAll(/t\(\s*'community\.([\w.]+)'/g)].map((m) => m[1]!);

describe('community locales', () => {
  it('ships the five languages', () => {
    expect(
      readdirSync(import.meta.dirname)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(CODES.map((c) => `${c}.json`).sort());
  });

  it.each(CODES)('%s has exactly the keys of zh-Hans, none empty, same placeholders', (lang) => {
    const tree = load(lang);
    expect(keys(tree).sort()).toEqual(referenceKeys);
    for (const key of referenceKeys) {
      const text = value(tree, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${key}`).toBe(true);
      const holes = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(holes(text), `${lang} ${key}`).toEqual(holes(value(reference, key)));
    }
  });

  it('has every literal key the code uses', () => {
    expect(used.length).toBeGreaterThan(100);
    for (const key of used) expect(referenceKeys, key).toContain(key);
  });

  it('has the keys built from fixed sets', () => {
    const sets: Record<string, string[]> = {
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
    for (const [prefix, names] of Object.entries(sets))
      for (const name of names) expect(referenceKeys).toContain(`${prefix}.${name}`);
    for (const s of sets.status!) expect(referenceKeys).toContain(`status.${s}Long`);
  });

  it('joins the community section of i18next on demand', async () => {
    await ensureCommunityLocale('en');
    expect(i18n.getFixedT('en')('community.tabs.recommend')).toBe('For you');
    await ensureCommunityLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('community.tabs.recommend')).toBe('推荐');
    // The app's own strings are untouched.
    expect(i18n.getFixedT('zh-Hans')('request.loginFirst')).toBe('请登录后操作');
  });
});
