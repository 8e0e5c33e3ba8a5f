import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { pushClient } from '../../db/schema/message.ts';

export type PushClientRow = typeof pushClient.$inferSelect;

/** SQL of devices' push client ids. */
export class PushRepo {
  /** One row per client id: a device that changes hands follows its last user. */
  async save(tx: DbOrTx, values: typeof pushClient.$inferInsert): Promise<void> {
    await tx
      .insert(pushClient)
      .values(values)
      .onConflictDoUpdate({
        target: pushClient.clientId,
        set: {
          userId: values.userId,
          platform: values.platform,
          subscription: values.subscription ?? null,
          updatedAt: sql`now()`,
        },
      });
  }

  async ofUser(tx: DbOrTx, userId: number): Promise<PushClientRow[]> {
    return tx.select().from(pushClient).where(eq(pushClient.userId, userId));
  }

  async remove(tx: DbOrTx, clientId: string): Promise<void> {
    await tx.delete(pushClient).where(eq(pushClient.clientId, clientId));
  }
}
