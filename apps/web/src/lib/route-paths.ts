/** Every screen of the product (seed/routes.json); pages not built yet show the entrance page. */
export const ROUTE_PATHS = [
  '/',
  '/pages/entrance/entrance',
  '/pages/index/index',
  '/pages/activity/activity',
  '/pages/community/community',
  '/pages/mine/mine',
  '/pages/goods-detail',
  '/pages/goods-evaluation',
  '/pages/order-confirmation',
  '/pages/edit-address',
  '/pages/pay-success',
  '/pages/order-detail',
  '/pages/goods-cart',
  '/pages/order',
  '/pages/afterSale',
  '/pages/afterSaleDetails',
  '/pages/evaluate',
  '/pages/receive-address',
  '/pages/order-check',
  '/pages/bbs-detail',
  '/pages/bbs-share',
  '/pages/circle',
  '/pages/create-circle',
  '/pages/circle-detail',
  '/pages/active-list',
  '/pages/topic-detail',
  '/pages/release',
  '/pages/releaseSelect',
  '/pages/releaseH5',
  '/pages/shareInterestList',
  '/pages/draft',
  '/pages/select-tag',
  '/pages/likes-list',
  '/pages/article-detail',
  '/pages/inform-user',
  '/pages/collection',
  '/pages/collection-list/products-list-page',
  '/pages/video-play',
  '/pages/video-slide',
  '/pages/video-share',
  '/pages/video-manage',
  '/pages/course-video-publish',
  '/pages/message',
  '/pages/message-type',
  '/pages/message-chat',
  '/pages/message-like',
  '/pages/login',
  '/pages/person-info',
  '/pages/my-space',
  '/pages/edit-user-info',
  '/pages/fans-list/fans-type',
  '/pages/fans-list/fans-list',
  '/pages/set',
  '/pages/feedback',
  '/pages/qrcode',
  '/pages/account-safety',
  '/pages/modify-password',
  '/pages/authentication-center',
  '/pages/anchor-authentication',
  '/pages/idCard',
  '/pages/app-intro',
  '/pages/web-view',
  '/pages/search',
  '/pages/integral',
  '/pages/Integral-recharge',
  '/pages/integral-detail',
  '/pages/account-log',
  '/pages/cash-log',
  '/pages/apply-cash',
  '/pages/apply-card-cash',
  '/pages/activity-detail',
  '/pages/activity-ticketPurchase',
  '/pages/activity-audienceInfoAndPayment',
  '/pages/activity-manage',
  '/pages/activity-edit',
  '/pages/activity-relevance',
  '/pages/activity-photo',
  '/pages/activity-ticket',
  '/pages/activity-ticket-eait',
  '/pages/activity-group',
  '/pages/activity-apply',
  '/pages/activity/register-record',
  '/pages/course/register-record',
  '/pages/class-detail',
  '/pages/class-manage',
  '/pages/course-edit',
  '/pages/course_detail2',
  '/pages/music-download',
  '/pages/music-type',
  '/pages/music-rank',
  '/pages/music-recently',
  '/pages/music-manage',
  '/pages/music-edit',
  '/pages/download',
  '/pages/downloading',
  '/pages/buyMusic',
  '/pages/recommend',
  '/pages/playing',
  '/pages/playing/comment',
  '/pages/albumList',
  '/pages/genre',
  '/pages/handpick',
  '/pages/tst',
  '/pages/live-start',
  '/pages/live-start/live-start-nvue',
  '/pages/live-play',
  '/pages/live-play/live-play-nvue',
  '/pages/live-play/live-play-h5',
  '/pages/live-room',
  '/pages/live-manage',
  '/pages/live-edit',
  '/pages/live-create',
  '/pages/my-live',
  '/pages/guess-detail',
  '/pages/my-guess',
  // Creating a guess (operators and organisers): a page of this app, not of the original spec.
  '/pages/guess-create',
  '/pages/mch',
  '/pages/mch-detail',
  '/pages/mch-member',
  '/pages/mch-order',
  // The shop's goods and their editor: pages of this app, not of the original spec.
  '/pages/mch-goods',
  '/pages/mch-goods-edit',
  // The shop's settings and the application to open one: pages of this app, not of the original spec.
  '/pages/mch-setting',
  '/pages/mch-apply',
  // The application to be a musician (the spec has the review status, not its screen).
  '/pages/musician-authentication',
  '/components/idCardPopup/idCardPopup/idCardPopup',
  // The mall's own page (categories, shops, goods): a tab of this app, not of the original spec.
  '/pages/mall',
  // The operator console (a desktop frame of this app, not of the original spec).
  '/ops',
  '/ops/queue',
  '/ops/log',
  '/ops/overview',
  '/ops/tools',
  '/ops/curate',
  '/ops/operators',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export const TAB_PATHS = [
  '/pages/index/index',
  '/pages/activity/activity',
  '/pages/community/community',
  '/pages/mall',
  '/pages/mine/mine',
] as const;

export const ENTRANCE_PATH = '/pages/entrance/entrance';
export const HOME_PATH = '/pages/index/index';
export const ACTIVITY_PATH = '/pages/activity/activity';
export const MALL_PATH = '/pages/mall';
export const LOGIN_PATH = '/pages/login';
export const RELEASE_PATH = '/pages/release';
export const EDIT_USER_INFO_PATH = '/pages/edit-user-info';

const known = new Set<string>(ROUTE_PATHS);
const tabs = new Set<string>(TAB_PATHS);

export function isKnownPath(path: string): boolean {
  return known.has(path);
}

export function isTabPath(path: string): boolean {
  return tabs.has(path);
}

/** Pages that show the tab bar: the tab pages, and the entrance (`/`), which is home. */
export function hasTabBar(path: string): boolean {
  return tabs.has(path) || path === '/' || path === ENTRANCE_PATH;
}
