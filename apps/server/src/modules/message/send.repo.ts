import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { Owner } from './box.repo.ts';
import type { ConversationRow, Side } from './conversations.repo.ts';
import type { MessageRow } from './messages.repo.ts';

/** What a send reads of its own tables before it writes: the client id's message, the conversation. */
export interface SendFacts {
  dupId: number | null;
  conv: ConversationRow | null;
}

/** The conversation after a send took its next number, with both sides, under their locks. */
export interface Locked {
  conv: ConversationRow;
  members: { side: Side; readSeq: number; sent: number }[];
  /** The new message's id, taken from its sequence. */
  messageId: number;
  /** The transaction's time: the new message's `created_at`. */
  now: Date;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function conversationOf(x: Record<string, unknown>): ConversationRow {
  return {
    id: Number(x.id),
    kind: String(x.kind),
    pairKey: String(x.pair_key),
    userA: Number(x.user_a),
    userB: num(x.user_b),
    mchId: num(x.mch_id),
    lastSeq: Number(x.last_seq),
    lastMessageId: num(x.last_message_id),
    lastAt: new Date(x.last_at as string),
    createdAt: new Date(x.created_at as string),
  };
}

/**
 * The SQL of one send over the message module's own tables, in three statements: the facts it
 * checks (the client id's earlier message and the conversation), the lock that takes the next
 * number, and the write of everything the message changes. Rules stay in the chat service.
 */
export class SendRepo {
  async facts(
    tx: DbOrTx,
    q: { me: number; clientId: string; conversationId?: number; pairKey?: string },
  ): Promise<SendFacts> {
    const convOn =
      q.conversationId !== undefined
        ? sql`c.id = ${q.conversationId}`
        : q.pairKey !== undefined
          ? sql`c.pair_key = ${q.pairKey}`
          : sql`false`;
    const r = await tx.execute<Record<string, unknown>>(sql`
      select d.id as dup_id,
             c.id, c.kind, c.pair_key, c.user_a, c.user_b, c.mch_id, c.last_seq, c.last_message_id,
             c.last_at, c.created_at
        from (select 1) x
        left join chat_message d on d.sender_id = ${q.me} and d.client_id = ${q.clientId}
        left join conversation c on ${convOn}`);
    const x = r.rows[0]!;
    return {
      dupId: num(x.dup_id),
      conv: x.id === null || x.id === undefined ? null : conversationOf(x),
    };
  }

  /**
   * Takes the conversation's next number under its row lock (with the new message's id and time,
   * so the write needs nothing back), then locks both sides: the lateral join runs after the update.
   */
  async lock(tx: DbOrTx, conversationId: number): Promise<Locked> {
    const r = await tx.execute<Record<string, unknown>>(sql`
      with c as (
        update conversation
           set last_seq = last_seq + 1, last_at = now(),
               last_message_id = nextval(pg_get_serial_sequence('chat_message', 'id'))
         where id = ${conversationId}
        returning *)
      select c.*, m.side, m.read_seq, m.sent, now() as now
        from c cross join lateral (
          select side, read_seq, sent from conversation_member
           where conversation_id = c.id order by side for update) m
       order by m.side`);
    const first = r.rows[0];
    if (!first) throw new Error(`conversation ${conversationId} vanished`);
    const conv = conversationOf(first);
    return {
      conv,
      members: r.rows.map((x) => ({
        side: x.side as Side,
        readSeq: Number(x.read_seq),
        sent: Number(x.sent),
      })),
      messageId: conv.lastMessageId!,
      now: new Date(first.now as string),
    };
  }

  /**
   * Writes the message (nothing when its client id already made one: answers false, and the
   * caller rolls back), moves both sides (the sender has read up to it), the badge counters (in
   * the owners' order), and queues the transaction's notifications (`notify`, evaluated in the
   * select list in their order; a rollback drops them), in one statement.
   */
  async write(
    tx: DbOrTx,
    row: MessageRow,
    moves: { owner: Owner; by: number }[],
    notify: SQL[] = [],
  ): Promise<boolean> {
    const boxes = moves.length
      ? sql`, box as (
          insert into message_box (owner_kind, owner_id, category, unread, last_id)
          values ${sql.join(
            moves.map((m) => sql`(${m.owner.kind}, ${m.owner.id}, 'chat', ${Math.max(0, m.by)}, null)`),
            sql`, `,
          )}
          on conflict (owner_kind, owner_id, category) do update set
            unread = greatest(0, message_box.unread + case ${sql.join(
              moves.map(
                (m) =>
                  sql`when excluded.owner_kind = ${m.owner.kind} and excluded.owner_id = ${m.owner.id} then ${m.by}::int`,
              ),
              sql` `,
            )} else 0 end),
            updated_at = now())`
      : sql``;
    const r = await tx.execute<{ inserted: number }>(sql`
      with ins as (
        insert into chat_message
               (id, conversation_id, seq, side, sender_id, client_id, kind, text, payload, created_at)
        overriding system value values (${row.id}, ${row.conversationId}, ${row.seq}, ${row.side}, ${row.senderId}, ${row.clientId},
                ${row.kind}, ${row.text}, ${JSON.stringify(row.payload)}::jsonb, now())
        on conflict (sender_id, client_id) do nothing
        returning id),
      mem as (
        update conversation_member set last_at = now(),
               read_seq = case when side = ${row.side} then ${row.seq} else read_seq end,
               sent = case when side = ${row.side} then sent + 1 else sent end
         where conversation_id = ${row.conversationId})
      ${boxes}
      select (select count(*) from ins)::int as inserted${notify.length ? sql`, ${sql.join(notify, sql`, `)}` : sql``}`);
    return Number(r.rows[0]!.inserted) === 1;
  }
}
