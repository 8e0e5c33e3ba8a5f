import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { attachment } from '../../db/schema/content.ts';

/** SQL of uploaded files (attachments). */
export class UploadsRepo {
  async insertAttachment(tx: DbOrTx, values: typeof attachment.$inferInsert): Promise<number> {
    const [row] = await tx.insert(attachment).values(values).returning({ id: attachment.id });
    return row!.id;
  }

  /** This user's uploads among these URLs (served by `attachment_user_url_idx`). */
  async ownedFiles(
    tx: DbOrTx,
    userId: number,
    urls: string[],
  ): Promise<Map<string, { kind: string; key: string }>> {
    if (!urls.length) return new Map();
    const rows = await tx
      .select({ url: attachment.url, kind: attachment.kind, key: attachment.key })
      .from(attachment)
      .where(and(eq(attachment.userId, userId), inArray(attachment.url, urls)));
    return new Map(rows.map((r) => [r.url, { kind: r.kind, key: r.key }]));
  }
}
