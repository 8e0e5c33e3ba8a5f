import { describe, expect, it } from 'vitest';
import { Translator } from './core.ts';

function translator() {
  const i18n = new Translator('zh-Hans', 'zh-Hans');
  i18n.addMessages('zh-Hans', {
    cart: { title: '购物车', items: '共 {{count}} 件', greet: '你好，{{ name }}' },
    only: { zh: '只有中文' },
    lines: ['一', '二'],
  });
  i18n.addMessages('en', { cart: { title: 'Cart', items: '{{count}} items', items_one: '{{count}} item' } });
  return i18n;
}

describe('translator', () => {
  it('looks nested keys up and fills placeholders, spaces allowed', () => {
    const i18n = translator();
    expect(i18n.t('cart.title')).toBe('购物车');
    expect(i18n.t('cart.greet', { name: 'Ana' })).toBe('你好，Ana');
    expect(i18n.t('cart.greet')).toBe('你好，');
  });

  it('does not fill placeholders found inside a value', () => {
    const i18n = translator();
    expect(i18n.t('cart.greet', { name: '{{count}}', count: 3 })).toBe('你好，{{count}}');
  });

  it('falls back to the fallback language, then the default value, then the key', () => {
    const en = translator().getFixedT('en');
    expect(en('only.zh')).toBe('只有中文');
    expect(en('missing.key', { defaultValue: 'x {{n}}', n: 2 })).toBe('x 2');
    expect(en('missing.key')).toBe('missing.key');
    expect(en('cart')).toBe('cart');
  });

  it('answers a stored list when asked for objects', () => {
    expect(translator().t('lines', { returnObjects: true }) as unknown).toEqual(['一', '二']);
  });

  it('picks the plural form of the language, the bare key being the other form', () => {
    const en = translator().getFixedT('en');
    expect(en('cart.items', { count: 1 })).toBe('1 item');
    expect(en('cart.items', { count: 0 })).toBe('0 items');
    expect(en('cart.items', { count: 5 })).toBe('5 items');
    expect(translator().t('cart.items', { count: 1 })).toBe('共 1 件');
  });

  it('merges later messages without touching the objects it was given', () => {
    const i18n = translator();
    const section = { a: { b: 'B' } };
    i18n.addMessages('fr', { feature: section });
    i18n.addMessages('fr', { feature: { a: { c: 'C' } } });
    expect(i18n.getFixedT('fr')('feature.a.b')).toBe('B');
    expect(i18n.getFixedT('fr')('feature.a.c')).toBe('C');
    expect(section).toEqual({ a: { b: 'B' } });
  });

  it('runs every loader for the new language before switching and telling listeners', async () => {
    const i18n = translator();
    const seen: string[] = [];
    i18n.addLoader(async (lang) => {
      await Promise.resolve();
      i18n.addMessages(lang, { late: `loaded ${lang}` });
    });
    const off = i18n.onLanguageChanged((lang) => seen.push(`${lang}: ${i18n.t('late')}`));
    await i18n.changeLanguage('es');
    await i18n.changeLanguage('es');
    off();
    await i18n.changeLanguage('fr');
    expect(seen).toEqual(['es: loaded es']);
    expect(i18n.language).toBe('fr');
  });
});
