import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { post } from '../../db/schema/community.ts';
import type { PostRow } from './rows.ts';

/** SQL of the transcode job's state changes. */
export class VideoRepo {
  /**
   * The post locked for the transaction, then read as it stands: the job changes it only if it
   * still holds the video the job was made for.
   */
  async lockPost(tx: DbOrTx, id: number): Promise<PostRow | undefined> {
    await tx.execute(sql`select 1 from post where id = ${id} for update`);
    return tx
      .select()
      .from(post)
      .where(eq(post.id, id))
      .limit(1)
      .then((r) => r[0]);
  }
}
