import type pg from 'pg';
import { hanTokens } from '../apps/server/src/platform/search-text.ts';
import { postTokens } from '../apps/server/src/modules/community/posts.ts';
import { READ, type Target } from './targets.ts';
import { drawCursor, drawReader, query, random, scatter, skewed, zipf } from './draw.ts';

/** Sizes of the community in the large data set. */
export const COMMUNITY = {
  posts: 500_000,
  topics: 200,
  circles: 1_000,
  circleMembers: 100_000,
  follows: 400_000,
  benchFollows: 300,
  likes: 600_000,
  collects: 200_000,
  comments: 400_000,
  /** The post whose detail and comments the bench reads (a recent one with a long thread). */
  hotPost: 499_000,
  hotPostComments: 300,
};

const q = encodeURIComponent;

/** Keywords readers search posts for, most asked first (a few common words, a long tail of rare ones). */
export const POST_KEYWORDS = [
  '街舞',
  'Breaking',
  '练习',
  '比赛',
  'Popping',
  '舞室',
  '斗舞',
  '卡点',
  '基本功',
  '律动',
  '齐舞',
  'Locking',
  'House',
  '编排',
  'Cypher',
  '托马斯',
  '新人',
  '教学',
  'Waacking',
  '爵士',
  '手腕',
  '霹雳舞 冠军',
  '天台',
  '凉亭',
  '体验课',
  '回放',
  '旋风',
  '排练',
  '约练',
  '三里屯',
];

/** Cursors of real pages: every `every`-th row of an order, first page first. */
async function cursors(databaseUrl: string, text: string): Promise<string[]> {
  return (await query<{ c: string }>(databaseUrl, text)).map((r) => r.c);
}

const LATEST_CURSORS = `select c from (select (extract(epoch from published_at) * 1000000)::bigint || '_' || id as c,
  row_number() over (order by published_at desc nulls last, id desc nulls last) as n from post where is_public %s) x
  where n % 200 = 20 order by n`;

/** Draws a post id from the whole table; `seed` makes detail and comments favour different posts. */
function drawPost(seed: number): () => number {
  const rank = zipf(COMMUNITY.posts, 1, seed);
  const id = scatter(COMMUNITY.posts);
  return () => id(rank());
}

/** The community's hot calls (post list, detail, comments, video feed, search), drawn across the data. */
export const COMMUNITY_TARGETS: Target[] = [
  {
    name: 'forum/post/list recommend',
    method: 'GET',
    path: '/api/forum/post/list?tab=recommend',
    as: 'visitor',
    budget: READ,
    draw: async ({ databaseUrl }) => {
      const cursor = drawCursor(
        await cursors(
          databaseUrl,
          `select c from (select hot_score::float8::text || '_' || id as c,
             row_number() over (order by hot_score desc nulls last, id desc nulls last) as n from post where is_public) x
            where n % 200 = 20 order by n`,
        ),
        0.7,
        21,
      );
      return () => {
        const c = cursor();
        return { path: `/api/forum/post/list?tab=recommend${c ? `&cursor=${c}` : ''}` };
      };
    },
  },
  {
    name: 'forum/post/list follow',
    method: 'GET',
    path: '/api/forum/post/list?tab=follow',
    as: 'user',
    budget: READ,
    draw: async ({ databaseUrl }) => {
      const reader = drawReader();
      const cursor = drawCursor(await cursors(databaseUrl, LATEST_CURSORS.replace('%s', '')), 0.7, 22);
      return () => {
        const c = cursor();
        return { path: `/api/forum/post/list?tab=follow${c ? `&cursor=${c}` : ''}`, token: reader() };
      };
    },
  },
  {
    name: 'forum/post/list latest',
    method: 'GET',
    path: '/api/forum/post/list?tab=latest',
    as: 'visitor',
    budget: READ,
    draw: async ({ databaseUrl }) => {
      const cursor = drawCursor(await cursors(databaseUrl, LATEST_CURSORS.replace('%s', '')), 0.7, 23);
      return () => {
        const c = cursor();
        return { path: `/api/forum/post/list?tab=latest${c ? `&cursor=${c}` : ''}` };
      };
    },
  },
  {
    name: 'forum/post/detail',
    method: 'GET',
    path: `/api/forum/post/detail?id=${COMMUNITY.hotPost}`,
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      const post = drawPost(31);
      return () => ({ path: `/api/forum/post/detail?id=${post()}`, token: reader() });
    },
  },
  {
    name: 'forum/post/comment-list',
    method: 'GET',
    path: `/api/forum/post/comment-list?post_id=${COMMUNITY.hotPost}`,
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const post = drawPost(32);
      return () => ({ path: `/api/forum/post/comment-list?post_id=${post()}` });
    },
  },
  {
    name: 'forum/post/video-recommend',
    method: 'GET',
    path: '/api/forum/post/video-recommend',
    as: 'visitor',
    budget: READ,
    draw: async ({ databaseUrl }) => {
      const cursor = drawCursor(
        await cursors(databaseUrl, LATEST_CURSORS.replace('%s', `and type = 'video'`)),
        0.7,
        24,
      );
      return () => {
        const c = cursor();
        return { path: `/api/forum/post/video-recommend${c ? `?cursor=${c}` : ''}` };
      };
    },
  },
  {
    name: 'search/search posts',
    method: 'GET',
    path: `/api/search/search?keyword=${q('街舞')}&type=post`,
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const keyword = skewed(POST_KEYWORDS, 1, 25);
      const rnd = random(26);
      return () => {
        // A second page now and then: the cursor is an id from the upper half of the table.
        const cursor =
          rnd() < 0.2 ? `&cursor=${COMMUNITY.posts - Math.floor(rnd() * COMMUNITY.posts * 0.5)}` : '';
        return { path: `/api/search/search?keyword=${q(keyword())}&type=post${cursor}` };
      };
    },
  },
];

