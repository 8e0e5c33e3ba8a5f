import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { contentKeys } from './keys.ts';

export const feedbackCategoryCall = defineCall<typeof content.feedbackCategory>()(
  'GET',
  '/api/feedback/category',
);

export const fetchFeedbackCategory = () => request(feedbackCategoryCall, {});

export const feedbackCategoryQuery = () =>
  queryOptions({
    queryKey: contentKeys.feedbackCategories,
    queryFn: fetchFeedbackCategory,
    staleTime: 600_000,
  });

export const useFeedbackCategory = () => useQuery(feedbackCategoryQuery());
