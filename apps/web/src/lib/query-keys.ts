/**
 * The query keys more than one feature reads, writes or invalidates. Every other key belongs to one
 * feature's factory (`features/<f>/api/keys.ts`), and no feature spells another's key: it takes the
 * shared one from here. Each key names its owner (the feature whose factory exposes it and whose
 * calls answer it) and who else uses it.
 */
export const sharedKeys = {
  /** account: everything of the signed-in user; invalidated at login, removed at logout. */
  user: ['user'] as const,
  /**
   * account: the signed-in user (profile, counts, wallet, verification), `lib/api/user-info.ts`.
   * The mall refreshes it after a payment, the community after a follow, publishing reads it.
   */
  userInfo: ['user', 'user-info'] as const,
  /** account: the user's delivery addresses, `lib/api/address-list.ts`; the mall's checkout picks one. */
  addresses: ['user', 'address'] as const,
  /** content: the mall's settings (agreements, gateway name), `lib/api/mall-setting.ts`; login, settings and payment read them. */
  mallSetting: ['content', 'mall-setting'] as const,
  /** mall: a payment attempt's state, `lib/api/payment-status.ts`; polled by whoever sent the buyer to the cashier. */
  paymentStatus: (paymentId: number) => ['payment', 'status', paymentId] as const,
  /** mall: the methods offered for a payment attempt, `lib/api/get-payments.ts`; the mall's and the course's pay popups. */
  paymentMethods: (paymentId: number) => ['payment', 'methods', paymentId] as const,
  /** community: a page of topics, `lib/api/topic-list.ts`; search shows the hot ones as hot searches. */
  topics: (sort: string, keyword: string, limit: number) =>
    ['community', 'topics', sort, keyword, limit] as const,
};
