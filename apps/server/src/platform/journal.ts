import { opsAction } from '../db/schema/ops.ts';
import type { DbOrTx } from './db.ts';

/** One operator action: who, on which object (`kind` and `ref`), what changed, and why. */
export interface JournalEntry {
  operatorId: number;
  /** A queue kind (realname, merchant, anchor, held, report, withdrawal, guess) or another object. */
  kind: string;
  ref: string;
  decision: string;
  reason?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The operators' one action log (`ops_action`). Every module records its operators' decisions
 * here inside the transaction of the decision itself, so a decision and its log row commit
 * together, and a decision that did not happen (a second operator's) leaves no row.
 */
export class OpsJournal {
  async record(tx: DbOrTx, e: JournalEntry): Promise<void> {
    await tx.insert(opsAction).values({
      operatorId: e.operatorId,
      kind: e.kind,
      ref: e.ref,
      decision: e.decision,
      reason: (e.reason ?? '').slice(0, 200),
      before: e.before ?? null,
      after: e.after ?? null,
    });
  }
}
