import type { DbOrTx } from '../../platform/db.ts';
import { chatReport } from '../../db/schema/message.ts';

/** SQL of the evidence kept with chat reports. */
export class ReportsRepo {
  async insert(tx: DbOrTx, values: typeof chatReport.$inferInsert): Promise<void> {
    await tx.insert(chatReport).values(values);
  }
}
