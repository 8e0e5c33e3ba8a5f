import { lazy, Suspense } from 'react';
import { withMallLocale } from '../i18n/load.ts';

const MineOrders = lazy(
  withMallLocale(() => import('./mine-orders.tsx').then((m) => ({ default: m.MineOrders }))),
);

/** Mine's order shortcuts, loaded with the mall's strings; the placeholder keeps the layout still. */
export function MineOrdersEntry() {
  return (
    <Suspense
      fallback={<div className="mine-orders-placeholder" style={{ height: '17.4rem', margin: '1.2rem' }} />}
    >
      <MineOrders />
    </Suspense>
  );
}
