import type { content } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const activityAdvertCall = defineCall<typeof content.advertList>()('GET', '/api/site/advert-list');

/** The activities tab's banners (position `activity_banner`). */
export const useActivityBanners = () =>
  useQuery({
    queryKey: activityKeys.banners,
    queryFn: () => request(activityAdvertCall, { position: 'activity_banner' }),
    staleTime: 60_000,
  });
