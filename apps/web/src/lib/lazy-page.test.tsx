import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page.tsx';
import { renderPage, settle, unmountAll } from './render-page.test-util.tsx';

afterEach(unmountAll);

function pageModule(text: string) {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return { TestPage: () => <p data-testid="page">{text}</p> };
  };
  return { load, loads: () => loads };
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p data-testid="fallback">loading</p>}>{node}</Suspense>
);
const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

describe('lazyPage', () => {
  it('renders a preloaded page in its first render, with no fallback, loading its chunk once', async () => {
    const mod = pageModule('home');
    const element = lazyPage(mod.load, 'TestPage');
    await preloadPage(element);
    renderPage(inSuspense(element));
    expect(shown('page')).toBe('home');
    expect(shown('fallback')).toBeNull();
    expect(mod.loads()).toBe(1);
  });

  it('shows the fallback for a page not loaded yet, then the page', async () => {
    const mod = pageModule('detail');
    const element = lazyPage(mod.load, 'TestPage');
    renderPage(inSuspense(element));
    expect(shown('fallback')).toBe('loading');
    await settle();
    expect(shown('page')).toBe('detail');
    expect(mod.loads()).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    let fail = true;
    const element = lazyPage(async () => {
      if (fail) throw new Error('offline');
      return { TestPage: () => <p data-testid="page">back</p> };
    }, 'TestPage');
    await expect(preloadPage(element)).rejects.toThrow('offline');
    fail = false;
    await preloadPage(element);
    renderPage(inSuspense(element));
    expect(shown('page')).toBe('back');
  });

  it('refuses a chunk without the named page', async () => {
    const element = lazyPage(async () => ({ Other: () => null }), 'TestPage');
    await expect(preloadPage(element)).rejects.toThrow('page TestPage missing');
  });

  it('preloading an element that is not a lazy page does nothing', async () => {
    await expect(preloadPage(<p />)).resolves.toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });
});
