import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, TextPart } from '../../platform/db.ts';
import { conversation, conversationMember } from '../../db/schema/message.ts';
import type { Owner } from './box.repo.ts';
import type { MessageRow } from './messages.repo.ts';

export type ConversationRow = typeof conversation.$inferSelect;
export type MemberRow = typeof conversationMember.$inferSelect;
export type Side = 'a' | 'b';

/** What a conversation's list row shows of its last message (its text cut to 60 characters at most). */
export type LastMessage = Pick<MessageRow, 'seq' | 'side' | 'kind' | 'text' | 'recalledAt' | 'createdAt'>;

/** A row of a box's conversation list: my side, the conversation, the other side's read position. */
export interface ListedRow {
  conversation_id: number;
  side: Side;
  read_seq: number;
  last_at: Date;
  us: number;
  kind: 'user' | 'shop';
  user_a: number;
  user_b: number | null;
  mch_id: number | null;
  last_seq: number;
  last_message_id: number | null;
  peer_read_seq: number;
  last: LastMessage | null;
}

/** A conversation whose read position moved: from `old` to `read_seq`. */
export interface MovedRow {
  conversation_id: number;
  side: Side;
  old: number;
  read_seq: number;
  kind: 'user' | 'shop';
  user_a: number;
  user_b: number | null;
  mch_id: number | null;
}

/**
 * The last message's columns of a list row; its text's first 60 characters are all its preview
 * shows (the view cuts 60 UTF-16 units, which 60 characters always cover).
 */
const LAST_COLUMNS =
  'l.seq as l_seq, l.side as l_side, l.kind as l_kind, left(l.text, 60) as l_text, l.recalled_at as l_recalled_at, l.created_at as l_created_at';
const LAST = sql.raw(LAST_COLUMNS);

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** SQL of conversations and their two sides. */
export class ConversationsRepo {
  async byId(tx: DbOrTx, id: number): Promise<ConversationRow | undefined> {
    const [row] = await tx.select().from(conversation).where(eq(conversation.id, id));
    return row;
  }

  async byPair(tx: DbOrTx, pairKey: string): Promise<ConversationRow | undefined> {
    const [row] = await tx.select().from(conversation).where(eq(conversation.pairKey, pairKey));
    return row;
  }

  /**
   * The conversation of a pair, made with its two sides if it is new. Two first messages at once
   * make one: the second insert waits for the first and then finds it.
   */
  async open(
    tx: DbOrTx,
    v: { kind: 'user' | 'shop'; pairKey: string; userA: number; userB: number | null; mchId: number | null },
    sides: { side: Side; owner: Owner }[],
  ): Promise<number> {
    const [made] = await tx
      .insert(conversation)
      .values(v)
      .onConflictDoNothing({ target: conversation.pairKey })
      .returning({ id: conversation.id });
    if (made) {
      await tx.insert(conversationMember).values(
        sides.map((s) => ({
          conversationId: made.id,
          side: s.side,
          ownerKind: s.owner.kind,
          ownerId: s.owner.id,
        })),
      );
      return made.id;
    }
    const found = await this.byPair(tx, v.pairKey);
    if (!found) throw new Error(`conversation ${v.pairKey} vanished`);
    return found.id;
  }

  /** Locks the conversation for a send: sends into one conversation take their numbers one by one. */
  async lock(tx: DbOrTx, id: number): Promise<ConversationRow> {
    const [row] = await tx.select().from(conversation).where(eq(conversation.id, id)).for('update');
    if (!row) throw new Error(`conversation ${id} vanished`);
    return row;
  }

  /** Both sides, locked (the send moves them). */
  async lockMembers(tx: DbOrTx, id: number): Promise<MemberRow[]> {
    return tx
      .select()
      .from(conversationMember)
      .where(eq(conversationMember.conversationId, id))
      .orderBy(conversationMember.side)
      .for('update');
  }

  async member(tx: DbOrTx, id: number, side: Side): Promise<MemberRow | undefined> {
    const [row] = await tx
      .select()
      .from(conversationMember)
      .where(and(eq(conversationMember.conversationId, id), eq(conversationMember.side, side)));
    return row;
  }

  /** After a send: the conversation's last message and number. */
  async advance(tx: DbOrTx, id: number, seq: number, messageId: number): Promise<void> {
    await tx
      .update(conversation)
      .set({ lastSeq: seq, lastMessageId: messageId, lastAt: sql`now()` })
      .where(eq(conversation.id, id));
  }

  /** After a send: both sides move up their lists; the sender has read up to its own message. */
  async touch(tx: DbOrTx, id: number, senderSide: Side, seq: number): Promise<void> {
    await tx.execute(sql`
      update conversation_member set last_at = now(),
             read_seq = case when side = ${senderSide} then ${seq} else read_seq end,
             sent = case when side = ${senderSide} then sent + 1 else sent end
       where conversation_id = ${id}`);
  }

