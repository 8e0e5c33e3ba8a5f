import { mall } from '@dance/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { ensureMallLocale } from './load.ts';

type Tree = { [key: string]: unknown };
const load = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${code}.json`), 'utf8')) as Tree;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const value = (tree: Tree, key: string) => key.split('.').reduce<unknown>((n, p) => (n as Tree)?.[p], tree);

const CODES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'];
const reference = load('zh-Hans');
const referenceKeys = keys(reference).sort();

// Every literal key the mall's code asks for.
const source = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? source(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
const code = source(join(import.meta.dirname, '..')).join('\n');
const used = [...code.matchAll(/t\(\s*'mall\.([\w.]+)'/g)].map((m) => m[1]!);

describe('mall locales', () => {
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
    expect(used.length).toBeGreaterThan(150);
    for (const key of used) expect(referenceKeys, key).toContain(key);
  });

  it('has the keys built from the contracts’ value sets', () => {
    const sets: Record<string, readonly string[]> = {
      'order.tab': mall.ORDER_TABS,
      'afterSale.status': mall.AFTER_SALE_STATUSES,
      'afterSale.statusHint': mall.AFTER_SALE_STATUSES,
      'afterSale.kind': mall.AFTER_SALE_TYPES,
      'afterSale.kindHint': mall.AFTER_SALE_TYPES,
      'cart.reason': mall.CART_INVALID_REASONS,
      'review.filter': mall.COMMENT_FILTERS,
      delivery: mall.DELIVERY_MODES,
      pay: mall.PAY_TYPES,
      actor: mall.ORDER_ACTORS,
      'order.status': [
        'unpaid',
        'toShip',
        'toVerify',
        'shipped',
        'received',
        'completed',
        'cancelled',
        'refunded',
      ],
      'afterSale.action': ['apply', 'agree', 'refuse', 'ship_back', 'receive', 'refund', 'cancel'],
      'evaluate.word': ['bad', 'poor', 'fair', 'good', 'great'],
      'order.action': ['pay', 'cancel', 'cancelApply', 'confirm', 'appraise', 'afterSale', 'delete', 'qr'],
    };
    for (const [prefix, names] of Object.entries(sets))
      for (const name of names) expect(referenceKeys).toContain(`${prefix}.${name}`);
  });

  it('joins the mall section of i18next on demand, leaving the app’s strings alone', async () => {
    await ensureMallLocale('en');
    expect(i18n.getFixedT('en')('mall.cart.title')).toBe('Cart');
    await ensureMallLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('mall.cart.title')).toBe('购物车');
    expect(i18n.getFixedT('zh-Hans')('request.loginFirst')).toBe('请登录后操作');
  });
});
