import type { PostInput } from '../api/create-post.ts';

/** What the editor holds: a post without its id and draft flag. */
export type Draft = Omit<PostInput, 'id' | 'is_draft'>;

/** Whether there is anything worth saving. */
export function hasContent(d: Draft): boolean {
  return Boolean(d.title?.trim() || d.content?.trim() || d.images?.length || d.video);
}

/** What stops publishing, as a message key, or null. */
export function publishProblem(d: Draft, article: boolean): string | null {
  if (d.type === 'image' && !d.images?.length) return 'needImage';
  if (d.type === 'video' && !d.video) return 'needVideo';
  if (article && !d.title?.trim()) return 'needTitle';
  if (d.type === 'text' && !d.content?.trim()) return 'needContent';
  return null;
}