  /**
   * Moves one side's read position forward to `seq` (never back); answers where it was, or null
   * when it was already there. The old value is read under the row's lock, so two reads at once
   * each answer their own step and the unread counter moves by exactly the sum.
   */
  async moveRead(tx: DbOrTx, id: number, side: Side, seq: number): Promise<number | null> {
    const r = await tx.execute<{ old: number }>(sql`
      update conversation_member m set read_seq = ${seq}
        from (select read_seq from conversation_member
               where conversation_id = ${id} and side = ${side} for update) o
       where m.conversation_id = ${id} and m.side = ${side} and o.read_seq < ${seq}
       returning o.read_seq as old`);
    const row = r.rows[0];
    return row ? Number(row.old) : null;
  }

  /** Reads every conversation of a box to its end; answers the ones that moved. */
  async readAll(tx: DbOrTx, o: Owner): Promise<MovedRow[]> {
    const r = await tx.execute<Record<string, unknown>>(sql`
      update conversation_member m set read_seq = o.last_seq
        from (select m2.conversation_id, m2.side, m2.read_seq, c.last_seq, c.kind, c.user_a, c.user_b, c.mch_id
                from conversation_member m2 join conversation c on c.id = m2.conversation_id
               where m2.owner_kind = ${o.kind} and m2.owner_id = ${o.id} and m2.read_seq < c.last_seq
               order by m2.conversation_id
                 for update of m2) o
       where m.conversation_id = o.conversation_id and m.side = o.side
       returning o.conversation_id, o.side, o.read_seq as old, m.read_seq, o.kind, o.user_a, o.user_b, o.mch_id`);
    return r.rows.map((x) => ({
      conversation_id: Number(x.conversation_id),
      side: x.side as Side,
      old: Number(x.old),
      read_seq: Number(x.read_seq),
      kind: x.kind as 'user' | 'shop',
      user_a: Number(x.user_a),
      user_b: num(x.user_b),
      mch_id: num(x.mch_id),
    }));
  }

  /**
   * A page of a box's conversations, latest first (conversation_member_list_idx), with the other
   * side's read position (its primary key) and the last message's preview (chat_message's); rows
   * for `listed`, as text with its parameters numbered from `at` (the page's size is written in):
   * the box reads it in the statement of its counters (BoxRepo.rowsAnd).
   */
  pageQuery(o: Owner, after: number[] | null, limit: number, at: number): TextPart {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`pageQuery: limit ${limit}`);
    const $ = (i: number) => `$${at + i}`;
    return {
      text: `
      select m.conversation_id, m.side, m.read_seq, m.last_at,
             (extract(epoch from m.last_at) * 1000000)::bigint as us,
             c.kind, c.user_a, c.user_b, c.mch_id, c.last_seq, c.last_message_id,
             p.read_seq as peer_read_seq, ${LAST_COLUMNS}
        from (select conversation_id, side, read_seq, last_at from conversation_member
               where owner_kind = ${$(0)} and owner_id = ${$(1)}
                 ${after ? `and (last_at, conversation_id) < (timestamptz 'epoch' + ${$(2)}::float8 * interval '1 microsecond', ${$(3)}::bigint)` : ''}
               order by last_at desc nulls last, conversation_id desc nulls last
               limit ${limit}) m
        join conversation c on c.id = m.conversation_id
        join conversation_member p on p.conversation_id = m.conversation_id
         and p.side = case m.side when 'a' then 'b' else 'a' end
        left join chat_message l on l.id = c.last_message_id`,
      values: after ? [o.kind, o.id, after[0], after[1]] : [o.kind, o.id],
    };
  }

  /** One conversation as a list row, from the given side. */
  async listedOne(tx: DbOrTx, id: number, side: Side): Promise<ListedRow | undefined> {
    const r = await tx.execute<Record<string, unknown>>(sql`
      select m.conversation_id, m.side, m.read_seq, m.last_at,
             (extract(epoch from m.last_at) * 1000000)::bigint as us,
             c.kind, c.user_a, c.user_b, c.mch_id, c.last_seq, c.last_message_id,
             p.read_seq as peer_read_seq, ${LAST}
        from conversation_member m
        join conversation c on c.id = m.conversation_id
        join conversation_member p on p.conversation_id = m.conversation_id and p.side <> m.side
        left join chat_message l on l.id = c.last_message_id
       where m.conversation_id = ${id} and m.side = ${side}`);
    const row = r.rows[0];
    return row ? this.listed(row) : undefined;
  }

  /** A list row from `pageQuery`'s or `listedOne`'s columns (as pg gives them, or as JSON). */
  listed(x: Record<string, unknown>): ListedRow {
    return {
      conversation_id: Number(x.conversation_id),
      side: x.side as Side,
      read_seq: Number(x.read_seq),
      last_at: new Date(x.last_at as string),
      us: Number(x.us),
      kind: x.kind as 'user' | 'shop',
      user_a: Number(x.user_a),
      user_b: num(x.user_b),
      mch_id: num(x.mch_id),
      last_seq: Number(x.last_seq),
      last_message_id: num(x.last_message_id),
      peer_read_seq: Number(x.peer_read_seq),
      last:
        x.l_seq === null || x.l_seq === undefined
          ? null
          : {
              seq: Number(x.l_seq),
              side: x.l_side as string,
              kind: x.l_kind as string,
              text: x.l_text as string,
              recalledAt: x.l_recalled_at === null ? null : new Date(x.l_recalled_at as string),
              createdAt: new Date(x.l_created_at as string),
            },
    };
  }
}
