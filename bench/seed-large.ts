import type pg from 'pg';
import { hash } from '@node-rs/argon2';
import { nicknamePinyin } from '../apps/server/src/modules/account/directory.ts';
import { COMMUNITY_SEED_STEPS } from './community.ts';
import { MALL_SEED_STEPS } from './mall.ts';
import { ACTIVITY_SEED_STEPS } from './activity.ts';
import { MESSAGE_SEED_STEPS } from './message.ts';
import { READER_SEED_STEPS } from './readers.ts';
import { MUSIC_SEED_STEPS } from './music.ts';
import { LIVE_SEED_STEPS } from './live.ts';
import { POINTS_SEED_STEPS } from './points.ts';
import { MERCHANT_SEED_STEPS } from './merchant.ts';

/**
 * The large community the bench runs against (DESIGN §8). Every domain has one function that fills
 * its tables with `insert ... select generate_series`, so PostgreSQL makes the rows itself; later
 * domains (posts, goods, activities, tracks) add their function to SEED_STEPS.
 */
export const LARGE = {
  users: 100_000,
  loginTokens: 50_000,
  accessTokens: 200_000,
  articles: 2_000,
  advertsPerPosition: 40,
};

export const BENCH_PASSWORD = 'Bench2026!';

/** Keywords the search calls use: a fragment that about 1.5% of nicknames contain. */
export const SEARCH_KEYWORDS = { chinese: '旋风', pinyin: 'xuanfeng' };

export interface LargeSeed {
  counts: Record<string, number>;
  seconds: Record<string, number>;
  /** A user with a known password, to log in as. */
  benchUser: { id: number; mobile: string; password: string };
}

type Step = (c: pg.PoolClient) => Promise<number>;

export const SEED_STEPS: [string, Step][] = [
  ['users', seedUsers],
  ['tokens', seedTokens],
  ['content', seedContent],
  ...COMMUNITY_SEED_STEPS,
  ...MALL_SEED_STEPS,
  ...ACTIVITY_SEED_STEPS,
  ...READER_SEED_STEPS,
  ...MESSAGE_SEED_STEPS,
  ...MUSIC_SEED_STEPS,
  ...LIVE_SEED_STEPS,
  ...POINTS_SEED_STEPS,
  ...MERCHANT_SEED_STEPS,
];

export async function seedLarge(pool: pg.Pool, log: (line: string) => void = () => {}): Promise<LargeSeed> {
  const counts: Record<string, number> = {};
  const seconds: Record<string, number> = {};
  const c = await pool.connect();
  try {
    // One seed for random(): the same data set on every run.
    await c.query('select setseed(0.2026)');
    for (const [name, step] of SEED_STEPS) {
      const t0 = performance.now();
      counts[name] = await step(c);
      seconds[name] = Math.round(performance.now() - t0) / 1000;
      log(
        `  seeded ${name.padEnd(10)} ${String(counts[name]).padStart(8)} rows in ${seconds[name]!.toFixed(1)} s`,
      );
    }
    const mobile = '17000000001';
    const r = await c.query<{ id: string }>(
      'update users set password_hash = $1 where mobile = $2 returning id',
      [await hash(BENCH_PASSWORD), mobile],
    );
    const t0 = performance.now();
    // A production database has been vacuumed by autovacuum: its visibility map lets index-only
    // scans skip the heap. A freshly bulk-loaded one has not, so the bench vacuums once.
    await c.query('vacuum (analyze)');
    seconds.analyze = Math.round(performance.now() - t0) / 1000;
    return { counts, seconds, benchUser: { id: Number(r.rows[0]!.id), mobile, password: BENCH_PASSWORD } };
  } finally {
    c.release();
  }
}

// ---------- users ----------

