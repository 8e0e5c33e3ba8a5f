import { and, eq, sql } from 'drizzle-orm';
import { musicSetting, musicTrack } from '../../db/schema/music.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { TrackRow } from './rows.ts';

const KEY = 'publish_review';

/** The review-before-publishing switch and the tracks' review transitions. SQL only. */
export class TrackReviewRepo {
  async isOn(tx: DbOrTx): Promise<boolean> {
    const [r] = await tx.select().from(musicSetting).where(eq(musicSetting.key, KEY));
    return r?.on ?? false;
  }

  async setOn(tx: DbOrTx, on: boolean): Promise<void> {
    await tx
      .insert(musicSetting)
      .values({ key: KEY, on })
      .onConflictDoUpdate({ target: musicSetting.key, set: { on } });
  }

  /** review -> published or draft (with the refusal's reason), only while it still waits. */
  async decide(
    tx: DbOrTx,
    id: number,
    to: 'published' | 'draft',
    reason: string,
  ): Promise<TrackRow | undefined> {
    const [row] = await tx
      .update(musicTrack)
      .set({ status: to, reviewReason: reason.slice(0, 200), updatedAt: sql`now()` })
      .where(and(eq(musicTrack.id, id), eq(musicTrack.status, 'review')))
      .returning();
    return row;
  }
}
