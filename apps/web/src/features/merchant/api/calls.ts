import type { mall, merchant } from '@dance/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData, type CallInput } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const myShopsCall = defineCall<typeof mall.myShops>()('GET', '/plugin/mch/api/mch/mine');
export const indexCall = defineCall<typeof merchant.mchIndex>()('GET', '/plugin/mch/api/mch/index');
export const settingCall = defineCall<typeof merchant.mchSetting>()('GET', '/plugin/mch/api/mch/setting');
export const settingSaveCall = defineCall<typeof merchant.mchSettingSave>()(
  'POST',
  '/plugin/mch/api/mch/setting',
);
export const qrCodeCall = defineCall<typeof merchant.mchQrCode>()('GET', '/plugin/mch/api/mch/qr-code');
export const accountLogCall = defineCall<typeof merchant.accountLog>()(
  'GET',
  '/plugin/mch/api/property/account-log',
);
export const cashLogCall = defineCall<typeof merchant.cashLog>()('GET', '/plugin/mch/api/property/cash-log');
export const cashSubmitCall = defineCall<typeof merchant.cashSubmit>()(
  'POST',
  '/plugin/mch/api/property/cash-submit',
);

export const applyCall = defineCall<typeof merchant.mchApply>()('POST', '/plugin/mch/api/mch/apply');
export const applyInfoCall = defineCall<typeof merchant.mchApplyInfo>()(
  'GET',
  '/plugin/mch/api/mch/apply-info',
);

export type ApplyInput = CallInput<typeof applyCall>;

export type CashItem = CallData<typeof cashLogCall>['list'][number];
export type AccountLogItem = CallData<typeof accountLogCall>['list'][number];
export type CashSubmitInput = CallInput<typeof cashSubmitCall>;
export type SettingInput = CallInput<typeof settingSaveCall>;

/** The shops I own or clerk for (the platform's own, id 0, is left out: it has no desk). */
export const myShopsQuery = () =>
  queryOptions({
    queryKey: merchantKeys.myShops,
    queryFn: async () => (await request(myShopsCall, {})).list.filter((s) => s.id > 0),
  });

export const indexQuery = (mchId: number) =>
  queryOptions({ queryKey: merchantKeys.index(mchId), queryFn: () => request(indexCall, { mch_id: mchId }) });

export const settingQuery = (mchId: number) =>
  queryOptions({
    queryKey: merchantKeys.setting(mchId),
    queryFn: () => request(settingCall, { mch_id: mchId }),
  });

export const qrCodeQuery = (mchId: number) =>
  queryOptions({
    queryKey: [...merchantKeys.index(mchId), 'qr'] as const,
    queryFn: () => request(qrCodeCall, { mch_id: mchId }),
    staleTime: Infinity,
  });

type Kind = NonNullable<CallInput<typeof accountLogCall>['kind']>;

export const accountLogQuery = (mchId: number, kind: Kind | 'all') =>
  infiniteQueryOptions({
    queryKey: merchantKeys.accountLog(mchId, kind),
    queryFn: ({ pageParam }) =>
      request(accountLogCall, {
        mch_id: mchId,
        limit: 20,
        ...(kind === 'all' ? {} : { kind }),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const cashLogQuery = (mchId: number) =>
  infiniteQueryOptions({
    queryKey: merchantKeys.cashLog(mchId),
    queryFn: ({ pageParam }) =>
      request(cashLogCall, { mch_id: mchId, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const submitCash = (input: CashSubmitInput) => request(cashSubmitCall, input);
export const saveSetting = (input: SettingInput) => request(settingSaveCall, input);

/** My latest shop application and merchant review state. */
export const applyInfoQuery = () =>
  queryOptions({ queryKey: merchantKeys.apply, queryFn: () => request(applyInfoCall, {}) });

export const applyShop = (input: ApplyInput) => request(applyCall, input);
