import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { makeIdCard } from '@dance/contracts/id-card';
import { AVATARS, DEMO_MEMBERS, DEMO_PROFILES, type DemoPerson } from './people.ts';
import { DEMO_ARTICLES } from './articles.ts';
import { seedDemoMall } from './mall.ts';
import { seedDemoCommunity } from './community.ts';
import { seedDemoOrders } from './orders.ts';
import { seedDemoMessages } from './messages.ts';
import { seedDemoActivities } from './activity.ts';
import { seedDemoMusic, seedMusicUnderReview, seedMusicianApplication } from './music.ts';
import { seedDemoPoints } from './points.ts';
import { seedDemoOps } from './ops.ts';
import { seedDemoLive, seedDemoReplay } from './live.ts';
import { seedDemoMerchant } from './merchant.ts';
import {
  DEMO_ADVERTS,
  DEMO_CATEGORIES,
  FEEDBACK_CATEGORIES,
  REPORT_REASONS,
  type CategoryType,
} from './catalog.ts';

export const DEMO_PASSWORD = 'Dance2026';

export const DEMO_ACCOUNTS = [
  { role: 'ordinary user', mobile: '13800000001', password: DEMO_PASSWORD },
  { role: 'real-name verified', mobile: '13800000002', password: DEMO_PASSWORD },
  { role: 'merchant with a shop', mobile: '13800000003', password: DEMO_PASSWORD },
  { role: 'anchor', mobile: '13800000004', password: DEMO_PASSWORD },
  { role: 'musician', mobile: '13800000005', password: DEMO_PASSWORD },
  { role: 'operator', mobile: '13800000006', password: DEMO_PASSWORD },
] as const;

const OPERATOR_MOBILE = '13800000006';
const ASSETS_DIR = join(import.meta.dirname, 'assets');
/** Any constant shared by every server process; serialises concurrent first starts. */
const SEED_LOCK = 0x5eed_da_ce;
const DAY_MS = 86_400_000;

/** Puts the shipped images where uploads are served from; answers the URL of a file by name. */
async function publishAssets(p: Platform): Promise<(file: string) => string> {
  const files = readdirSync(ASSETS_DIR).filter((f) => f.endsWith('.svg') || f.endsWith('.png'));
  if (p.config.storage.kind === 'local') {
    const dir = join(p.config.storage.dir, 'demo');
    mkdirSync(dir, { recursive: true });
    for (const f of files) if (!existsSync(join(dir, f))) copyFileSync(join(ASSETS_DIR, f), join(dir, f));
    return (file) => (file ? `/uploads/demo/${file}` : '');
  }
  const urls = new Map<string, string>();
  for (const f of files) {
    const mime = f.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    urls.set(f, await p.storage.put(`demo/${f}`, readFileSync(join(ASSETS_DIR, f)), mime));
  }
  return (file) => urls.get(file) ?? '';
}

/**
 * The demo community, made only through the services `buildApp()` answers: six accounts to log in
 * as and their neighbours, banners, articles and categories, the shop and its goods, posts with
 * pictures and short videos, comments, likes, follows, circles and topics, sales with reviews,
 * the demo buyer's orders in every state, the shop's battle, workshop, jam and course with the
 * demo buyer's tickets, and conversations between the accounts. Every count shown comes from the
 * rows behind it.
 * Runs on every start: each part is skipped once it exists, and concurrent starts wait for the
 * first one (an advisory lock held for the whole seed).
 */
export async function seedDemo(p: Platform, s: AppServices): Promise<void> {
  const started = Date.now();
  await p.db.transaction(async (lock) => {
    await lock.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const url = await publishAssets(p);
    const people = await seedPeople(s, url);
    await seedContent(s, url);
    const shopId = await seedDemoMall(p, s, people, url);
    await seedDemoCommunity(p, s, people);
    await seedDemoOrders(p, s, people, shopId);
    await seedDemoActivities(p, s, people, shopId);
    await seedDemoMusic(p, s, people);
    await seedDemoPoints(p, s, people, shopId);
    await seedDemoLive(s, people, shopId);
    await seedDemoReplay(p, s, people);
    await seedDemoMerchant(p, s, people, shopId);
    await seedDemoMessages(s, people, shopId);
    await seedDemoOps(p, s, people, shopId);
    await seedMusicianApplication(p, s, people);
    await seedMusicUnderReview(p, s, people);
  });
  p.log.info({ ms: Date.now() - started }, 'demo community ready');
}

