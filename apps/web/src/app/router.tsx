import { Suspense, useEffect, type ReactElement } from 'react';
import { HashRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { bindNavigator, registerBuiltPaths } from '../lib/navigation.ts';
import { HOME_PATH } from '../lib/route-paths.ts';
import { preloadPage } from '../lib/lazy-page.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { FEATURES } from './features.ts';

/** Pages built so far; every other path of routes.json (and any unknown path) shows the entrance. */
export const PAGE_ROUTES: ReadonlyArray<readonly [string, ReactElement]> = FEATURES.flatMap((f) => f.routes);

registerBuiltPaths([HOME_PATH, ...PAGE_ROUTES.map(([path]) => path)]);

const entrance = FEATURES.find((f) => f.entrance)?.entrance;

/**
 * Fetches the chunk of the page a hash (`#/pages/x?y=1`) opens, before the first render: the page
 * then shows in the first commit, with no loading fallback in between.
 */
export function preloadRoute(hash: string): Promise<void> {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = PAGE_ROUTES.find(([path]) => path === pathname);
  return preloadPage(route ? route[1] : entrance);
}

const SHELLS = FEATURES.flatMap((f) => (f.shell ? [[f.name, f.shell] as const] : []));

function PageFallback() {
  return (
    <div className="page-loading" role="progressbar" aria-busy="true">
      {/* A CSS spinner: antd-mobile's SpinLoading would bring its animation library into the entry. */}
      <span className="css-spinner" />
    </div>
  );
}

/** Hands the router's navigate to the navigation helpers. */
function NavigatorBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigator((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)));
    return () => bindNavigator(null);
  }, [navigate]);
  return null;
}

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // A new page gets a fresh boundary: one crash does not stick to the next page.
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path="/" element={entrance} />
          <Route path="/pages/entrance/entrance" element={entrance} />
          {PAGE_ROUTES.map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={entrance} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Hash routing: `#/pages/goods-detail?id=3`; the query string is the page's parameters. */
export function AppRouter() {
  return (
    <HashRouter>
      <NavigatorBinder />
      <AppRoutes />
      {SHELLS.map(([name, Shell]) => (
        // Outside the pages' boundary and suspense: it lives across every route change.
        <ErrorBoundary key={name}>
          <Suspense fallback={null}>
            <Shell />
          </Suspense>
        </ErrorBoundary>
      ))}
    </HashRouter>
  );
}
