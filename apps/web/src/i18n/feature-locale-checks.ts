import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: unknown };

const CODES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'];

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * A language whose plural rules have a singular carries `<key>_one` beside `<key>` (the other
 * form, also the translator's fallback) for messages with a count: those keys are that key's forms.
 */
export function withoutPluralForms(list: string[]): string[] {
  const all = new Set(list);
  return list.filter((k) => !(k.endsWith('_one') && all.has(k.slice(0, -'_one'.length))));
}

/** The key a plural form belongs to. */
export const pluralBase = (key: string) => key.replace(/_one$/, '');

const value = (tree: Tree, key: string) => key.split('.').reduce<unknown>((n, p) => (n as Tree)?.[p], tree);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

/**
 * The checks every feature's own locale files pass (test-only): five languages with exactly the
 * keys of zh-Hans, none empty, the same placeholders, every literal `t('<section>.…')` of the
 * feature's code present, and the keys built from fixed value sets present. Returns zh-Hans's keys.
 */
export function describeFeatureLocales(opts: {
  section: string;
  /** The folder of the feature's `<lang>.json` files; its parent is the feature's code. */
  dir: string;
  minUsedKeys: number;
  sets: Record<string, readonly string[]>;
}): string[] {
  const load = (code: string) => JSON.parse(readFileSync(join(opts.dir, `${code}.json`), 'utf8')) as Tree;
  const reference = load('zh-Hans');
  const referenceKeys = keys(reference).sort();
  const code = sources(join(opts.dir, '..')).join('\n');
  const pattern = new RegExp(`t\\(\\s*'${opts.section}\\.([\\w.]+)'`, 'g');
  const used = [...code.matchAll(pattern)].map((m) => m[1]!);

  describe(`${opts.section} locales`, () => {
    it('ships the five languages', () => {
      const files = readdirSync(opts.dir).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual(CODES.map((c) => `${c}.json`).sort());
    });

    it.each(CODES)('%s has exactly the keys of zh-Hans, none empty, same placeholders', (lang) => {
      const tree = load(lang);
      expect(withoutPluralForms(keys(tree)).sort()).toEqual(referenceKeys);
      for (const key of keys(tree)) {
        const text = value(tree, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${key}`).toBe(true);
        const holes = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(holes(text), `${lang} ${key}`).toEqual(holes(value(reference, pluralBase(key))));
      }
    });

    it('has every literal key the code uses', () => {
      expect(used.length).toBeGreaterThan(opts.minUsedKeys);
      for (const key of used) expect(referenceKeys, key).toContain(key);
    });

    it('has the keys built from fixed value sets', () => {
      for (const [prefix, names] of Object.entries(opts.sets))
        for (const name of names) expect(referenceKeys).toContain(`${prefix}.${name}`);
    });
  });
  return referenceKeys;
}