// ---------- realistic Chinese street-dance text ----------

const STYLES = [
  'Breaking',
  'Popping',
  'Locking',
  'Hiphop',
  'House',
  'Krump',
  'Waacking',
  '爵士',
  '齐舞',
  '街舞',
];
const OPENERS = ['今天', '周末', '昨晚', '下午', '早上', '刚刚', '下课后', '比赛前', '国庆假期', '下雨天'];
const PLACES = [
  '在三里屯广场',
  '在舞室',
  '在公园凉亭',
  '在学校天台',
  '在地铁站旁',
  '在商场中庭',
  '在体育馆',
  '在河边步道',
];
const ACTIVITIES = [
  '练了两个小时街舞',
  '跟着老师学了Popping基础的wave',
  '参加了一场Breaking斗舞',
  '录了一段Locking freestyle',
  '复习了House的基础步法',
  '和舞团排练新的齐舞编排',
  '尝试了Waacking的手臂动作',
  '在Cypher里跳了三轮',
  '练托马斯全旋练到手腕疼',
  '抠了一下午的卡点',
  '给新人上了一节街舞体验课',
  '看了一整晚的街舞比赛回放',
];
const FEELINGS = [
  '腿都酸了但很开心',
  '感觉卡点越来越准了',
  '还是有很多细节要抠',
  '求大佬指点一下律动',
  '下周继续加油',
  '坚持就是胜利💪',
  '音乐一响就停不下来',
  '有没有一起约练的舞友',
];
const TITLES = [
  '街舞日常',
  'Breaking练习记录',
  '斗舞现场',
  'Popping教学',
  '周末Cypher',
  '新人报道',
  '舞室打卡',
  '齐舞排练',
  '比赛vlog',
  '基本功分享',
  '',
  '',
];

/** A few hundred distinct posts; the 500k rows reuse them (with their search tokens, made as production makes them). */
function texts(n: number) {
  const pick = <T>(list: T[], i: number, salt: number) =>
    list[(i * salt + Math.floor(i / list.length)) % list.length]!;
  const out: { title: string; content: string; summary: string; tokens: string }[] = [];
  for (let i = 0; i < n; i++) {
    const title = pick(TITLES, i, 7);
    const body = `${pick(OPENERS, i, 3)}${pick(PLACES, i, 5)}${pick(ACTIVITIES, i, 11)}，${pick(FEELINGS, i, 13)}。#${pick(STYLES, i, 17)}#`;
    const content =
      i % 4 === 0
        ? `<p>${body}</p><p>${pick(ACTIVITIES, i + 3, 7)}，${pick(FEELINGS, i + 1, 3)}。</p>`
        : body;
    const summary = content
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 140);
    const tokens = postTokens(title, summary);
    out.push({ title, content, summary, tokens: `{${tokens.map((t) => `"${t}"`).join(',')}}` });
  }
  return out;
}

const TOPIC_SUFFIXES = [
  '日常',
  '教学',
  '比赛',
  '打卡',
  '挑战',
  '现场',
  '基本功',
  '音乐',
  '穿搭',
  'vlog',
  '新人',
  '大神',
  '分享',
  '练习',
  '故事',
  '舞室',
  'Cypher',
  '街头',
  '舞团',
  '排练',
];
const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '成都',
  '杭州',
  '武汉',
  '西安',
  '南京',
  '重庆',
  '长沙',
  '天津',
  '苏州',
  '郑州',
  '青岛',
  '厦门',
  '昆明',
  '大连',
  '沈阳',
  '合肥',
  '福州',
  '济南',
  '哈尔滨',
  '南宁',
  '贵阳',
  '兰州',
  '太原',
  '石家庄',
  '南昌',
  '海口',
];
const CIRCLE_SUFFIXES = ['圈', '联盟', '俱乐部', '舞团'];

