import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { CashForm } from '../components/cash-form.tsx';
import { useShop } from '../lib/shop.ts';
import { NoShop, ShopDenied } from '../components/shop-states.tsx';

function OwnerForm({ card }: { card: boolean }) {
  const { t } = useTranslation();
  const shop = useShop();
  if (shop.loading) return null;
  if (!shop.id) return <NoShop />;
  if (shop.role !== 'owner') return <ShopDenied reason={t('merchant.ownerOnly')} />;
  return <CashForm mchId={shop.id} card={card} />;
}

/** apply-cash: withdraw the shop's balance to my app balance, WeChat or Alipay. */
export function ApplyCashPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/apply-cash" title={t('merchant.cash.title')} className="mch-page">
      <LoginRequired>
        <OwnerForm card={false} />
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
        <OwnerForm card />
      </LoginRequired>
    </Page>
  );
}
