import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { address } from '../../db/schema/account.ts';

export type AddressRow = typeof address.$inferSelect;
type AddressValues = Omit<typeof address.$inferInsert, 'userId'>;

/** SQL of delivery addresses. */
export class AddressesRepo {
  addresses(tx: DbOrTx, userId: number): Promise<AddressRow[]> {
    return tx
      .select()
      .from(address)
      .where(eq(address.userId, userId))
      .orderBy(desc(address.isDefault), desc(address.id));
  }

  addressOf(tx: DbOrTx, userId: number, id: number): Promise<AddressRow | undefined> {
    return tx
      .select()
      .from(address)
      .where(and(eq(address.id, id), eq(address.userId, userId)))
      .limit(1)
      .then((r) => r[0]);
  }

  countAddresses(tx: DbOrTx, userId: number): Promise<number> {
    return tx.$count(address, eq(address.userId, userId));
  }

  async clearDefaultAddress(tx: DbOrTx, userId: number): Promise<void> {
    await tx
      .update(address)
      .set({ isDefault: 0 })
      .where(and(eq(address.userId, userId), eq(address.isDefault, 1)));
  }

  async insertAddress(tx: DbOrTx, userId: number, values: AddressValues): Promise<AddressRow | undefined> {
    const [row] = await tx
      .insert(address)
      .values({ ...values, userId })
      .returning();
    return row;
  }

  async updateAddress(
    tx: DbOrTx,
    userId: number,
    id: number,
    values: AddressValues,
  ): Promise<AddressRow | undefined> {
    const [row] = await tx
      .update(address)
      .set(values)
      .where(and(eq(address.id, id), eq(address.userId, userId)))
      .returning();
    return row;
  }

  async deleteAddress(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
    const r = await tx.delete(address).where(and(eq(address.id, id), eq(address.userId, userId)));
    return (r.rowCount ?? 0) === 1;
  }

  /** When the user has addresses but no default, the newest becomes the default. */
  async ensureDefaultAddress(tx: DbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`
      update address set is_default = 1
       where id = (select id from address where user_id = ${userId} order by id desc limit 1)
         and not exists (select 1 from address where user_id = ${userId} and is_default = 1)`);
  }

  async deleteAddresses(tx: DbOrTx, userId: number): Promise<void> {
    await tx.delete(address).where(eq(address.userId, userId));
  }
}