async function seedTopics(c: pg.PoolClient): Promise<number> {
  const names = STYLES.flatMap((s) => TOPIC_SUFFIXES.map((x) => `${s}${x}`)).slice(0, 200);
  const tokens = names.map(
    (n) =>
      `{${hanTokens(n)
        .map((t) => `"${t}"`)
        .join(',')}}`,
  );
  const r = await c.query(
    `insert into topic (name, name_key, intro, search_tokens, created_at)
     select n, lower(n), '关于' || n || '的一切', t::text[], now() - random() * interval '365 days'
       from unnest($1::text[], $2::text[]) as x(n, t)`,
    [names, tokens],
  );
  return r.rowCount ?? 0;
}

async function seedCircles(c: pg.PoolClient): Promise<number> {
  const names: string[] = [];
  for (const city of CITIES)
    for (const s of STYLES) for (const x of CIRCLE_SUFFIXES) names.push(`${city}${s}${x}`);
  const picked = names.slice(0, COMMUNITY.circles);
  const tokens = picked.map(
    (n) =>
      `{${hanTokens(n)
        .map((t) => `"${t}"`)
        .join(',')}}`,
  );
  let n = (
    await c.query(
      `insert into forum_group (owner_id, name, name_key, avatar, intro, join_mode, search_tokens, created_at)
       select 1 + floor(random() * 99999)::int, n, lower(n), '/uploads/demo/avatar-' || (1 + i % 8) || '.svg',
              n || '：一起练舞、约练、看比赛', case when i % 5 = 0 then 'approval' else 'open' end, t::text[],
              now() - random() * interval '365 days'
         from unnest($1::text[], $2::text[]) with ordinality as x(n, t, i)`,
      [picked, tokens],
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into group_member (group_id, user_id, role, joined_at) select id, owner_id, 'owner', created_at from forum_group`,
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into group_member (group_id, user_id, joined_at)
       select 1 + floor(power(random(), 2) * $1::int)::int, 1 + floor(random() * 99999)::int, now() - random() * interval '300 days'
         from generate_series(1, $2::int) on conflict do nothing`,
      [COMMUNITY.circles, COMMUNITY.circleMembers],
    )
  ).rowCount!;
  await c.query(
    `update forum_group g set member_count = m.n from (select group_id, count(*)::int as n from group_member group by 1) m where m.group_id = g.id`,
  );
  return n;
}

async function seedPosts(c: pg.PoolClient): Promise<number> {
  const t = texts(600);
  const r = await c.query(
    `insert into post (user_id, type, title, content, summary, images, video_url, video_hls, video_cover, video_status,
                       video_duration, video_width, video_height, topic_ids, group_id, status, like_count, comment_count,
                       collect_count, share_count, view_count, hot_score, search_tokens, published_at, created_at, updated_at)
     select user_id, type, ($1::text[])[k], ($2::text[])[k], ($3::text[])[k],
            case when type = 'image' then array['/uploads/demo/post-' || (1 + g % 6) || '.jpg', '/uploads/demo/post-' || (1 + (g + 1) % 6) || '.jpg'] else '{}'::text[] end,
            case when type = 'video' then '/uploads/demo/clip.mp4' end,
            case when type = 'video' then '/uploads/demo/hls/index.m3u8' end,
            case when type = 'video' then '/uploads/demo/poster.jpg' else '' end,
            case when type = 'video' then 2 else 0 end,
            case when type = 'video' then 15 + g % 45 end,
            case when type = 'video' then 720 end,
            case when type = 'video' then 1280 end,
            topics, grp, 1, likes, comments, collects, shares, likes * 7 + shares * 3,
            post_hot(at, likes, comments, collects, shares), ($4::text[])[k]::text[], at, at, at
       from (select g,
                    1 + floor(random() * 99999)::int as user_id,
                    case when g % 20 < 14 then 'image' when g % 20 < 17 then 'video' else 'text' end as type,
                    1 + (g % cardinality($1::text[])) as k,
                    case when g % 3 = 0 then array[1 + floor(power(random(), 2) * 200)::bigint, 1 + floor(random() * 200)::bigint]
                         else array[1 + floor(power(random(), 2) * 200)::bigint] end as topics,
                    case when random() < 0.2 then 1 + floor(power(random(), 2) * $6::int)::bigint end as grp,
                    floor(power(random(), 4) * 3000)::int as likes,
                    floor(power(random(), 4) * 300)::int as comments,
                    floor(power(random(), 4) * 800)::int as collects,
                    floor(power(random(), 6) * 200)::int as shares,
                    date_trunc('milliseconds', now() - ($5::int - g) * interval '60 seconds' - random() * interval '59 seconds') as at
               from generate_series(1, $5::int) g) x`,
    [
      t.map((x) => x.title),
      t.map((x) => x.content),
      t.map((x) => x.summary),
      t.map((x) => x.tokens),
      COMMUNITY.posts,
      COMMUNITY.circles,
    ],
  );
  return r.rowCount ?? 0;
}

