/** Query keys of the merchant desk; invalidating `merchant` refreshes everything under it. */
export const merchantKeys = {
  all: ['merchant'] as const,
  myShops: ['merchant', 'my-shops'] as const,
  apply: ['merchant', 'apply'] as const,
  index: (mchId: number) => ['merchant', 'index', mchId] as const,
  setting: (mchId: number) => ['merchant', 'setting', mchId] as const,
  accountLog: (mchId: number, kind: string) => ['merchant', 'account-log', mchId, kind] as const,
  cashLog: (mchId: number) => ['merchant', 'cash-log', mchId] as const,
  /** The shop's staff (the owner and clerks with their roles). */
  members: (mchId: number) => ['merchant', 'members', mchId] as const,
  /** The shop's orders: every tab and detail, refreshed together after a change. */
  orders: ['merchant', 'orders'] as const,
  orderIndex: (mchId: number, status: string) => ['merchant', 'orders', 'index', mchId, status] as const,
  orderDetail: (id: number) => ['merchant', 'orders', 'detail', id] as const,
  afterSale: (id: number) => ['merchant', 'orders', 'after-sale', id] as const,
  express: ['merchant', 'express'] as const,
  /** The shop's own goods: every tab and the editor's detail, refreshed together after a change. */
  goods: ['merchant', 'goods'] as const,
  goodsList: (mchId: number, tab: string) => ['merchant', 'goods', 'list', mchId, tab] as const,
  goodsDetail: (id: number) => ['merchant', 'goods', 'detail', id] as const,
  /** The public shop page (a buyer's view): not under `merchant`, it is nobody's desk. */
  shop: (id: number) => ['shop', 'detail', id] as const,
  shopGoods: (id: number) => ['shop', 'goods', id] as const,
};
