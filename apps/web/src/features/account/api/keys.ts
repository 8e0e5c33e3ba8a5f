import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the account. The signed-in user's own data lives under `user` (login invalidates
 * it, logout removes it); the keys other features use too come from lib/query-keys.ts.
 */
export const accountKeys = {
  user: sharedKeys.user,
  info: sharedKeys.userInfo,
  addresses: sharedKeys.addresses,
  address: (id: number) => [...sharedKeys.addresses, id] as const,
  bindList: ['user', 'bind-list'] as const,
  qrCode: ['user', 'personal-qr-code'] as const,
  /** The regions of the address form: not the user's, so they outlive a logout. */
  district: ['account', 'district'] as const,
};
