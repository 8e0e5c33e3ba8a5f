import { describe, expect, it } from 'vitest';
import { homeSections, mineEntries } from '../lib/feature.ts';
import { isKnownPath } from '../lib/route-paths.ts';
import { FEATURES } from './features.ts';
import { PAGE_ROUTES } from './router.tsx';

const manifests = import.meta.glob('../features/*/manifest.{ts,tsx}');
const factories = import.meta.glob<Record<string, unknown>>('../features/*/api/keys.ts', { eager: true });

/** The first element of every key a factory makes (functions are called with stand-in arguments). */
function prefixes(factory: Record<string, unknown>): Set<unknown> {
  const keys = Object.values(factory).map((v) =>
    typeof v === 'function' ? (v as (...a: unknown[]) => unknown)(...Array(v.length).fill(1)) : v,
  );
  return new Set(keys.map((k) => (k as readonly unknown[])[0]));
}

describe('the feature list', () => {
  it('names every feature folder once', () => {
    const folders = Object.keys(manifests).map((p) => p.split('/')[2]);
    expect(FEATURES.map((f) => f.name).sort()).toEqual(folders.sort());
  });

  it('gives every page one known path', () => {
    const paths = PAGE_ROUTES.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => !isKnownPath(p))).toEqual([]);
    expect(PAGE_ROUTES.length).toBe(FEATURES.reduce((n, f) => n + f.routes.length, 0));
  });

  it('has one entrance', () => {
    expect(FEATURES.filter((f) => f.entrance).map((f) => f.name)).toEqual(['home']);
  });

  it('places home sections and mine entries at distinct places, around the home join card (20)', () => {
    const home = homeSections().map((s) => s.order);
    expect(new Set([...home, 20]).size).toBe(home.length + 1);
    expect(homeSections().map((s) => s.testId)).toEqual([
      'home-community',
      'home-live',
      'home-music',
      'home-course',
      'home-guess',
      'home-mall',
    ]);
    const mine = mineEntries().map((e) => e.order);
    expect(new Set(mine).size).toBe(mine.length);
    // Only my tickets and the order shortcuts show to a visitor (they lead to login); the rest are one's own.
    expect(FEATURES.filter((f) => f.mineEntry && !f.mineEntry.signedInOnly).map((f) => f.name)).toEqual([
      'activity',
      'mall',
    ]);
  });
});

describe('query-key factories', () => {
  it.each(FEATURES.map((f) => f.name))('%s has one, at api/keys.ts', (name) => {
    const factory = factories[`../features/${name}/api/keys.ts`]?.[`${name}Keys`];
    expect(factory).toBeTypeOf('object');
  });

  it('keep each feature under prefixes of its own', () => {
    const owner = new Map<unknown, string>();
    for (const { name } of FEATURES) {
      const factory = factories[`../features/${name}/api/keys.ts`]![`${name}Keys`] as Record<string, unknown>;
      for (const prefix of prefixes(factory)) {
        expect(owner.get(prefix) ?? name, `prefix ${String(prefix)}`).toBe(name);
        owner.set(prefix, name);
      }
    }
    expect([...owner.keys()].sort()).toEqual([
      'account',
      'activity',
      'activity-mine',
      'community',
      'content',
      'course',
      'guess',
      'home',
      'live',
      'mall',
      'merchant',
      'message',
      'music',
      'ops',
      'organiser',
      'points',
      'search',
      'shop',
      'user',
    ]);
  });
});
