import { sharedKeys } from '../../../lib/query-keys.ts';

/** Query keys of the content pages (articles, feedback, the app's settings). */
export const contentKeys = {
  all: ['content'] as const,
  mallSetting: sharedKeys.mallSetting,
  feedbackCategories: ['content', 'feedback-category'] as const,
  article: (id: number) => ['content', 'article', id] as const,
};
