import { SpinLoading } from 'antd-mobile';
import { lazy, Suspense, type ComponentType } from 'react';
import { createHashRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { bindNavigator } from './navigation.ts';

type Loader = () => Promise<Record<string, ComponentType>>;

/** Every page is its own chunk. */
function lazyPage(load: Loader, name: string) {
  const Component = lazy(async () => {
    const mod = await load();
    const page = mod[name];
    if (!page) throw new Error(`page ${name} missing`);
    return { default: page };
  });
  return <Component />;
}

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
export const PAGE_ROUTES: RouteObject[] = [
  { path: '/pages/index/index', element: lazyPage(home, 'IndexPage') },
  { path: '/pages/mine/mine', element: lazyPage(account.mine, 'MinePage') },
  { path: '/pages/login', element: lazyPage(account.login, 'LoginPage') },
  { path: '/pages/set', element: lazyPage(account.set, 'SetPage') },
  { path: '/pages/account-safety', element: lazyPage(account.safety, 'AccountSafetyPage') },
  { path: '/pages/modify-password', element: lazyPage(account.password, 'ModifyPasswordPage') },
  { path: '/pages/person-info', element: lazyPage(account.personInfo, 'PersonInfoPage') },
  { path: '/pages/edit-user-info', element: lazyPage(account.editUserInfo, 'EditUserInfoPage') },
  { path: '/pages/authentication-center', element: lazyPage(account.authCenter, 'AuthenticationCenterPage') },
  { path: '/pages/idCard', element: lazyPage(account.idCard, 'IdCardPage') },
  {
    path: '/components/idCardPopup/idCardPopup/idCardPopup',
    element: lazyPage(account.idCardPopup, 'IdCardPopupPage'),
  },
  { path: '/pages/qrcode', element: lazyPage(account.qrcode, 'QrcodePage') },
  { path: '/pages/receive-address', element: lazyPage(account.addresses, 'ReceiveAddressPage') },
  { path: '/pages/edit-address', element: lazyPage(account.editAddress, 'EditAddressPage') },
  { path: '/pages/feedback', element: lazyPage(contentPages.feedback, 'FeedbackPage') },
  { path: '/pages/app-intro', element: lazyPage(contentPages.appIntro, 'AppIntroPage') },
  { path: '/pages/web-view', element: lazyPage(contentPages.webView, 'WebViewPage') },
  { path: '/pages/search', element: lazyPage(search, 'SearchPage') },
];

const entrance = lazyPage(home, 'EntrancePage');

function PageFallback() {
  return (
    <div className="page-loading">
      <SpinLoading color="primary" />
    </div>
  );
}

function RootLayout() {
  const { pathname } = useLocation();
  return (
    // A new page gets a fresh boundary: one crash does not stick to the next page.
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export function createAppRouter() {
  const router = createHashRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: entrance },
        { path: '/pages/entrance/entrance', element: entrance },
        ...PAGE_ROUTES,
        { path: '*', element: entrance },
      ],
    },
  ]);
  bindNavigator((to, options) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  return router;
}