/**
 * The accounts (found again by mobile on later starts), with their real-name verification made
 * the way a user makes it: submitted, then approved by the operator. Answers ids by mobile and by
 * nickname.
 */
async function seedPeople(s: AppServices, url: (f: string) => string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const everyone: (DemoPerson & { operator?: boolean; approved?: ('merchant' | 'anchor' | 'musician')[] })[] =
    [
      ...DEMO_PROFILES.map((a) => ({
        ...a,
        approved: [
          ...(a.merchant ? (['merchant'] as const) : []),
          ...(a.anchor ? (['anchor'] as const) : []),
          ...(a.musician ? (['musician'] as const) : []),
        ],
      })),
      ...DEMO_MEMBERS,
    ];
  // The operator first: it approves everyone's real name, its own included.
  everyone.sort((a, b) => Number(b.mobile === OPERATOR_MOBILE) - Number(a.mobile === OPERATOR_MOBILE));
  let operatorId = 0;
  for (const [i, a] of everyone.entries()) {
    const account = DEMO_PROFILES.some((x) => x.mobile === a.mobile);
    const { id } = await s.users.provision({
      mobile: a.mobile,
      nickname: a.nickname,
      password: account ? DEMO_PASSWORD : undefined,
      avatar: url(AVATARS[i % AVATARS.length]!),
      gender: a.gender,
      birthday: a.birthday,
      signature: a.signature,
      danceStyles: [...a.styles],
      roles: a.operator ? ['operator'] : [],
      approved: a.approved ?? [],
      createdAt: new Date(Date.now() - (400 - ((i * 17) % 300)) * DAY_MS),
    });
    if (a.mobile === OPERATOR_MOBILE) operatorId = id;
    ids.set(a.mobile, id);
    ids.set(a.nickname, id);
    if (a.realName && a.idCard) {
      // Review states: 0 none, 1 pending, 2 approved, 3 rejected.
      const info = await s.accounts.userInfo(id);
      if (info.review_status === 0 || info.review_status === 3)
        await s.accounts.submitRealName(
          id,
          a.realName,
          makeIdCard(a.idCard.region, a.birthday, a.idCard.seq),
        );
      if ((await s.accounts.userInfo(id)).review_status === 1)
        await s.accounts.reviewRealName(operatorId, id, true);
    }
  }
  return ids;
}

/** Articles, banners and notices, categories, feedback categories and report reasons; once. */
async function seedContent(s: AppServices, url: (f: string) => string): Promise<void> {
  if ((await s.content.articles('all', undefined, 1, 'zh-Hans')).list.length) return;
  const articleIds = new Map<string, number>();
  // Oldest first, so the agreements have the smallest ids and notices list newest first.
  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const id = await s.content.addArticle({
      type: a.type,
      title: a.title,
      summary: a.summary,
      cover: url(a.cover),
      content: a.content.trim(),
      key: a.key,
      translations: Object.fromEntries(
        Object.entries(a.translations ?? {}).map(([lang, t]) => [lang, { ...t, content: t.content.trim() }]),
      ),
      createdAt: new Date(Date.now() - (DEMO_ARTICLES.length - i) * DAY_MS),
    });
    articleIds.set(a.title, id);
  }
  for (const [i, a] of DEMO_ADVERTS.entries())
    await s.content.addAdvert({
      position: a.position,
      title: a.title,
      picUrl: url(a.pic),
      linkUrl: a.article ? `/pages/article-detail?id=${articleIds.get(a.article)}` : a.linkUrl,
      sort: i + 1,
    });
  for (const [type, tree] of Object.entries(DEMO_CATEGORIES) as [CategoryType, [string, string[]][]][]) {
    for (const [i, [name, children]] of tree.entries()) {
      const parentId = await s.content.addCategory({ type, name, sort: i + 1 });
      for (const [j, c] of children.entries())
        await s.content.addCategory({ type, parentId, name: c, sort: j + 1 });
    }
  }
  for (const [i, c] of FEEDBACK_CATEGORIES.entries())
    await s.content.addFeedbackCategory(c.name, i + 1, c.names);
  for (const [i, r] of REPORT_REASONS.entries()) await s.content.addReportReason(r.name, i + 1, r.names);
}
