import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { CashForm } from '../components/cash-form.tsx';
import { ShopGate } from '../components/shop-states.tsx';

/** apply-cash: withdraw the shop's balance to my app balance, WeChat or Alipay. */
export function ApplyCashPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/apply-cash" title={t('merchant.cash.title')} className="mch-page">
      <LoginRequired>
        <ShopGate may="money">{(mchId) => <CashForm mchId={mchId} card={false} />}</ShopGate>
      </LoginRequired>
    </Page>
  );
}

/** apply-card-cash: withdraw the shop's balance to a bank card. */
export function ApplyCardCashPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/apply-card-cash" title={t('merchant.cash.cardTitle')} className="mch-page">
      <LoginRequired>
        <ShopGate may="money">{(mchId) => <CashForm mchId={mchId} card />}</ShopGate>
      </LoginRequired>
    </Page>
  );
}
