import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';

/* One chunk per page: the account's pages are small and seldom opened together. */
const pages = {
  mine: () => import('./pages/mine-page.tsx'),
  login: () => import('./pages/login-page.tsx'),
  set: () => import('./pages/set-page.tsx'),
  safety: () => import('./pages/account-safety-page.tsx'),
  password: () => import('./pages/modify-password-page.tsx'),
  personInfo: () => import('./pages/person-info-page.tsx'),
  editUserInfo: () => import('./pages/edit-user-info-page.tsx'),
  authCenter: () => import('./pages/authentication-center-page.tsx'),
  idCard: () => import('./pages/id-card-page.tsx'),
  idCardPopup: () => import('./pages/id-card-popup-page.tsx'),
  qrcode: () => import('./pages/qrcode-page.tsx'),
  addresses: () => import('./pages/receive-address-page.tsx'),
  editAddress: () => import('./pages/edit-address-page.tsx'),
};

/** Screens of the account: mine, login, settings, profile, verification, addresses. */
export const ACCOUNT_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/mine/mine', lazyPage(pages.mine, 'MinePage')],
  ['/pages/login', lazyPage(pages.login, 'LoginPage')],
  ['/pages/set', lazyPage(pages.set, 'SetPage')],
  ['/pages/account-safety', lazyPage(pages.safety, 'AccountSafetyPage')],
  ['/pages/modify-password', lazyPage(pages.password, 'ModifyPasswordPage')],
  ['/pages/person-info', lazyPage(pages.personInfo, 'PersonInfoPage')],
  ['/pages/edit-user-info', lazyPage(pages.editUserInfo, 'EditUserInfoPage')],
  ['/pages/authentication-center', lazyPage(pages.authCenter, 'AuthenticationCenterPage')],
  ['/pages/idCard', lazyPage(pages.idCard, 'IdCardPage')],
  ['/components/idCardPopup/idCardPopup/idCardPopup', lazyPage(pages.idCardPopup, 'IdCardPopupPage')],
  ['/pages/qrcode', lazyPage(pages.qrcode, 'QrcodePage')],
  ['/pages/receive-address', lazyPage(pages.addresses, 'ReceiveAddressPage')],
  ['/pages/edit-address', lazyPage(pages.editAddress, 'EditAddressPage')],
];
