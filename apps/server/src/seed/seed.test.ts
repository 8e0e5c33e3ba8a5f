import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, countRows, testApp, visitorToken } from '../../test/helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './index.ts';

/** Rows of a query, as plain objects. */
async function rows<T>(q: string): Promise<T[]> {
  return (await t.database.db.execute(sql.raw(q))).rows as T[];
}

/** Every table's row count: what a second run must leave as it is. */
async function census(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_counter')`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) out[name] = await countRows(t, `"${name}"`);
  return out;
}

/** Counters that disagree with the rows behind them (empty when every count is true). */
async function mismatches(q: string): Promise<unknown[]> {
  return rows(q);
}

const t = await testApp();
// How long the seed takes is measured by the start-up log and the bench, not asserted here: on a
// loaded machine a timed test only fails at random.
beforeAll(async () => {
  await seedDemo(t.platform, t.services);
}, 300_000);

describe('the demo community', () => {
  it('is made once: a second run adds and changes nothing', async () => {
    const before = await census();
    const users = await rows<{ id: number; follow_count: number; like_count: number }>(
      'select id, follow_count, like_count, fans_count, post_count, balance, integral from users order by id',
    );
    await seedDemo(t.platform, t.services);
    expect(await census()).toEqual(before);
    expect(
      await rows(
        'select id, follow_count, like_count, fans_count, post_count, balance, integral from users order by id',
      ),
    ).toEqual(users);
  }, 120_000);

  it('keeps the six demo accounts of the README, with their password and roles', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const r = await call<{ user: { is_operator: number; merchant_review_status: number } }>(
        t.app,
        'POST',
        '/api/passport/login',
        {
          token: await visitorToken(t.app),
          query: { login_scenario: 'password' },
          body: { mobile: a.mobile, password: DEMO_PASSWORD },
        },
      );
      expect(r.body.code, a.mobile).toBe(0);
    }
    const roles = await rows<{ mobile: string; review_status: number; roles: string[] }>(
      `select mobile, review_status, merchant_review_status, anchor_review_status, musician_review_status,
              roles from users where mobile like '1380000000_' order by mobile`,
    );
    expect(roles.map((r) => r.review_status)).toEqual([0, 2, 2, 2, 2, 2]);
    expect(roles[2]).toMatchObject({ merchant_review_status: 2 });
    expect(roles[3]).toMatchObject({ anchor_review_status: 2 });
    expect(roles[4]).toMatchObject({ musician_review_status: 2 });
    expect(roles[5]!.roles).toEqual(['operator']);
  });

  it('has posts with pictures and videos by several users, comments, replies, likes, follows, circles and topics', async () => {
    expect(
      await countRows(t, 'post', `status = 1 and type = 'image' and cardinality(images) > 0`),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await countRows(t, 'post', `status = 1 and type = 'video' and video_url like '/uploads/video/%.mp4'`),
    ).toBe(4);
    expect(
      (await rows<{ n: number }>('select count(distinct user_id)::int as n from post where status = 1'))[0]!
        .n,
    ).toBeGreaterThanOrEqual(10);
    expect(await countRows(t, 'comment', 'parent_id is null')).toBeGreaterThanOrEqual(40);
    expect(await countRows(t, 'comment', 'parent_id is not null')).toBeGreaterThanOrEqual(20);
    expect(await countRows(t, 'comment', 'reply_to_user_id is not null')).toBeGreaterThanOrEqual(5);
    expect(await countRows(t, 'post_like')).toBeGreaterThanOrEqual(200);
    expect(await countRows(t, 'follow')).toBeGreaterThanOrEqual(200);
    expect(await countRows(t, 'forum_group', 'member_count >= 7')).toBe(4);
    expect(await countRows(t, 'topic', 'post_count >= 2')).toBeGreaterThanOrEqual(5);
    // Every uploaded picture and video belongs to who posted it, like any user's upload.
    expect(
      await countRows(
        t,
        'post p',
        `exists (select 1 from unnest(p.images) u where not exists
           (select 1 from attachment a where a.url = u and a.user_id = p.user_id))`,
      ),
    ).toBe(0);
  });

  it('shows only counts that equal the rows behind them', async () => {
    expect(
      await mismatches(`select u.id from users u where
        u.post_count <> (select count(*) from post p where p.user_id = u.id and p.status = 1)
        or u.follow_count <> (select count(*) from follow f where f.follower_id = u.id)
        or u.fans_count <> (select count(*) from follow f where f.followee_id = u.id)
        or u.like_count <> (select count(*) from post_like l join post p on p.id = l.post_id where p.user_id = u.id)`),
    ).toEqual([]);
    expect(
      await mismatches(`select p.id from post p where
        p.like_count <> (select count(*) from post_like l where l.post_id = p.id)
        or p.collect_count <> (select count(*) from post_collect c where c.post_id = p.id)
        or p.comment_count <> (select count(*) from comment c where c.post_id = p.id and c.status = 1)`),
    ).toEqual([]);
    expect(
      await mismatches(`select c.id from comment c where c.parent_id is null
        and c.reply_count <> (select count(*) from comment r where r.parent_id = c.id and r.status = 1)`),
    ).toEqual([]);
    expect(
      await mismatches(`select g.id from forum_group g where
        g.member_count <> (select count(*) from group_member m where m.group_id = g.id)
        or g.post_count <> (select count(*) from post p where p.group_id = g.id and p.status = 1)`),
    ).toEqual([]);
    expect(
      await mismatches(`select t.id from topic t where
        t.post_count <> (select count(*) from post p where t.id = any(p.topic_ids) and p.status = 1)`),
    ).toEqual([]);
    expect(
      await mismatches(`select g.id from goods g where
        g.sales <> (select coalesce(sum(i.num), 0) from order_item i join orders o on o.id = i.order_id
                     where i.goods_id = g.id and o.status in ('paid', 'shipped', 'received', 'completed'))
        or g.comment_count <> (select count(*) from goods_comment c where c.goods_id = g.id)`),
    ).toEqual([]);
    expect(
      await mismatches(`select u.id from users u where
        u.balance <> (select coalesce(sum(l.change), 0) from balance_log l where l.user_id = u.id)
        or u.integral <> (select coalesce(sum(l.change), 0) from integral_log l where l.user_id = u.id)`),
    ).toEqual([]);
  });

  it('shows each count and its list alike through the API', async () => {
    const aj = (await rows<{ id: number }>(`select id from users where mobile = '13800000002'`))[0]!.id;
    const token = (await t.platform.tokens.issueAccess()).access_token;
    const profile = await call<{ fans_count: number; follow_count: number; post_count: number }>(
      t.app,
      'GET',
      '/api/user/forum-user-info',
      { token, query: { user_id: aj } },
    );
    expect(profile.body.code).toBe(0);
    const all = async (path: string, query: Record<string, string | number>) => {
      const ids: number[] = [];
      let cursor: string | undefined;
      do {
        const r = await call<{ list: { id: number }[]; next_cursor: string | null }>(t.app, 'GET', path, {
          token,
          query: { ...query, limit: 50, cursor },
        });
        expect(r.body.code, path).toBe(0);
        ids.push(...r.body.data.list.map((x) => x.id));
        cursor = r.body.data.next_cursor ?? undefined;
      } while (cursor);
      return ids;
    };
    expect((await all('/api/forum/interaction/user-like-list', { type: 'fans', user_id: aj })).length).toBe(
      profile.body.data.fans_count,
    );
    expect((await all('/api/forum/interaction/user-like-list', { type: 'follow', user_id: aj })).length).toBe(
      profile.body.data.follow_count,
    );
    expect(profile.body.data.fans_count).toBeGreaterThan(10);

    const [post] = await rows<{ id: number; like_count: number }>(
      `select id, like_count from post where status = 1 and type = 'image' order by like_count desc limit 1`,
    );
    expect(post!.like_count).toBeGreaterThan(5);
    expect((await all('/api/forum/interaction/post-like-user-list', { post_id: post!.id })).length).toBe(
      post!.like_count,
    );
  });

  it('gives the demo buyer an order in every state, and the goods reviews and sales', async () => {
    const states = await rows<{ status: string; n: number }>(
      `select status, count(*)::int as n from orders o where user_id = (select id from users where mobile = '13800000001')
         and not exists (select 1 from order_item i where i.order_id = o.id and i.type <> 'goods')
        group by status order by status`,
    );
    expect(Object.fromEntries(states.map((s) => [s.status, s.n]))).toMatchObject({
      unpaid: 1,
      paid: 2,
      shipped: 1,
      received: 2,
      completed: 1,
      cancelled: 1,
      refunded: 1,
    });
    expect(
      await countRows(
        t,
        'after_sale',
        `status = 'pending' and user_id = (select id from users where mobile = '13800000001')`,
      ),
    ).toBe(1);
    expect(await countRows(t, 'goods_comment')).toBeGreaterThanOrEqual(10);
    expect(await countRows(t, 'goods', 'sales > 0')).toBeGreaterThanOrEqual(10);
  });

  it("seeds the demo merchant's shop, goods with SKUs and images, wallets", async () => {
    expect(await countRows(t, 'mch', `owner_id = (select id from users where mobile = '13800000003')`)).toBe(
      1,
    );
    const shop = `mch_id = (select id from mch where owner_id = (select id from users where mobile = '13800000003'))`;
    expect(await countRows(t, 'mch_account_log', `${shop} and kind = 'credit'`)).toBeGreaterThanOrEqual(1);
    expect(await countRows(t, 'mch_cash', `${shop} and status = 'pending'`)).toBe(1);
    // Music tracks are goods too (DJ Nova's shop); the bound is the Groove shop's catalogue.
    const goods = await countRows(t, 'goods', `type <> 'music'`);
    expect(goods).toBeGreaterThanOrEqual(20);
    expect(goods).toBeLessThanOrEqual(30);
    expect(await countRows(t, 'goods', `delivery = 'verify'`)).toBeGreaterThanOrEqual(1);
    expect(await countRows(t, 'goods', `type = 'goods' and cover not like '/uploads/demo/%.svg'`)).toBe(0);
    // Activities and courses show pictures their organiser uploaded, like any shop's.
    expect(
      await countRows(
        t,
        'goods g',
        // The platform's points recharge (type integral) shows the shipped coin picture.
        `type not in ('goods', 'integral') and not exists (select 1 from attachment a join mch m on m.owner_id = a.user_id
           where a.url = g.cover and m.id = g.mch_id)`,
      ),
    ).toBe(0);
    expect(
      // A free track has no SKU: nothing to buy.
      await countRows(
        t,
        'goods g',
        `not exists (select 1 from goods_sku s where s.goods_id = g.id)
           and not exists (select 1 from music_track m where m.id = g.id and m.price = 0)`,
      ),
    ).toBe(0);
    expect(await countRows(t, 'mch_clerk')).toBe(2);
    // Four demo accounts' wallets, and one for each neighbour who bought in the shop.
    const buyers = await rows<{ n: number }>(
      `select count(distinct user_id)::int as n from orders where user_id in (select id from users where mobile like '139%')`,
    );
    expect(buyers[0]!.n).toBeGreaterThan(5);
    expect(await countRows(t, 'balance_log', `source_type = 'demo'`)).toBe(4 + buyers[0]!.n);
    // The demo buyer's 2,000.00 less what her orders that are not refunded took from it.
    expect(
      await countRows(
        t,
        'users u',
        `mobile = '13800000001' and balance = 200000 - (select sum(o.pay_amount - o.refund_amount) from orders o
           where o.user_id = u.id and o.status in ('paid', 'shipped', 'received', 'completed'))
           and balance >= 100000`,
      ),
    ).toBe(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/goods/v2-goods-list?limit=50',
      headers: { 'x-access-token': (await t.platform.tokens.issueAccess()).access_token },
    });
    expect(list.json().data.list.length).toBe(await countRows(t, 'goods', `type = 'goods'`));
  });

  it('has vertical short videos, generated with ffmpeg and transcoded into HLS by the job', async () => {
    const videos = await rows<{
      id: number;
      video_status: number;
      video_width: number;
      video_height: number;
      video_hls: string;
    }>(
      `select id, video_status, video_width, video_height, video_hls from post where type = 'video' order by id`,
    );
    expect(videos).toHaveLength(4);
    for (const v of videos) {
      expect(v).toMatchObject({ video_status: 2, video_width: 720, video_height: 1280 });
      expect(v.video_hls).toMatch(/index\.m3u8$/);
      // The queued job finds it done.
      expect(await t.services.community.video.transcode(v.id)).toBe('skipped');
    }
    const token = await visitorToken(t.app);
    const feed = await call<{ list: { id: number; like_count: number; comment_count: number }[] }>(
      t.app,
      'GET',
      '/api/forum/post/video-recommend',
      { token },
    );
    expect(feed.body.data.list.map((p) => p.id).sort()).toEqual(videos.map((v) => v.id).sort());
    expect(feed.body.data.list.every((p) => p.like_count > 0 && p.comment_count > 0)).toBe(true);
  });

  it('has conversations between the demo accounts and with the shop, and badge counts equal to their rows', async () => {
    const lulu = (await rows<{ id: number }>(`select id from users where mobile = '13800000001'`))[0]!.id;
    const mine = await rows<{ kind: string; last_seq: number; read_seq: number }>(
      `select c.kind, c.last_seq, m.read_seq from conversation_member m join conversation c on c.id = m.conversation_id
        where m.owner_kind = 'user' and m.owner_id = ${lulu} order by c.id`,
    );
    expect(mine.map((c) => c.kind)).toEqual(['user', 'user', 'shop']);
    expect(mine.reduce((n, c) => n + c.last_seq - c.read_seq, 0)).toBe(2);
    expect(await countRows(t, 'chat_message', `kind = 'card'`)).toBe(2);
    // Every box's counters are what its notices and conversations say.
    expect(
      await mismatches(`select b.owner_kind, b.owner_id, b.category from message_box_now b where b.unread <> (
          case when b.category = 'chat' then (
            select coalesce(sum(c.last_seq - m.read_seq), 0) from conversation_member m
              join conversation c on c.id = m.conversation_id
             where m.owner_kind = b.owner_kind and m.owner_id = b.owner_id)
          else (select count(*) from notification n where not n.is_read and n.category = b.category
                  and (case when b.owner_kind = 'shop' then n.mch_id = b.owner_id
                            else n.user_id = b.owner_id and n.mch_id = 0 end)) end)`),
    ).toEqual([]);
    expect(
      await mismatches(`select n.user_id, n.category from notification n where not n.is_read and n.mch_id = 0
          and not exists (select 1 from message_box_now b where b.owner_kind = 'user' and b.owner_id = n.user_id
                            and b.category = n.category)`),
    ).toEqual([]);
    const token = (await t.platform.tokens.issueAccess((await t.platform.tokens.issueLogin(lulu)).token))
      .access_token;
    const stats = await call<{ chat: number }>(t.app, 'GET', '/api/message/statistics', { token });
    expect(stats.body.data.chat).toBe(2);
  });

  it("has the shop's battle, workshop, jam and course, and the demo buyer's tickets, each count from its rows", async () => {
    expect(await countRows(t, 'activity', `status = 'published'`)).toBe(3);
    expect(await countRows(t, 'activity_ticket_type')).toBe(4);
    expect(await countRows(t, 'activity_division')).toBe(4);
    expect(await countRows(t, 'activity_entry', 'number is not null')).toBe(4);
    expect(await countRows(t, 'activity_battle', 'decided')).toBe(1);
    expect(await countRows(t, 'activity_photo')).toBe(6);
    expect(await countRows(t, 'activity_relation')).toBeGreaterThanOrEqual(2);
    expect(
      await countRows(
        t,
        'activity_ticket',
        `status = 'valid' and user_id = (select id from users where mobile = '13800000001')`,
      ),
    ).toBe(2);
    expect(
      await countRows(
        t,
        'course_registration',
        `status = 'active' and user_id = (select id from users where mobile = '13800000001')`,
      ),
    ).toBe(1);
    expect(await countRows(t, 'course_lesson', `status = 'ready' and playlist like '#EXTM3U%'`)).toBe(2);
    expect(await countRows(t, 'course_lesson', 'free_preview')).toBe(1);
    expect(
      await mismatches(`select tt.id from activity_ticket_type tt join goods_sku s on s.id = tt.sku_id where
        tt.sold <> (select count(*) from activity_ticket k where k.ticket_type_id = tt.id and k.status = 'valid')
        or tt.held <> (select coalesce(sum(h.num), 0) from activity_hold h where h.ticket_type_id = tt.id and h.status = 'held')
        or s.stock <> tt.capacity - tt.sold - tt.held`),
    ).toEqual([]);
    expect(
      await mismatches(`select a.id from activity a where
        a.sold <> (select coalesce(sum(tt.sold), 0) from activity_ticket_type tt where tt.activity_id = a.id)`),
    ).toEqual([]);
    expect(
      await mismatches(`select d.id from activity_division d where
        d.entrants <> (select count(*) from activity_entry e where e.division_id = d.id)`),
    ).toEqual([]);
    expect(
      await mismatches(`select c.id from course c where
        c.students <> (select count(*) from course_registration r where r.course_id = c.id and r.status = 'active')
        or c.lesson_count <> (select count(*) from course_lesson l where l.course_id = c.id)`),
    ).toEqual([]);
    const token = await visitorToken(t.app);
    const list = await call<{ list: { id: number; sold: number }[] }>(t.app, 'GET', '/api/activity/list', {
      token,
      query: { sort: 'popular' },
    });
    expect(list.body.data.list.map((x) => x.sold)).toEqual([2, 0, 0]);
  });

  it("has DJ Nova's tracks, transcoded by the job, played by the demo buyer, each count from its rows", async () => {
    expect(
      await countRows(
        t,
        'music_track',
        `status = 'published' and media_status = 'ready' and jsonb_array_length(peaks) = 200`,
      ),
    ).toBe(3);
    // One more waits for an operator (sent while review before publishing was on).
    expect(await countRows(t, 'music_track', `status = 'review'`)).toBe(1);
    expect(await countRows(t, 'music_track', 'price > 0 and sku_id is not null')).toBe(1);
    expect(await countRows(t, 'music_album')).toBe(1);
    expect(await countRows(t, 'music_handpick')).toBe(1);
    expect(await countRows(t, 'music_comment', 'parent_id is null')).toBe(3);
    expect(await countRows(t, 'music_comment', 'parent_id is not null')).toBe(1);
    expect(
      await mismatches(`select c.id from music_comment c where
        c.like_count <> (select count(*) from music_comment_like l where l.comment_id = c.id)
        or c.reply_count <> (select count(*) from music_comment r where r.parent_id = c.id)`),
    ).toEqual([]);
    expect(
      await mismatches(`select m.id from music_track m where
        m.plays <> (select count(*) from music_play p where p.track_id = m.id)
        or m.sales <> (select count(*) from music_licence l where l.track_id = m.id and l.revoked_at is null)`),
    ).toEqual([]);
    const token = await visitorToken(t.app);
    const rank = await call<{ list: { rank: number; plays: number }[] }>(t.app, 'GET', '/api/music/rank', {
      token,
      query: { window: 'week' },
    });
    expect(rank.body.data.list.map((x) => x.plays)).toEqual([1, 1]);
    // The estimate from the generated beats lands near the tempo they were made at.
    const tracks = await rows<{ bpm: number; bpm_estimate: number }>(
      `select bpm, bpm_estimate from music_track where status = 'published'`,
    );
    for (const tr of tracks) expect(Math.abs(tr.bpm_estimate - tr.bpm)).toBeLessThanOrEqual(2);
  });

  it("has the demo anchor's lives: two scheduled (one with pinned goods), one ended, none live without a stream", async () => {
    const lives = await rows<{ status: string; goods: number; started: boolean }>(
      `select status, cardinality(pinned_goods) as goods, started_at is not null as started from live_room
        where anchor_id = (select id from users where mobile = '13800000004') order by id`,
    );
    expect(lives).toEqual([
      { status: 'ended', goods: 0, started: false },
      { status: 'scheduled', goods: 2, started: false },
      { status: 'scheduled', goods: 0, started: false },
    ]);
  });

  it("has a ready replay of the demo anchor's ended live, served as an MP4 upload", async () => {
    const [r] = await rows<{
      id: number;
      replay_status: string;
      replay_path: string;
      replay_seconds: number;
    }>(
      `select id, replay_status, replay_path, replay_seconds from live_room
        where anchor_id = (select id from users where mobile = '13800000004') and status = 'ended'`,
    );
    expect(r).toMatchObject({ replay_status: 'ready', replay_path: `live/replay/${r!.id}.mp4` });
    expect(r!.replay_seconds).toBeGreaterThanOrEqual(5);
    expect(existsSync(join(t.config.storage.dir, r!.replay_path))).toBe(true);
  });

  it('leaves the demo operator work waiting in every queue of the console', async () => {
    const [op] = await rows<{ id: number }>(`select id from users where mobile = '13800000006'`);
    const q = await t.services.ops.queue(Number(op!.id), { min_age_hours: 0, limit: 50 });
    const counts = Object.fromEntries(q.counts.map((c) => [c.kind, c.count]));
    expect(counts).toEqual({
      realname: 1,
      merchant: 1,
      anchor: 1,
      musician: 1,
      held: 1,
      report: 1,
      live_report: 1,
      withdrawal: 1,
      guess: 1,
      dispute: 1,
      // Review before publishing is off in the demo; one track was sent while it was on.
      publish_activity: 0,
      publish_course: 0,
      publish_music: 1,
    });
    expect(q.list.map((i) => i.kind).sort()).toEqual([
      'anchor',
      'dispute',
      'guess',
      'held',
      'live_report',
      'merchant',
      'musician',
      'publish_music',
      'realname',
      'report',
      'withdrawal',
    ]);
  });
});
