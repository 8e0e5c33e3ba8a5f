import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Translator } from './core.ts';

type Tree = { [key: string]: unknown };

const LATIN = ['en', 'es', 'fr'] as const;
const ALL = ['zh-Hans', 'zh-Hant', ...LATIN] as const;
/** The app's own strings and each feature's, by i18next section ('' for the app's). */
const SOURCES: Record<string, string> = {
  '': join(import.meta.dirname, 'locales'),
  community: join(import.meta.dirname, '../features/community/i18n'),
  mall: join(import.meta.dirname, '../features/mall/i18n'),
  activity: join(import.meta.dirname, '../features/activity/i18n'),
};
/** Messages where no word agrees with the count ("Cart (1)", "x1", "Liked by 1", "3 min ago"). */
const COUNT_INVARIANT = new Set([
  'community.time.minutesAgo',
  'community.time.hoursAgo',
  'community.time.daysAgo',
  'community.post.likedBy',
  'community.comment.title',
  'community.fans.followsN',
  'community.fans.fansN',
  'community.video.comments',
  'mall.goods.collectCount',
  'mall.sku.stock',
  'mall.cart.titleCount',
  'mall.cart.checkout',
  'mall.order.times',
]);

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.entries(flat(v as Tree, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
}

function load(lang: string): Tree {
  const tree: Tree = {};
  for (const [section, dir] of Object.entries(SOURCES)) {
    const json = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Tree;
    if (section) tree[section] = json;
    else Object.assign(tree, json);
  }
  return tree;
}

const trees = Object.fromEntries(ALL.map((l) => [l, load(l)])) as Record<(typeof ALL)[number], Tree>;
const strings = Object.fromEntries(ALL.map((l) => [l, flat(trees[l])])) as Record<
  (typeof ALL)[number],
  Record<string, string>
>;
const counted = Object.entries(strings['zh-Hans'])
  .filter(([, text]) => text.includes('{{count}}'))
  .map(([key]) => key);

describe('plurals', () => {
  it('finds the messages that show a count', () => {
    expect(counted.length).toBeGreaterThan(25);
  });

  it.each(LATIN)('%s has a singular form of every counted message whose words agree', (lang) => {
    const missing = counted.filter((k) => !COUNT_INVARIANT.has(k) && !(`${k}_one` in strings[lang]));
    expect(missing).toEqual([]);
    for (const key of Object.keys(strings[lang]).filter((k) => k.endsWith('_one')))
      expect(counted, `${lang} ${key} belongs to a counted message`).toContain(key.slice(0, -4));
  });

  it('Chinese has no plural forms', () => {
    for (const lang of ['zh-Hans', 'zh-Hant'] as const)
      expect(Object.keys(strings[lang]).filter((k) => /_(one|other|many|few|two|zero)$/.test(k))).toEqual([]);
  });

  it('the translator picks the form by each language’s rules', () => {
    const i18n = new Translator('en', 'zh-Hans');
    for (const l of ALL) i18n.addMessages(l, trees[l]);
    const t = (lng: string, key: string, count: number) => i18n.getFixedT(lng)(key, { count });
    expect(t('en', 'mall.order.pieces', 1)).toBe('1 item');
    expect(t('en', 'mall.order.pieces', 2)).toBe('2 items');
    expect(t('en', 'community.circle.members', 1)).toBe('1 member');
    expect(t('en', 'search.fans', 1)).toBe('1 follower');
    expect(t('fr', 'mall.goods.sold', 1)).toBe('1 vendu');
    // French counts zero as singular.
    expect(t('fr', 'mall.goods.sold', 0)).toBe('0 vendu');
    expect(t('fr', 'mall.goods.sold', 12)).toBe('12 vendus');
    expect(t('es', 'mall.goods.sold', 1)).toBe('1 vendido');
    expect(t('es', 'mall.goods.sold', 0)).toBe('0 vendidos');
    expect(t('es', 'community.comment.expand', 1)).toBe('Ver 1 respuesta');
    expect(t('zh-Hans', 'mall.order.pieces', 1)).toBe('共 1 件');
    expect(t('zh-Hant', 'mall.order.pieces', 3)).toBe('共 3 件');
  });
});
