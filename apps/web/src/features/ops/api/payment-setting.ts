import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const paymentSettingCall = defineCall<typeof mall.adminPaymentSetting>()(
  'GET',
  '/api/admin/mall/payment-setting',
);
export const paymentSettingSaveCall = defineCall<typeof mall.adminPaymentSettingSave>()(
  'POST',
  '/api/admin/mall/payment-setting',
);

/** The ways of paying offered and available, and the minutes an unpaid order waits. */
export const paymentSettingQuery = () =>
  queryOptions({
    queryKey: opsKeys.payments,
    queryFn: () => request(paymentSettingCall, {}, { silent: true }),
  });

/** Choose the ways of paying offered and the unpaid minutes (null: the configured default). */
export const savePaymentSetting = (input: CallInput<typeof paymentSettingSaveCall>) =>
  request(paymentSettingSaveCall, input, { silent: true });