/** Nickname parts; a nickname is prefix + core + suffix, and its pinyin is built from the parts'. */
const PREFIXES = [
  '',
  '',
  '',
  '小',
  '阿',
  '大',
  '老',
  '酷',
  '野',
  '甜',
  '疯',
  '街头',
  '暴走',
  '元气',
  '月光',
  '南城',
  '北漂',
  '夜行',
  'Bboy',
  'Bgirl',
  'DJ',
  'MC',
  'Lil',
];
const CORES = [
  '鹿',
  '杰',
  '龙',
  '凯',
  '琪',
  '萌',
  '熊',
  '虎',
  '猫',
  '豆',
  '星',
  '风',
  '雨',
  '晨',
  '宇',
  '涛',
  '娜',
  '婷',
  '磊',
  '飞',
  '旋风',
  '木木',
  '七七',
  '果果',
  '糖糖',
  '乐乐',
  '闪电',
  '浪花',
  '橙子',
  '可乐',
  '布丁',
  '阿豪',
  '小满',
  '雪球',
  '火焰',
  '节奏',
  '律动',
  '海浪',
  '山猫',
  '白鸽',
  '麦兜',
  '丸子',
  '奶茶',
  '啵啵',
  '芒果',
  '柚子',
  '黑豹',
  '狐狸',
  '鲸鱼',
  '青蛙',
  'Lulu',
  'Kevin',
  'Nova',
  'Jay',
  'Coco',
  'Momo',
  'Max',
  'Leo',
  'Ace',
  'Zero',
  'Kiki',
  'Ken',
  'Mia',
  'Sky',
  'Tony',
];
const SUFFIXES = [
  '',
  '',
  '',
  '',
  '',
  'Crew',
  '舞者',
  'Breaker',
  'Popper',
  'Locker',
  '酱',
  '同学',
  '老师',
  '本尊',
  '2026',
  '99',
  '_dance',
  '丶',
  '哥',
  '姐',
];
const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '成都',
  '杭州',
  '重庆',
  '武汉',
  '西安',
  '南京',
  '长沙',
  '苏州',
  '青岛',
  '厦门',
];
const STYLES = ['breaking', 'popping', 'locking', 'hiphop', 'house', 'waacking', 'krump', 'jazzfunk'];
const STYLE_NAMES = ['Breaking', 'Popping', 'Locking', 'Hip-hop', 'House', 'Waacking', 'Krump', 'Jazz Funk'];
const SIGNATURE_TEMPLATES = [
  (c: string, s: string) => `${c} ${s} 爱好者，每天练舞两小时`,
  (c: string, s: string) => `${c}｜${s}｜Battle 见`,
  (c: string, s: string) => `在${c}跳 ${s}，欢迎约练`,
  (c: string, s: string) => `${s} is my life · ${c}`,
  (c: string, s: string) => `${c}街舞工作室 ${s} 老师，私信咨询课程`,
  (c: string, s: string) => `学 ${s} 第三年，${c}找舞伴`,
];

/** Part -> [full pinyin, initials], exactly as the server's nicknamePinyin makes them. */
function pinyinParts(parts: string[]): [string[], string[]] {
  const full: string[] = [];
  const initials: string[] = [];
  for (const p of parts) {
    const [f = '', i = ''] = p ? nicknamePinyin(p).split(' ') : [];
    full.push(f);
    initials.push(i || f);
  }
  return [full, initials];
}

async function seedUsers(c: pg.PoolClient): Promise<number> {
  const [pf, pi] = pinyinParts(PREFIXES);
  const [cf, ci] = pinyinParts(CORES);
  const [sf, si] = pinyinParts(SUFFIXES);
  const signatures = CITIES.flatMap((city, i) =>
    SIGNATURE_TEMPLATES.map((t, j) => t(city, STYLE_NAMES[(i + j) % STYLE_NAMES.length]!)),
  );
  const r = await c.query(
    `insert into users (mobile, nickname, search_tokens, nickname_pinyin, avatar, gender, birthday, signature, dance_styles,
                        integral, follow_count, fans_count, like_count, post_count, created_at, updated_at)
     select '17' || lpad(g::text, 9, '0'),
            ($1::text[])[a] || ($4::text[])[b] || ($7::text[])[s],
            han_tokens(($1::text[])[a] || ($4::text[])[b] || ($7::text[])[s]),
            trim(lower(($2::text[])[a] || ($5::text[])[b] || ($8::text[])[s]) || ' ' ||
                 lower(($3::text[])[a] || ($6::text[])[b] || ($9::text[])[s])),
            '/uploads/demo/avatar-' || (1 + g % 8) || '.svg',
            (g % 3)::smallint,
            date '1980-01-01' + (random() * 9000)::int,
            ($10::text[])[sig],
            case when st2 = st1 then array[($11::text[])[st1]] else array[($11::text[])[st1], ($11::text[])[st2]] end,
            (random() * 3000)::int,
            (random() * 400)::int,
            fans,
            fans * (1 + (random() * 8)::int),
            (random() * 60)::int,
            created,
            created
       from (select g,
                    1 + floor(random() * cardinality($1::text[]))::int as a,
                    1 + floor(random() * cardinality($4::text[]))::int as b,
                    1 + floor(random() * cardinality($7::text[]))::int as s,
                    1 + floor(random() * cardinality($10::text[]))::int as sig,
                    1 + floor(random() * 8)::int as st1,
                    1 + floor(random() * 8)::int as st2,
                    -- a long tail: most have a few fans, a handful tens of thousands
                    floor(power(random(), 6) * 50000)::int as fans,
                    now() - random() * interval '730 days' as created
               from generate_series(1, $12::int) g) x`,
    [PREFIXES, pf, pi, CORES, cf, ci, SUFFIXES, sf, si, signatures, STYLES, LARGE.users],
  );
  return r.rowCount ?? 0;
}

