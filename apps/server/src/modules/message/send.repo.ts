import { randomBytes } from 'node:crypto';
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

/** What a send writes besides the message: who sits where, and the events it sends. */
export interface SendCall {
  conversationId: number;
  /** The message to write (its id, number and time are the statement's). */
  message: Pick<MessageRow, 'senderId' | 'clientId' | 'kind' | 'text' | 'payload'> & { side: Side };
  /** The stranger rule applies: a user's conversation whose other user does not follow back. */
  stranger: boolean;
  /** The sender's rate: the counter's hit (returning `count`, `reset_in`), and the most it allows. */
  rate: { hit: SQL; limit: number };
  mine: Owner;
  peer: Owner;
  /** The NOTIFY channel of the events. */
  channel: string;
  /**
   * The events sent with every message; then, when the sender answered (had not read everything
   * before), the read receipt and the hint of both boxes, else the hint of the other's box alone.
   */
  messages: string[];
  read: string;
  hintBoth: string;
  hintPeer: string;
}

/** The message a send wrote: its id, number and time, and whether the sender read what came before. */
export interface Sent {
  id: number;
  seq: number;
  createdAt: Date;
  answered: boolean;
}

/** The stranger rule refused the send, under the locks (SQLSTATE DA002, migration 0041). */
export class StrangerRefused extends Error {}

/** The sender's rate refused the send (SQLSTATE DA003); the counter resets in `seconds`. */
export class RateRefused extends Error {
  constructor(readonly seconds: number) {
    super('rate');
  }
}

/**
 * Placeholders of the events a send builds before it has its id, number and time: JSON strings no
 * text can hold (a control character and this process's random tag), filled in by the statement.
 */
const TAG = randomBytes(6).toString('hex');
export const SLOTS = { id: `\u0001id ${TAG}`, seq: `\u0001seq ${TAG}`, at: `\u0001at ${TAG}` };
const SLOT_TEXTS = [SLOTS.id, SLOTS.seq, SLOTS.at].map((x) => JSON.stringify(x));

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
 * The SQL of one send over the message module's own tables, in two statements: the facts it
 * checks (the client id's earlier message and the conversation), and the send that takes the next
 * number and writes everything the message changes. Rules stay in the chat service; the send
 * applies those that must be checked under its locks, with the values the service gives it.
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
   * Sends a message in one statement. It counts the sender's rate (`RateRefused` past its limit;
   * its row is locked first: the conversation's update waits for it), takes the conversation's
   * next number and the message's id under the conversation's row lock, then locks both sides in
   * side order (the lock order of every conversation write); refuses a stranger's second message
   * when the other side has sent nothing (`StrangerRefused`; a client id used twice fails on
   * `chat_message_client_uq`); writes the message, moves both sides (the sender has read up to
   * it) and the two boxes' chat counters in owner order; and queues the events, filled in with the
   * id, number and time: `messages` always, then when the sender had not read everything before
   * answering, `read` and `hintBoth`, else `hintPeer`. An error undoes all of it, its events and
   * its count of the rate too.
   */
  async send(tx: DbOrTx, c: SendCall): Promise<Sent> {
    const msg = c.message;
    let r;
    try {
      r = await tx.execute<{ id: string; seq: number; at: string; answered: boolean }>(sql`
        with rate as (${c.rate.hit}),
        c as (
          update conversation
             set last_seq = last_seq + 1, last_at = now(),
                 last_message_id = nextval(pg_get_serial_sequence('chat_message', 'id'))
           where id = ${c.conversationId} and exists (select from rate)
          returning id, last_seq, last_message_id),
        m as (
          select c.last_message_id as id, c.last_seq as seq,
                 max(l.read_seq) filter (where l.side = ${msg.side}) as my_read,
                 max(l.sent) filter (where l.side = ${msg.side}) as my_sent,
                 max(l.sent) filter (where l.side <> ${msg.side}) as their_sent
            from c cross join lateral (
              select side, read_seq, sent from conversation_member
               where conversation_id = c.id order by side for update) l
           group by c.last_message_id, c.last_seq),
        ok as (
          select m.id, m.seq, m.my_read - (m.seq - 1) as by,
                 to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
                 case when rate.count > ${c.rate.limit} then chat_refuse('DA003', rate.reset_in::text)
                      when ${c.stranger} and m.their_sent = 0 and m.my_sent >= 1 then chat_refuse('DA002', '')
                  end as refused
            from m, rate),
        ins as (
          insert into chat_message
                 (id, conversation_id, seq, side, sender_id, client_id, kind, text, payload, created_at)
          overriding system value
          select ok.id, ${c.conversationId}, ok.seq, ${msg.side}, ${msg.senderId}, ${msg.clientId}, ${msg.kind},
                 ${msg.text}, ${JSON.stringify(msg.payload)}::jsonb, now()
            from ok where ok.refused is null),
        mem as (
          update conversation_member set last_at = now(),
                 read_seq = case when side = ${msg.side} then ok.seq else read_seq end,
                 sent = case when side = ${msg.side} then sent + 1 else sent end
            from ok where conversation_id = ${c.conversationId}),
        box as (
          insert into message_box as mb (owner_kind, owner_id, category, unread, last_id)
          select x.k, x.i, 'chat', greatest(0, x.b), null
            from ok cross join lateral (values (${c.peer.kind}::varchar, ${c.peer.id}::bigint, 1),
                                               (${c.mine.kind}::varchar, ${c.mine.id}::bigint, ok.by)) x (k, i, b)
           where x.b <> 0
           order by x.k collate "C", x.i
          on conflict (owner_kind, owner_id, category) do update
             set unread = greatest(0, mb.unread + case
                   when excluded.owner_kind = ${c.peer.kind} and excluded.owner_id = ${c.peer.id} then 1
                   else (select ok.by from ok) end),
                 updated_at = now())
        select ok.id, ok.seq, ok.at, ok.by <> 0 as answered,
               (select count(pg_notify(${c.channel}, replace(replace(replace(n.note,
                         s.id, ok.id::text), s.seq, ok.seq::text), s.at, to_json(ok.at)::text)))
                  from unnest(${sql.param(c.messages)}::text[] || case when ok.by <> 0
                         then array[${c.read}, ${c.hintBoth}] else array[${c.hintPeer}] end) n (note),
                       (select ${SLOT_TEXTS[0]}::text as id, ${SLOT_TEXTS[1]}::text as seq, ${SLOT_TEXTS[2]}::text as at) s) as notified
          from ok`);
    } catch (err) {
      const e =
        (err as { cause?: { code?: unknown; detail?: unknown } }).cause ??
        (err as { code?: unknown; detail?: unknown });
      if (e.code === 'DA002') throw new StrangerRefused();
      if (e.code === 'DA003') throw new RateRefused(Number(e.detail) || 0);
      throw err;
    }
    const x = r.rows[0];
    if (!x) throw new Error(`conversation ${c.conversationId} vanished`);
    return { id: Number(x.id), seq: Number(x.seq), createdAt: new Date(x.at), answered: x.answered };
  }
}
