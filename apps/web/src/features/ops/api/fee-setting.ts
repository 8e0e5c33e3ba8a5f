import type { merchant } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const feeSettingCall = defineCall<typeof merchant.adminFeeSetting>()(
  'GET',
  '/api/admin/mch/fee-setting',
);
export const feeSettingSaveCall = defineCall<typeof merchant.adminFeeSettingSave>()(
  'POST',
  '/api/admin/mch/fee-setting',
);
export const shopFeeCall = defineCall<typeof merchant.adminShopFee>()('POST', '/api/admin/mch/shop-fee');

/** The platform's fees in force, the configured defaults and the shops with their own fee. */
export const feeSettingQuery = () =>
  queryOptions({ queryKey: opsKeys.fees, queryFn: () => request(feeSettingCall, {}, { silent: true }) });

/** Set the platform's fees (basis points; null: the configured default). */
export const saveFeeSetting = (input: CallInput<typeof feeSettingSaveCall>) =>
  request(feeSettingSaveCall, input, { silent: true });

/** Give a shop its own fee (basis points), or null for the platform's. */
export const setShopFee = (input: CallInput<typeof shopFeeCall>) =>
  request(shopFeeCall, input, { silent: true });
