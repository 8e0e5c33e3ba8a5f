/** Query keys of the mall; invalidating a prefix refreshes everything under it. */
export const mallKeys = {
  all: ['mall'] as const,
  goods: ['mall', 'goods'] as const,
  cart: ['mall', 'cart'] as const,
  order: ['mall', 'order'] as const,
  afterSale: ['mall', 'after-sale'] as const,
  collection: ['mall', 'collection'] as const,
  payment: ['mall', 'payment'] as const,
};
