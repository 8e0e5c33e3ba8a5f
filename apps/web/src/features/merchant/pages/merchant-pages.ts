/* The merchant desk chunk: every desk page (they share its components and strings). */
import '../components/merchant.css';
export { MchPage } from './mch-page.tsx';
export { AccountLogPage } from './account-log-page.tsx';
export { CashLogPage } from './cash-log-page.tsx';
export { ApplyCashPage, ApplyCardCashPage } from './apply-cash-page.tsx';
export { MchSettingPage } from './setting-page.tsx';
export { MchApplyPage } from './apply-page.tsx';
export { MchOrderPage } from './mch-order-page.tsx';
export { MchMemberPage } from './mch-member-page.tsx';
export { MchGoodsPage } from './mch-goods-page.tsx';
export { MchGoodsEditPage } from './mch-goods-edit-page.tsx';
