import type { community } from '@dance/contracts';
import { pageUrl } from '../../../lib/navigation.ts';

/** A post's page: an article reads as one, pictures and videos open the post detail. */
export const postUrl = (post: Pick<community.PostCard, 'id' | 'type'>) =>
  pageUrl(post.type === 'text' ? '/pages/article-detail' : '/pages/bbs-detail', { id: post.id });
