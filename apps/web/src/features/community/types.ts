import type { community } from '@dance/contracts';

/** A circle as a post names it. */
export type GroupBrief = NonNullable<community.PostCard['group']>;
