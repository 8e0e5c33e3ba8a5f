import type { liveGift, liveRoom } from '../../db/schema/live.ts';

/** The module's rows as the repos answer them. */
export type LiveRow = typeof liveRoom.$inferSelect;
export type GiftRow = typeof liveGift.$inferSelect;
