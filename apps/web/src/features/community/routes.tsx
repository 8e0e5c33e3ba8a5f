import type { PageRoute } from '../../app/lazy-page.tsx';

/** Screens of the community: posts, comments, topics, circles, short video. */
export const COMMUNITY_ROUTES: ReadonlyArray<PageRoute> = [];
