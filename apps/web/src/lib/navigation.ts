import { i18n } from '../i18n/index.ts';
import { HOME_PATH, isKnownPath, isTabPath } from './route-paths.ts';

type Navigator = (to: string | number, options?: { replace?: boolean }) => Promise<void> | void;

let navigator: Navigator | null = null;
let inProgress: string | null = null;
const LOCK_MS = 350;

export class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

/** The router hands its navigate function over once it exists (keeps this module router-free). */
export function bindNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/** `/pages/goods-detail?id=3` -> path and query; a missing leading slash is added. */
export function parseUrl(url: string): { path: string; query: string } {
  const normalized = url.startsWith('/') ? url : `/${url}`;
  const at = normalized.indexOf('?');
  return at < 0
    ? { path: normalized, query: '' }
    : { path: normalized.slice(0, at), query: normalized.slice(at + 1) };
}

/** Build `path?query` from parameters, skipping empty values. */
export function pageUrl(path: string, params: Record<string, string | number | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type Mode = 'navigate' | 'redirect' | 'switchTab' | 'reLaunch';

async function go(url: string, mode: Mode): Promise<void> {
  if (!url) throw new NavigationError(i18n.t('nav.urlRequired'));
  const { path, query } = parseUrl(url);
  if (!isKnownPath(path) && path !== '/') throw new NavigationError(i18n.t('nav.pageNotFound'));
  if ((mode === 'navigate' || mode === 'redirect') && isTabPath(path))
    throw new NavigationError(i18n.t('nav.isTabPage'));
  if (mode === 'switchTab' && !isTabPath(path)) throw new NavigationError(i18n.t('nav.notTabPage'));
  const target = query && mode !== 'switchTab' ? `${path}?${query}` : path;
  if (inProgress === target) throw new NavigationError(i18n.t('nav.locked'));
  if (!navigator) throw new NavigationError(i18n.t('nav.pageNotFound'));
  inProgress = target;
  try {
    await navigator(target, { replace: mode === 'redirect' || mode === 'reLaunch' });
  } finally {
    setTimeout(() => {
      if (inProgress === target) inProgress = null;
    }, LOCK_MS);
  }
}

/** Open a page on top of the current one (not for tab-bar pages). */
export const navigateTo = (url: string) => go(url, 'navigate');
/** Replace the current page (not for tab-bar pages). */
export const redirectTo = (url: string) => go(url, 'redirect');
/** Show a tab-bar page. */
export const switchTab = (url: string) => go(url, 'switchTab');
/** Replace the current page with any page. */
export const reLaunch = (url: string) => go(url, 'reLaunch');

/** Go back, or home when there is nothing to go back to. */
export function navigateBack(): void {
  const idx = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0 && navigator) void navigator(-1);
  else void switchTab(HOME_PATH).catch(() => undefined);
}

let built: ReadonlySet<string> | null = null;

/** The router names the paths that have a page of their own (the rest show the entrance). */
export function registerBuiltPaths(paths: Iterable<string>): void {
  built = new Set(paths);
}

/**
 * Whether a link of an advert or an article leads somewhere real: an external page, or an app
 * page that is built. A banner whose page is not built yet is shown without a link.
 */
export function canOpenLink(link: string): boolean {
  if (!link) return false;
  if (/^https?:\/\//.test(link)) return true;
  const { path } = parseUrl(link);
  return built === null ? isKnownPath(path) : built.has(path);
}

/** Open a link of an advert or an article: an app page, or an external page in web-view. */
export function openLink(link: string): void {
  if (!link) return;
  if (/^https?:\/\//.test(link)) {
    void navigateTo(pageUrl('/pages/web-view', { url: link })).catch(() => undefined);
    return;
  }
  const { path } = parseUrl(link);
  void (isTabPath(path) ? switchTab(link) : navigateTo(link)).catch(() => undefined);
}

/** Test hook. */
export function resetNavigationLock(): void {
  inProgress = null;
}
