import type pg from 'pg';
import type { Target } from './targets.ts';

/** The mall's hot calls (goods list, detail, cart, submit + pay). */
export const MALL_TARGETS: Target[] = [];

/** Rows of the mall for the large data set (20k goods...); returns the row count. */
export const MALL_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [];
