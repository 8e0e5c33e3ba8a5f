import { Suspense, useEffect, type ReactElement } from 'react';
import { lazyPage } from '../lib/lazy-page.tsx';
import { COMMUNITY_ROUTES } from '../features/community/routes.tsx';
import { MALL_ROUTES } from '../features/mall/routes.tsx';
import { HashRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ACTIVITY_PATH, HOME_PATH } from '../lib/route-paths.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { bindNavigator, registerBuiltPaths } from '../lib/navigation.ts';

const home = () => import('../features/home/pages/home-pages.tsx');
const account = {
  mine: () => import('../features/account/pages/mine-page.tsx'),
  login: () => import('../features/account/pages/login-page.tsx'),
  set: () => import('../features/account/pages/set-page.tsx'),
  safety: () => import('../features/account/pages/account-safety-page.tsx'),
  password: () => import('../features/account/pages/modify-password-page.tsx'),
  personInfo: () => import('../features/account/pages/person-info-page.tsx'),
  editUserInfo: () => import('../features/account/pages/edit-user-info-page.tsx'),
  authCenter: () => import('../features/account/pages/authentication-center-page.tsx'),
  idCard: () => import('../features/account/pages/id-card-page.tsx'),
  idCardPopup: () => import('../features/account/pages/id-card-popup-page.tsx'),
  qrcode: () => import('../features/account/pages/qrcode-page.tsx'),
  addresses: () => import('../features/account/pages/receive-address-page.tsx'),
  editAddress: () => import('../features/account/pages/edit-address-page.tsx'),
};
const contentPages = {
  feedback: () => import('../features/content/pages/feedback-page.tsx'),
  appIntro: () => import('../features/content/pages/app-intro-page.tsx'),
  webView: () => import('../features/content/pages/web-view-page.tsx'),
};
const search = () => import('../features/search/pages/search-page.tsx');

/** Pages built so far; every other path of routes.json (and any unknown path) shows the entrance. */
export const PAGE_ROUTES: ReadonlyArray<readonly [string, ReactElement]> = [
  ['/pages/index/index', lazyPage(home, 'IndexPage')],
  ['/pages/mine/mine', lazyPage(account.mine, 'MinePage')],
  ['/pages/login', lazyPage(account.login, 'LoginPage')],
  ['/pages/set', lazyPage(account.set, 'SetPage')],
  ['/pages/account-safety', lazyPage(account.safety, 'AccountSafetyPage')],
  ['/pages/modify-password', lazyPage(account.password, 'ModifyPasswordPage')],
  ['/pages/person-info', lazyPage(account.personInfo, 'PersonInfoPage')],
  ['/pages/edit-user-info', lazyPage(account.editUserInfo, 'EditUserInfoPage')],
  ['/pages/authentication-center', lazyPage(account.authCenter, 'AuthenticationCenterPage')],
  ['/pages/idCard', lazyPage(account.idCard, 'IdCardPage')],
  ['/components/idCardPopup/idCardPopup/idCardPopup', lazyPage(account.idCardPopup, 'IdCardPopupPage')],
  ['/pages/qrcode', lazyPage(account.qrcode, 'QrcodePage')],
  ['/pages/receive-address', lazyPage(account.addresses, 'ReceiveAddressPage')],
  ['/pages/edit-address', lazyPage(account.editAddress, 'EditAddressPage')],
  ['/pages/feedback', lazyPage(contentPages.feedback, 'FeedbackPage')],
  ['/pages/app-intro', lazyPage(contentPages.appIntro, 'AppIntroPage')],
  ['/pages/web-view', lazyPage(contentPages.webView, 'WebViewPage')],
  ['/pages/search', lazyPage(search, 'SearchPage')],
  ...COMMUNITY_ROUTES,
  ...MALL_ROUTES,
];

registerBuiltPaths([HOME_PATH, ...PAGE_ROUTES.map(([path]) => path)]);

const entrance = lazyPage(home, 'EntrancePage');

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
          {/* No activities yet: their tab would only repeat the home page. */}
          <Route path={ACTIVITY_PATH} element={<Navigate to={HOME_PATH} replace />} />
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
    </HashRouter>
  );
}
