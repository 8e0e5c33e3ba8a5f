import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { PageRoute } from './lazy-page.tsx';

/**
 * A section another feature shows on the home page, below the home's own banner, notice, quick
 * entries and style chips. It ships with the first screen only as this description: its code,
 * strings and data load once its placeholder scrolls into view (docs/decisions/005).
 */
export interface HomeSection {
  /** Top to bottom among the sections; the home's own join card stands at 20. */
  order: number;
  /** The section, lazily loaded. */
  Component: ComponentType;
  /** The placeholder's height until the section is in. */
  minHeight: string;
  /** The wrapper's data-testid and class. */
  testId: string;
  className?: string;
}

/** An entry another feature shows on the mine page, between the wallet and the menu. */
export interface MineEntry {
  /** Top to bottom among the entries. */
  order: number;
  /** The entry, lazily loaded. */
  Component: ComponentType;
  /** Shown while it loads, as tall as the entry so the page keeps still. */
  fallback: ReactNode;
  /** Shown to a signed-in user only. */
  signedInOnly?: boolean;
}

/**
 * A section another feature shows on an activity's detail page, below the activity's own
 * content (the guesses on its battles, say); lazily loaded, and nothing when it has nothing.
 */
export interface ActivitySection {
  /** Top to bottom among the sections. */
  order: number;
  Component: ComponentType<{ activityId: number }>;
}

/**
 * What a feature (`features/<name>/manifest.ts`) tells the app: its pages and what it adds to home
 * and mine. `app/features.ts` lists the manifests; the router, home and mine read them, so no
 * feature imports another or `app/`.
 *
 * Its query-key factory is `features/<name>/api/keys.ts`, exported as `<name>Keys`, with keys under
 * prefixes of its own (`app/features.test.ts` checks both); the keys other features use are in
 * lib/query-keys.ts. The manifest does not hold the factory: the manifests ship with the first
 * screen, the factories with the feature's chunks (the six of them weigh 0.8 KB gzipped).
 */
export interface FeatureManifest {
  name: string;
  /** Its pages, each lazily loaded (a few chunks per feature). */
  routes: readonly PageRoute[];
  /** The page of `/`, the entrance path and every unknown path (home has it). */
  entrance?: ReactElement;
  homeSection?: HomeSection;
  mineEntry?: MineEntry;
  activitySection?: ActivitySection;
  /**
   * App-wide work the feature runs once the app has started (the message socket and badges, say).
   * It imports its code lazily, so the work does not weigh on the entry chunk.
   */
  start?: () => Promise<void>;
  /**
   * Mounted once by the app beside the pages and kept across route changes (the music player's
   * audio element and mini bar); lazily loaded.
   */
  shell?: ComponentType;
}

let features: readonly FeatureManifest[] = [];

/** The app hands over its features once, at start-up. */
export function registerFeatures(list: readonly FeatureManifest[]): void {
  features = list;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The home sections of every registered feature, top to bottom. */
export function homeSections(): HomeSection[] {
  return features.flatMap((f) => (f.homeSection ? [f.homeSection] : [])).sort(byOrder);
}

/** The mine entries of every registered feature, top to bottom. */
export function mineEntries(): MineEntry[] {
  return features.flatMap((f) => (f.mineEntry ? [f.mineEntry] : [])).sort(byOrder);
}

/** The activity detail's sections of every registered feature, top to bottom. */
export function activitySections(): ActivitySection[] {
  return features.flatMap((f) => (f.activitySection ? [f.activitySection] : [])).sort(byOrder);
}

/** Runs every registered feature's start-up work once (main.tsx, after the first render). */
export function startFeatures(): void {
  for (const f of features) void f.start?.().catch(() => undefined);
}
