import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { Owner } from './box.repo.ts';
import type { ConversationRow, Side } from './conversations.repo.ts';
import type { MessageRow } from './messages.repo.ts';

/** A user as a send needs them: the account's state (1 banned, 2 closed), mute, name and picture. */
export interface SendUser {
  id: number;
  status: number;
  mutedUntil: Date | null;
  nickname: string;
  avatar: string;
}

/**
 * Everything a send checks before it writes, read in one statement: whether the client id already
 * made a message, the sender, the conversation (by id or by pair), the other user of it (or the one
 * written to) and, between the two users, blocks either way, the other's who_can_message and the
 * follows both ways.
 */
export interface SendFacts {
  dupId: number | null;
  me: SendUser | null;
  conv: ConversationRow | null;
  other: SendUser | null;
  blocked: boolean;
  whoCanMessage: string | null;
  /** I follow the other user. */
  follows: boolean;
  /** The other user follows me. */
  fan: boolean;
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
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

function userOf(x: Record<string, unknown>, p: string): SendUser | null {
  if (x[`${p}_id`] === null || x[`${p}_id`] === undefined) return null;
  return {
    id: Number(x[`${p}_id`]),
    status: Number(x[`${p}_status`]),
    mutedUntil: date(x[`${p}_muted`]),
    nickname: String(x[`${p}_nickname`] ?? ''),
    avatar: String(x[`${p}_avatar`] ?? ''),
  };
}

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
 * The SQL of one send, in three statements: the facts it checks (read-only, also of the account
 * and community tables, see docs/decisions/236), the lock that takes the next number, and the
 * write of everything the message changes. Rules stay in the chat service.
 */
export class SendRepo {
  async facts(
    tx: DbOrTx,
    q: { me: number; clientId: string; conversationId?: number; pairKey?: string; otherId?: number },
  ): Promise<SendFacts> {
    const convOn =
      q.conversationId !== undefined
        ? sql`c.id = ${q.conversationId}`
        : q.pairKey !== undefined
          ? sql`c.pair_key = ${q.pairKey}`
          : sql`false`;
    const otherOn =
      q.otherId !== undefined
        ? sql`o.id = ${q.otherId}`
        : sql`o.id = case when c.kind = 'user' then (case when c.user_a = ${q.me} then c.user_b else c.user_a end)
                          when c.user_a <> ${q.me} then c.user_a end`;
    const r = await tx.execute<Record<string, unknown>>(sql`
      select d.id as dup_id,
             me.id as me_id, me.status as me_status, me.muted_until as me_muted,
             me.nickname as me_nickname, me.avatar as me_avatar,
             c.id, c.kind, c.pair_key, c.user_a, c.user_b, c.mch_id, c.last_seq, c.last_message_id,
             c.last_at, c.created_at,
             o.id as o_id, o.status as o_status, o.muted_until as o_muted,
             o.nickname as o_nickname, o.avatar as o_avatar,
             o.id is not null and exists (select 1 from user_block
               where (user_id = ${q.me} and blocked_id = o.id) or (user_id = o.id and blocked_id = ${q.me})) as blocked,
             s.who_can_message,
             o.id is not null and exists (select 1 from follow where follower_id = ${q.me} and followee_id = o.id) as follows,
             o.id is not null and exists (select 1 from follow where follower_id = o.id and followee_id = ${q.me}) as fan
        from (select 1) x
        left join chat_message d on d.sender_id = ${q.me} and d.client_id = ${q.clientId}
        left join users me on me.id = ${q.me}
        left join conversation c on ${convOn}
        left join users o on ${otherOn}
        left join forum_user_setting s on s.user_id = o.id`);
    const x = r.rows[0]!;
    return {
      dupId: num(x.dup_id),
      me: userOf(x, 'me'),
      conv: x.id === null || x.id === undefined ? null : conversationOf(x),
      other: userOf(x, 'o'),
      blocked: Boolean(x.blocked),
      whoCanMessage: (x.who_can_message as string | null) ?? null,
      follows: Boolean(x.follows),
      fan: Boolean(x.fan),
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
   * the owners' order) and runs `after` (the realtime events' statements) in the same statement.
   */
  async write(
    tx: DbOrTx,
    row: MessageRow,
    moves: { owner: Owner; by: number }[],
    after: SQL[],
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
      select (select count(*) from ins)::int as inserted
             ${
               after.length
                 ? sql`, ${sql.join(
                     after.map((q) => sql`(${q})`),
                     sql`, `,
                   )}`
                 : sql``
             }`);
    return Number(r.rows[0]!.inserted) === 1;
  }
}

/**
 * The statements `publish` would run in a transaction (realtime events, badge hints: each one
 * `select pg_notify(...)`), recorded instead of sent, so a write can carry them in its own
 * statement. Anything but `execute` is refused, so a publisher that needs more fails loudly.
 */
export async function statementsOf(publish: (tx: DbOrTx) => Promise<void>): Promise<SQL[]> {
  const out: SQL[] = [];
  const recorder = {
    execute(q: SQL) {
      out.push(q);
      return Promise.resolve({ rows: [], rowCount: 0 });
    },
  };
  await publish(recorder as unknown as DbOrTx);
  return out;
}
