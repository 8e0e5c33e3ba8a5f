import { lazy, type ComponentType, type ReactElement } from 'react';

type Loader = () => Promise<Record<string, unknown>>;

/** How to fetch each page element's chunk ahead of its first render (see `preloadPage`). */
const preloaders = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * Every page is its own chunk. Once the chunk is in, the page renders at once, without going
 * through React's lazy: a page preloaded before the first render (main.tsx) shows no loading
 * fallback, so React does not hold its content back behind the fallback's minimum display time.
 */
export function lazyPage(load: Loader, name: string): ReactElement {
  let page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    loading ??= load().then((mod) => {
      const found = mod[name];
      if (typeof found !== 'function') throw new Error(`page ${name} missing`);
      page = found as ComponentType;
      return page;
    });
    // A failed load may be tried again (the next visit to the page).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  function LazyPage() {
    const Page = page;
    return Page ? <Page /> : <Lazy />;
  }
  const element = <LazyPage />;
  preloaders.set(element, async () => {
    await fetchPage();
  });
  return element;
}

/** Fetches a page's chunk now, so its first render needs no fallback; no-op for other elements. */
export function preloadPage(element: ReactElement | undefined): Promise<void> {
  const preload = element ? preloaders.get(element) : undefined;
  return preload ? preload() : Promise.resolve();
}

export type PageRoute = readonly [string, ReactElement];
