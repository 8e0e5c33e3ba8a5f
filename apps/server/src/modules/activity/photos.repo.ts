import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { planned, type DbOrTx } from '../../platform/db.ts';
import { activityPhoto } from '../../db/schema/activity.ts';
import type { PhotoRow } from './rows.ts';

export interface PhotoFilter {
  tag?: string;
  divisionId?: number;
  round?: string;
  number?: number;
}

/** How many photos an activity has (built once). */
const photoCount = planned('activity_photo_count', (tx) =>
  tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(activityPhoto)
    .where(eq(activityPhoto.activityId, sql.placeholder('activityId'))),
);

/** Event photos and their tags. SQL only: photos.ts decides. */
export class PhotosRepo {
  insert(tx: DbOrTx, rows: (typeof activityPhoto.$inferInsert)[]): Promise<PhotoRow[]> {
    return tx.insert(activityPhoto).values(rows).returning();
  }

  async remove(tx: DbOrTx, activityId: number, ids: number[]): Promise<number> {
    const r = await tx
      .delete(activityPhoto)
      .where(and(eq(activityPhoto.activityId, activityId), inArray(activityPhoto.id, ids)));
    return r.rowCount ?? 0;
  }

  list(tx: DbOrTx, activityId: number, f: PhotoFilter, beforeId: number | null, limit: number) {
    return tx
      .select()
      .from(activityPhoto)
      .where(
        and(
          eq(activityPhoto.activityId, activityId),
          f.tag !== undefined ? sql`${activityPhoto.tags} @> array[${f.tag}]::text[]` : undefined,
          f.divisionId !== undefined ? eq(activityPhoto.divisionId, f.divisionId) : undefined,
          f.round !== undefined ? eq(activityPhoto.round, f.round) : undefined,
          f.number !== undefined ? eq(activityPhoto.number, f.number) : undefined,
          beforeId !== null ? lt(activityPhoto.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(activityPhoto.id))
      .limit(limit);
  }

  async count(tx: DbOrTx, activityId: number): Promise<number> {
    const [row] = await photoCount(tx, { activityId });
    return row?.n ?? 0;
  }

  async tags(tx: DbOrTx, activityId: number) {
    const r = await tx.execute<{ tag: string; n: number }>(sql`
      select t as tag, count(*)::int as n from ${activityPhoto}, unnest(tags) as t
       where activity_id = ${activityId} group by t order by count(*) desc, t limit 100`);
    return r.rows.map((x) => ({ tag: x.tag, count: Number(x.n) }));
  }

  /** Photos per value of one column (division, round or number). */
  by<K extends 'divisionId' | 'round' | 'number'>(tx: DbOrTx, activityId: number, k: K) {
    const col = activityPhoto[k];
    return tx
      .select({ value: col, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(activityPhoto)
      .where(and(eq(activityPhoto.activityId, activityId), isNotNull(col)))
      .groupBy(col)
      .orderBy(col);
  }
}
