import { and, eq, sql } from 'drizzle-orm';
import { activity, activitySetting, course } from '../../db/schema/activity.ts';
import type { DbOrTx } from '../../platform/db.ts';

/** What waits for review: an activity or a course. */
export type ReviewedKind = 'activity' | 'course';

/** The item a decision reads: its state, its shop's goods and who sent it for review. */
export interface ReviewedItem {
  id: number;
  name: string;
  status: string;
  submittedBy: number | null;
  submittedAt: Date | null;
}

const TABLE = { activity, course } as const;

/** The review-before-publishing switches and the review transitions of activities and courses. SQL only. */
export class PublishReviewRepo {
  async isOn(tx: DbOrTx, kind: ReviewedKind): Promise<boolean> {
    const [r] = await tx
      .select()
      .from(activitySetting)
      .where(eq(activitySetting.key, `publish_review_${kind}`));
    return r?.on ?? false;
  }

  async setOn(tx: DbOrTx, kind: ReviewedKind, on: boolean): Promise<void> {
    await tx
      .insert(activitySetting)
      .values({ key: `publish_review_${kind}`, on })
      .onConflictDoUpdate({ target: activitySetting.key, set: { on } });
  }

  async byId(tx: DbOrTx, kind: ReviewedKind, id: number): Promise<ReviewedItem | undefined> {
    const t = TABLE[kind];
    const [row] = await tx
      .select({
        id: t.id,
        name: t.name,
        status: t.status,
        submittedBy: t.submittedBy,
        submittedAt: t.submittedAt,
      })
      .from(t)
      .where(eq(t.id, id))
      .limit(1);
    return row;
  }

  /**
   * review -> published or draft (with the refusal's reason), only while it still waits; the row
   * as the update left it, or undefined when it no longer waited.
   */
  async decide(
    tx: DbOrTx,
    kind: ReviewedKind,
    id: number,
    to: 'published' | 'draft',
    reason: string,
  ): Promise<ReviewedItem | undefined> {
    const t = TABLE[kind];
    const [row] = await tx
      .update(t)
      .set({ status: to, reviewReason: reason.slice(0, 200), updatedAt: sql`now()` })
      .where(and(eq(t.id, id), eq(t.status, 'review')))
      .returning({
        id: t.id,
        name: t.name,
        status: t.status,
        submittedBy: t.submittedBy,
        submittedAt: t.submittedAt,
      });
    return row;
  }
}
