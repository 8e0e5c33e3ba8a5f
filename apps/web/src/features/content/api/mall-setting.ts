import type { passport } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const mallSettingCall = defineCall<typeof passport.mallSetting>()('GET', '/api/index/mall-setting');

export const fetchMallSetting = () => request(mallSettingCall, {});

export const mallSettingQuery = () =>
  queryOptions({ queryKey: ['content', 'mall-setting'], queryFn: fetchMallSetting, staleTime: 600_000 });

export const useMallSetting = () => useQuery(mallSettingQuery());
