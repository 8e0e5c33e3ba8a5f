import type pg from 'pg';
import type { Target } from './targets.ts';

/** The community's hot calls (post list, detail, comments, video feed, search). */
export const COMMUNITY_TARGETS: Target[] = [];

/** Rows of the community for the large data set (500k posts...); returns the row count. */
export const COMMUNITY_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [];
