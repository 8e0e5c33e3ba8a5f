import type { activity } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { activityKeys } from './keys.ts';

export const imagesCall = defineCall<typeof activity.images>()('GET', '/api/activity/images');

/** The newest photos of an activity, for the strip on its page. */
export const useActivityPhotos = (activityId: number, enabled = true) =>
  useQuery({
    queryKey: activityKeys.images(activityId),
    queryFn: () => request(imagesCall, { activity_id: activityId, limit: 20 }),
    enabled,
  });