async function benchUserId(c: pg.PoolClient): Promise<number> {
  const r = await c.query<{ id: string }>(`select id from users where mobile = '17000000001'`);
  return Number(r.rows[0]!.id);
}

async function seedSocial(c: pg.PoolClient): Promise<number> {
  const me = await benchUserId(c);
  let n = 0;
  n += (
    await c.query(
      `insert into follow (follower_id, followee_id, created_at)
       select 1 + floor(random() * 99999)::int, 1 + floor(power(random(), 3) * 99999)::int, now() - random() * interval '365 days'
         from generate_series(1, $1::int) on conflict do nothing`,
      [COMMUNITY.follows],
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into follow (follower_id, followee_id, created_at)
       select $1::bigint, 1 + floor(random() * 99999)::int, now() - random() * interval '365 days'
         from generate_series(1, $2::int) on conflict do nothing`,
      [me, COMMUNITY.benchFollows],
    )
  ).rowCount!;
  for (const [table, count] of [
    ['post_like', COMMUNITY.likes],
    ['post_collect', COMMUNITY.collects],
  ] as const) {
    n += (
      await c.query(
        `insert into ${table} (post_id, user_id, created_at)
         select 1 + floor(power(random(), 0.5) * ($1::int - 1))::int, 1 + floor(random() * 99999)::int, now() - random() * interval '300 days'
           from generate_series(1, $2::int) on conflict do nothing`,
        [COMMUNITY.posts, count],
      )
    ).rowCount!;
  }
  n += (
    await c.query(
      `insert into post_like (post_id, user_id) select $2::int - g * 7, $1::bigint from generate_series(0, 499) g on conflict do nothing`,
      [me, COMMUNITY.posts],
    )
  ).rowCount!;
  return n;
}

const COMMENTS = [
  '跳得真好！',
  '求教程',
  '这个律动太舒服了',
  '卡点绝了',
  '大神带带我',
  '下次一起约练',
  '哪个舞室呀？',
  '音乐是什么',
  '太燃了🔥',
  '基本功好扎实',
  '已关注，期待更新',
  '这套编排好看',
];

async function seedComments(c: pg.PoolClient): Promise<number> {
  let n = 0;
  n += (
    await c.query(
      `insert into comment (post_id, user_id, content, created_at)
       select 1 + floor(power(random(), 0.3) * ($1::int - 1))::int, 1 + floor(random() * 99999)::int,
              ($3::text[])[1 + g % cardinality($3::text[])], now() - random() * interval '300 days'
         from generate_series(1, $2::int) g`,
      [COMMUNITY.posts, COMMUNITY.comments, COMMENTS],
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into comment (post_id, user_id, content, reply_count, created_at)
       select $1::bigint, 1 + floor(random() * 99999)::int, ($3::text[])[1 + g % cardinality($3::text[])],
              case when g % 3 = 0 then 2 else 0 end, now() - ($2::int - g) * interval '1 minute'
         from generate_series(1, $2::int) g`,
      [COMMUNITY.hotPost, COMMUNITY.hotPostComments, COMMENTS],
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into comment (post_id, user_id, parent_id, content, created_at)
       select c.post_id, 1 + floor(random() * 99999)::int, c.id, '同意楼上', c.created_at + i * interval '1 minute'
         from comment c, generate_series(1, 2) i where c.post_id = $1 and c.reply_count = 2`,
      [COMMUNITY.hotPost],
    )
  ).rowCount!;
  await c.query(
    `update post set comment_count = (select count(*) from comment where post_id = $1) where id = $1`,
    [COMMUNITY.hotPost],
  );
  await c.query(
    `update topic t set post_count = x.n from (select unnest(topic_ids) as id, count(*)::int as n from post group by 1) x where x.id = t.id`,
  );
  return n;
}

/** Rows of the community for the large data set (500k posts...); returns the row count. */
export const COMMUNITY_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['topics', seedTopics],
  ['circles', seedCircles],
  ['posts', seedPosts],
  ['social', seedSocial],
  ['comments', seedComments],
];
