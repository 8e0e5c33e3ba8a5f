import type { ReactNode } from 'react';
import { StateView } from '../../../components/state-view.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { roleMay, useShop } from '../lib/shop.ts';

/** A merchant page opened by someone without a shop: say so, and offer to open one. */
export function NoShop() {
  const { t } = useTranslation();
  return (
    <div data-testid="mch-none">
      <StateView
        kind="empty"
        picture="cart"
        title={t('merchant.index.none')}
        action={{
          label: t('merchant.apply.title'),
          onClick: () => navigateTo(pageUrl('/pages/mch-apply')),
          testId: 'mch-none-apply',
        }}
      />
    </div>
  );
}

/** A merchant page the user's place in the shop does not open (a lock, the reason, a way back). */
export function ShopDenied({ reason, testId }: { reason: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <StateView kind="forbidden" title={reason} />
    </div>
  );
}

/**
 * A desk page's gate, before the page itself: nothing (or `loading`) while my shops load, `NoShop`
 * without one, `ShopDenied` when my place in the shop may not do what the page does (`roleMay`:
 * money is the owner's alone); else the page for the shop.
 */
export function ShopGate({
  may,
  children,
  loading = null,
  deniedTestId,
}: {
  may: keyof typeof roleMay;
  children: (mchId: number) => ReactNode;
  loading?: ReactNode;
  deniedTestId?: string;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  if (shop.loading) return loading;
  if (!shop.id) return <NoShop />;
  if (!roleMay[may](shop.staffRole))
    return (
      <ShopDenied
        reason={t(may === 'money' ? 'merchant.ownerOnly' : 'merchant.roleDenied')}
        testId={deniedTestId}
      />
    );
  return children(shop.id);
}
