import type pg from 'pg';
import { READ, type Target } from './targets.ts';
import { BENCH_USERS, benchUserId, drawReader } from './draw.ts';

/** Readers are users 1, 48, 95... (draw.ts: benchUserId). */
const READER_STEP = 47;

/**
 * The message box's hot calls, read by every open app: `message/statistics` (the badges, polled
 * and pushed) and `message/collection` (the box). Each of the 2,000 readers gets a box as the
 * services leave it: 40 notices over the categories (likes, comments, follows, orders, system),
 * the box counters that match them, and 12 conversations of 6 messages with other readers, some
 * of them unread.
 */

const NOTICES_PER_READER = 40;
const CONVERSATIONS_PER_READER = 12;
const MESSAGES_PER_CONVERSATION = 6;

async function seedNotices(c: pg.PoolClient): Promise<number> {
  const ids = Array.from({ length: BENCH_USERS }, (_, i) => benchUserId(i));
  const r = await c.query(
    `insert into notification (user_id, kind, actor_id, post_id, text, data, dedupe_key, is_read, created_at)
     select u, k.kind, 1 + (u * 31 + n * 7) % 99000, case when k.kind in ('like','collect','comment') then 1 + (u + n) % 400000 end,
            case when k.kind = 'comment' then '跳得太帅了，求教程' else '' end,
            case when k.kind = 'order' then jsonb_build_object('event', 'shipped', 'order_no', 'B' || u || n) else '{}'::jsonb end,
            'bench:' || u || ':' || n, n > 6, now() - (n || ' hours')::interval
       from unnest($1::bigint[]) u, generate_series(1, $2::int) n,
            lateral (select (array['like','like','collect','comment','follow','order','system','like'])[1 + n % 8] as kind) k`,
    [ids, NOTICES_PER_READER],
  );
  await c.query(
    `insert into message_box (owner_kind, owner_id, category, unread, last_id)
     select 'user', user_id, category, count(*) filter (where not is_read), max(id)
       from notification where user_id = any($1::bigint[]) group by user_id, category`,
    [ids],
  );
  return r.rowCount!;
}

async function seedConversations(c: pg.PoolClient): Promise<number> {
  const ids = Array.from({ length: BENCH_USERS }, (_, i) => benchUserId(i));
  const convs = await c.query<{ id: string }>(
    `insert into conversation (kind, pair_key, user_a, user_b, last_seq, last_at, created_at)
     select 'user', 'u:' || least(u, p) || ':' || greatest(u, p), least(u, p), greatest(u, p), $3::int,
            now() - (n || ' hours')::interval, now() - interval '30 days'
       from unnest($1::bigint[]) u, generate_series(1, $2::int) n,
            lateral (select 1 + (((u - 1) / $4::int + n * 37) % $5::int) * $4::int as p) o
     on conflict (pair_key) do nothing
     returning id`,
    [ids, CONVERSATIONS_PER_READER, MESSAGES_PER_CONVERSATION, READER_STEP, BENCH_USERS],
  );
  await c.query(
    `insert into chat_message (conversation_id, seq, side, sender_id, client_id, kind, text, created_at)
     select v.id, s, case when s % 2 = 0 then 'a' else 'b' end, case when s % 2 = 0 then v.user_a else v.user_b end,
            'bench-' || v.id || '-' || s, 'text', '今晚练习室见，带上音箱 ' || s, v.last_at - ((7 - s) || ' minutes')::interval
       from conversation v, generate_series(1, $1::int) s
      where v.pair_key like 'u:%'`,
    [MESSAGES_PER_CONVERSATION],
  );
  await c.query(
    `update conversation v set last_message_id = m.id from chat_message m
      where m.conversation_id = v.id and m.seq = v.last_seq`,
  );
  // Side a has read everything; side b has read all but the last two on every third conversation.
  await c.query(
    `insert into conversation_member (conversation_id, side, owner_kind, owner_id, read_seq, sent, last_at)
     select id, 'a', 'user', user_a, last_seq, last_seq / 2, last_at from conversation
     union all
     select id, 'b', 'user', user_b, case when id % 3 = 0 then last_seq - 2 else last_seq end, last_seq / 2, last_at
       from conversation`,
  );
  await c.query(
    `insert into message_box (owner_kind, owner_id, category, unread)
     select 'user', owner_id, 'chat', sum(v.last_seq - m.read_seq)
       from conversation_member m join conversation v on v.id = m.conversation_id
      group by owner_id
     on conflict (owner_kind, owner_id, category) do update set unread = excluded.unread`,
  );
  return convs.rowCount! * (1 + MESSAGES_PER_CONVERSATION);
}

export const MESSAGE_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['notices', seedNotices],
  ['chats', seedConversations],
];

export const MESSAGE_TARGETS: Target[] = [
  {
    name: 'message/statistics',
    method: 'GET',
    path: '/api/message/statistics',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/message/statistics', token: reader() });
    },
  },
  {
    name: 'message/collection',
    method: 'GET',
    path: '/api/message/collection',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/message/collection', token: reader() });
    },
  },
];