// ---------- tokens ----------

/** Live sessions: the access-token lookup every request makes runs against a realistic table. */
async function seedTokens(c: pg.PoolClient): Promise<number> {
  const a = await c.query(
    `insert into login_token (user_id, token_hash, expires_at, created_at)
     select 1 + (random() * ($1::int - 1))::int, md5('login' || g) || md5(random()::text),
            now() + random() * interval '30 days', now() - random() * interval '30 days'
       from generate_series(1, $2::int) g`,
    [LARGE.users, LARGE.loginTokens],
  );
  const b = await c.query(
    `insert into access_token (token_hash, login_token_id, user_id, expires_at, created_at)
     select md5('access' || g) || md5(random()::text), l.id, l.user_id,
            now() + random() * interval '2 hours', now() - random() * interval '1 hour'
       from generate_series(1, $1::int) g
       left join login_token l on l.id = case when g % 2 = 0 then g / 2 % $2::int + 1 end`,
    [LARGE.accessTokens, LARGE.loginTokens],
  );
  return (a.rowCount ?? 0) + (b.rowCount ?? 0);
}

// ---------- content: adverts, articles, categories, feedback categories, report reasons ----------

async function seedContent(c: pg.PoolClient): Promise<number> {
  let n = 0;
  // A few live adverts per position among many retired ones, as an operator's table looks after a year.
  n += (
    await c.query(
      `insert into advert (position, title, pic_url, link_url, sort, enabled)
       select pos, pos || ' 广告 ' || i, '/uploads/demo/banner-' || (array['battle','workshop','camp','party','music'])[1 + i % 5] || '.svg',
              '/pages/activity/activity', i, i <= 5
         from unnest(array['home_banner','home_notice','activity_banner','mall_banner','splash']) pos,
              generate_series(1, $1::int) i`,
      [LARGE.advertsPerPosition],
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into article (type, title, summary, cover, content, created_at)
       select case when g <= 2 then 'agreement' when g = 3 then 'intro' when g % 2 = 0 then 'notice' else 'help' end,
              case g when 1 then '用户协议' when 2 then '隐私政策' when 3 then '关于街舞社区' else '社区公告第 ' || g || ' 期' end,
              '街舞社区第 ' || g || ' 篇文章的摘要，介绍活动、规则与帮助。',
              '',
              '<h2>第 ' || g || ' 篇</h2>' || repeat('<p>街舞社区是舞者交流、学习和成长的地方，欢迎分享你的练习与比赛故事。</p>', 40),
              now() - (($1::int - g) || ' hours')::interval
         from generate_series(1, $1::int) g`,
      [LARGE.articles],
    )
  ).rowCount!;
  await c.query(`update article set key = (array['user-agreement','privacy','app-intro'])[id] where id <= 3`);
  // Two-level trees: goods is the big one (as a mall with many shelves); the others are flat.
  n += (
    await c.query(
      `with parents as (
         insert into category (type, parent_id, name, sort)
         select t, 0, t || ' 分类 ' || i, i
           from unnest(array['goods','activity','course','music']) t, generate_series(1, 10) i
         returning id, type)
       insert into category (type, parent_id, name, sort)
       select p.type, p.id, '子分类 ' || j, j from parents p, generate_series(1, 10) j where p.type = 'goods'`,
    )
  ).rowCount!;
  n += 40;
  n += (
    await c.query(
      `insert into feedback_category (name, sort) select unnest(array['功能建议','问题反馈','内容投诉','其他']), 1`,
    )
  ).rowCount!;
  n += (
    await c.query(
      `insert into report_reason (name, sort)
       select unnest(array['垃圾广告','色情低俗','人身攻击','违法信息','侵权','其他']), generate_series(1, 6)`,
    )
  ).rowCount!;
  return n;
}
