import type { passport } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedKeys } from '../query-keys.ts';
import { defineCall, request } from '../request.ts';

/* Shared call (lib/api/): content's settings, read by the app intro, login, settings and payment. */
export const mallSettingCall = defineCall<typeof passport.mallSetting>()('GET', '/api/index/mall-setting');

export const fetchMallSetting = () => request(mallSettingCall, {});

export const mallSettingQuery = () =>
  queryOptions({ queryKey: sharedKeys.mallSetting, queryFn: fetchMallSetting, staleTime: 600_000 });

export const useMallSetting = () => useQuery(mallSettingQuery());
