import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { advert, article, category, feedbackCategory, reportReason, users } from '../schema/index.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Tx } from '../../platform/db.ts';
import { nicknameSearch } from '../../modules/account/service.ts';
import { makeIdCard } from '../../modules/account/id-card.ts';
import { AVATARS, DEMO_MEMBERS, DEMO_PROFILES } from './demo-people.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { seedDemoMall } from './demo-mall.ts';
import {
  DEMO_ADVERTS,
  DEMO_CATEGORIES,
  FEEDBACK_CATEGORIES,
  REPORT_REASONS,
  type CategoryType,
} from './demo-catalog.ts';

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

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/**
 * The demo community: six accounts to log in as, their neighbours, banners, articles and categories.
 * Runs on every start and does nothing once the operator account exists (all in one transaction).
 */
export async function seedDemo(p: Platform): Promise<void> {
  const url = await publishAssets(p);
  const isSeeded = async (db: Platform['db'] | Tx) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.mobile, OPERATOR_MOBILE)).limit(1)).length >
    0;
  if (await isSeeded(p.db)) return seedDemoMall(p, url);
  const passwordHashes = await Promise.all(DEMO_PROFILES.map(() => hash(DEMO_PASSWORD)));
  const seeded = await p.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await seedPeople(tx, url, passwordHashes);
    await seedContent(tx, url);
    return true;
  });
  if (seeded) p.log.info('demo community seeded');
  await seedDemoMall(p, url);
}

async function seedPeople(tx: Tx, url: (f: string) => string, passwordHashes: string[]): Promise<void> {
  const accounts = DEMO_PROFILES.map((a, i) => {
    const verified = Boolean(a.idCard && a.realName);
    return {
      mobile: a.mobile,
      passwordHash: passwordHashes[i]!,
      nickname: a.nickname,
      ...nicknameSearch(a.nickname),
      avatar: url(AVATARS[i % AVATARS.length]!),
      gender: a.gender,
      birthday: a.birthday,
      signature: a.signature,
      danceStyles: [...a.styles],
      integral: a.integral,
      balance: a.balance,
      realName: verified ? a.realName! : null,
      idCard: verified ? makeIdCard(a.idCard!.region, a.birthday, a.idCard!.seq) : null,
      reviewStatus: verified ? 2 : 0,
      reviewSubmittedAt: verified ? daysAgo(60 + i) : null,
      merchantReviewStatus: a.merchant ? 2 : 0,
      anchorReviewStatus: a.anchor ? 2 : 0,
      musicianReviewStatus: a.musician ? 2 : 0,
      roles: a.operator ? ['operator'] : [],
      followCount: a.follows,
      fansCount: a.fans,
      likeCount: a.likes,
      createdAt: daysAgo(400 - i * 20),
    };
  });
  await tx.insert(users).values(accounts);

  const members = DEMO_MEMBERS.map((m, i) => ({
    mobile: null,
    nickname: m.nickname,
    ...nicknameSearch(m.nickname),
    avatar: url(AVATARS[(i + 2) % AVATARS.length]!),
    gender: m.gender,
    birthday: m.birthday,
    signature: m.signature,
    danceStyles: [...m.styles],
    integral: (i * 53) % 900,
    followCount: m.follows,
    fansCount: m.fans,
    likeCount: m.likes,
    createdAt: daysAgo(30 + ((i * 17) % 700)),
  }));
  await tx.insert(users).values(members);
}

async function seedContent(tx: Tx, url: (f: string) => string): Promise<void> {
  const articleIds = new Map<string, number>();
  // Oldest first, so the agreements have the smallest ids and notices list newest first.
  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const [row] = await tx
      .insert(article)
      .values({
        type: a.type,
        title: a.title,
        summary: a.summary,
        cover: url(a.cover),
        content: a.content.trim(),
        key: a.key,
        createdAt: daysAgo(DEMO_ARTICLES.length - i),
      })
      .returning({ id: article.id });
    articleIds.set(a.title, row!.id);
  }

  await tx.insert(advert).values(
    DEMO_ADVERTS.map((a, i) => ({
      position: a.position,
      title: a.title,
      picUrl: url(a.pic),
      linkUrl: a.article ? `/pages/article-detail?id=${articleIds.get(a.article)}` : a.linkUrl,
      sort: i + 1,
    })),
  );

  for (const [type, tree] of Object.entries(DEMO_CATEGORIES) as [CategoryType, [string, string[]][]][]) {
    for (const [i, [name, children]] of tree.entries()) {
      const [parent] = await tx
        .insert(category)
        .values({ type, name, sort: i + 1 })
        .returning({ id: category.id });
      if (children.length)
        await tx
          .insert(category)
          .values(children.map((c, j) => ({ type, parentId: parent!.id, name: c, sort: j + 1 })));
    }
  }

  await tx.insert(feedbackCategory).values(FEEDBACK_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })));
  await tx.insert(reportReason).values(REPORT_REASONS.map((name, i) => ({ name, sort: i + 1 })));
}
