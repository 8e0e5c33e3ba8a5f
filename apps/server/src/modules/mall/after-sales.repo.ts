import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { afterSale, afterSaleRecord } from '../../db/schema/mall.ts';
import type { AfterSaleRecordRow, AfterSaleRow } from './rows.ts';

/** After-sales of order lines and their negotiation records. SQL only: the service decides. */
export class AfterSaleRepo {
  async insertAfterSale(tx: DbOrTx, values: typeof afterSale.$inferInsert): Promise<AfterSaleRow> {
    const [row] = await tx.insert(afterSale).values(values).returning();
    return row!;
  }

  async afterSale(tx: DbOrTx, id: number): Promise<AfterSaleRow | undefined> {
    const [row] = await tx.select().from(afterSale).where(eq(afterSale.id, id)).limit(1);
    return row;
  }

  /** Marks a refused after-sale decided by an operator, once; undefined when it was not waiting. */
  async arbitrate(
    tx: DbOrTx,
    id: number,
    set: Partial<typeof afterSale.$inferInsert> & { status: string },
  ): Promise<AfterSaleRow | undefined> {
    const [row] = await tx
      .update(afterSale)
      .set({ ...set, arbitratedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(afterSale.id, id),
          eq(afterSale.status, 'refused'),
          isNull(afterSale.arbitratedAt),
          // Not when the buyer has since asked again for the same line (that one is decided instead).
          sql`not exists (select 1 from after_sale n where n.order_item_id = ${afterSale.orderItemId} and n.id > ${afterSale.id})`,
        ),
      )
      .returning();
    return row;
  }

  async moveAfterSale(
    tx: DbOrTx,
    id: number,
    from: string[],
    set: Partial<typeof afterSale.$inferInsert> & { status: string },
  ): Promise<AfterSaleRow | undefined> {
    const [row] = await tx
      .update(afterSale)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(afterSale.id, id), inArray(afterSale.status, from)))
      .returning();
    return row;
  }

  async insertRecord(tx: DbOrTx, values: typeof afterSaleRecord.$inferInsert): Promise<void> {
    await tx.insert(afterSaleRecord).values(values);
  }

  recordsOf(tx: DbOrTx, afterSaleId: number): Promise<AfterSaleRecordRow[]> {
    return tx
      .select()
      .from(afterSaleRecord)
      .where(eq(afterSaleRecord.afterSaleId, afterSaleId))
      .orderBy(asc(afterSaleRecord.id));
  }

  userAfterSales(tx: DbOrTx, userId: number, afterId: number | null, limit: number): Promise<AfterSaleRow[]> {
    const conds: SQL[] = [eq(afterSale.userId, userId)];
    if (afterId !== null) conds.push(lt(afterSale.id, afterId));
    return tx
      .select()
      .from(afterSale)
      .where(and(...conds))
      .orderBy(desc(afterSale.id))
      .limit(limit);
  }

  mchAfterSales(tx: DbOrTx, mchId: number, statuses: string[] | null, afterId: number | null, limit: number) {
    const conds: SQL[] = [eq(afterSale.mchId, mchId)];
    if (statuses) conds.push(inArray(afterSale.status, statuses));
    if (afterId !== null) conds.push(lt(afterSale.id, afterId));
    return tx
      .select()
      .from(afterSale)
      .where(and(...conds))
      .orderBy(desc(afterSale.id))
      .limit(limit);
  }

  /** The newest after-sale of each of these order lines. */
  async latestAfterSales(
    tx: DbOrTx,
    itemIds: number[],
  ): Promise<Map<number, { id: number; status: string }>> {
    if (!itemIds.length) return new Map();
    const rows = await tx
      .selectDistinctOn([afterSale.orderItemId], {
        itemId: afterSale.orderItemId,
        id: afterSale.id,
        status: afterSale.status,
      })
      .from(afterSale)
      .where(inArray(afterSale.orderItemId, itemIds))
      .orderBy(afterSale.orderItemId, desc(afterSale.id));
    return new Map(rows.map((r) => [r.itemId, { id: r.id, status: r.status }]));
  }
}
