import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { chatMessage } from '../../db/schema/message.ts';

export type MessageRow = typeof chatMessage.$inferSelect;

/** How long after sending a message may be recalled. */
export const RECALL_SECONDS = 120;

/** SQL of chat messages. */
export class MessagesRepo {
  async byId(tx: DbOrTx, id: number): Promise<MessageRow | undefined> {
    const [row] = await tx.select().from(chatMessage).where(eq(chatMessage.id, id));
    return row;
  }

  async byIds(tx: DbOrTx, ids: number[]): Promise<MessageRow[]> {
    if (!ids.length) return [];
    return tx.select().from(chatMessage).where(inArray(chatMessage.id, ids));
  }

  /** The message a sender already sent under this client id (chat_message_client_uq). */
  async byClient(tx: DbOrTx, senderId: number, clientId: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.senderId, senderId), eq(chatMessage.clientId, clientId)));
    return row;
  }

  async insert(tx: DbOrTx, values: typeof chatMessage.$inferInsert): Promise<MessageRow> {
    const [row] = await tx.insert(chatMessage).values(values).returning();
    return row!;
  }

  /** Older messages, newest first: before `seq` (chat_message_seq_uq). */
  async before(tx: DbOrTx, conversationId: number, seq: number | null, limit: number): Promise<MessageRow[]> {
    return tx
      .select()
      .from(chatMessage)
      .where(
        and(
          eq(chatMessage.conversationId, conversationId),
          seq !== null ? lt(chatMessage.seq, seq) : undefined,
        ),
      )
      .orderBy(desc(chatMessage.seq))
      .limit(limit);
  }

  /** Newer messages, oldest first: after `seq` (catching up after a reconnect). */
  async after(tx: DbOrTx, conversationId: number, seq: number, limit: number): Promise<MessageRow[]> {
    return tx
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.conversationId, conversationId), gt(chatMessage.seq, seq)))
      .orderBy(asc(chatMessage.seq))
      .limit(limit);
  }

  /** Recalls the sender's message if it is recent enough; undefined otherwise. */
  async recall(tx: DbOrTx, id: number, senderId: number): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(chatMessage)
      .set({ recalledAt: sql`now()` })
      .where(
        and(
          eq(chatMessage.id, id),
          eq(chatMessage.senderId, senderId),
          isNull(chatMessage.recalledAt),
          sql`${chatMessage.createdAt} > now() - make_interval(secs => ${RECALL_SECONDS})`,
        ),
      )
      .returning();
    return row;
  }

  /** Marks a voice message played; undefined when it already was. */
  async play(tx: DbOrTx, id: number): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(chatMessage)
      .set({ played: true })
      .where(and(eq(chatMessage.id, id), eq(chatMessage.played, false)))
      .returning();
    return row;
  }

  /** The transcode's result: the voice's playable file, length and state. */
  async setPayload(
    tx: DbOrTx,
    id: number,
    payload: Record<string, unknown>,
    onlyIf: Record<string, unknown>,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(chatMessage)
      .set({ payload })
      .where(and(eq(chatMessage.id, id), sql`${chatMessage.payload} @> ${JSON.stringify(onlyIf)}::jsonb`))
      .returning();
    return row;
  }
}
