import { StateView } from '../../../components/state-view.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';

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
