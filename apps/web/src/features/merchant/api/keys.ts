/** Query keys of the merchant desk; invalidating `merchant` refreshes everything under it. */
export const merchantKeys = {
  all: ['merchant'] as const,
  myShops: ['merchant', 'my-shops'] as const,
  apply: ['merchant', 'apply'] as const,
  index: (mchId: number) => ['merchant', 'index', mchId] as const,
  setting: (mchId: number) => ['merchant', 'setting', mchId] as const,
  accountLog: (mchId: number, kind: string) => ['merchant', 'account-log', mchId, kind] as const,
  cashLog: (mchId: number) => ['merchant', 'cash-log', mchId] as const,
};
