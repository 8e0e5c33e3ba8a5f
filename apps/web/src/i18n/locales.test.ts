import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';
import { pluralBase, withoutPluralForms } from './feature-locale-checks.ts';

type Tree = { [key: string]: unknown };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(tree: Tree): unknown[] {
  return Object.values(tree).flatMap((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? leaves(v as Tree) : [v],
  );
}

const LOCALES: Record<string, Tree> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
const reference = keys(zhHans).sort();

describe('locales', () => {
  it.each(Object.keys(LOCALES))('%s has exactly the keys of zh-Hans', (code) => {
    expect(withoutPluralForms(keys(LOCALES[code]!)).sort()).toEqual(reference);
  });

  it.each(Object.keys(LOCALES))('%s has no empty strings and same-length lists', (code) => {
    for (const value of leaves(LOCALES[code]!)) {
      if (Array.isArray(value)) expect(value).toHaveLength((zhHans.idcard.popupItems as unknown[]).length);
      else expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });

  it('keeps the interpolation placeholders of every message', () => {
    const placeholders = (tree: Tree) =>
      Object.fromEntries(
        keys(tree).map((k) => {
          const value = k.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          return [k, typeof value === 'string' ? (value.match(/\{\{\w+\}\}/g) ?? []).sort() : []];
        }),
      );
    const expected = placeholders(zhHans);
    for (const code of Object.keys(LOCALES))
      for (const [key, holes] of Object.entries(placeholders(LOCALES[code]!)))
        expect(holes, `${code} ${key}`).toEqual(expected[pluralBase(key)]);
  });

  it('translates the request messages of the spec', () => {
    expect(zhHans.request).toEqual({
      loginFirst: '请登录后操作',
      network: '网络开小差了',
      timeout: '请求超时',
    });
    expect(zhHans.publish.needRealName).toBe('请实名认证后操作');
    expect(en.request.loginFirst).toBe('Please log in first');
  });
});
