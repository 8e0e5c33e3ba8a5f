import { makeIdCard } from '@dance/contracts/id-card';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  api,
  baseUrl,
  decideInQueue,
  launch,
  passwordLoginByApi,
  passwordLoginInApp,
  phone,
  shot,
  smsLoginByApi,
  type LoggedIn,
} from './browser.ts';

/*
 * The operator console, end to end at desktop size: people make waiting items through the app's
 * own calls (a real-name, a shop, an anchor and a musician application, a post held by a "review"
 * word, a report of a post and one of a live, a withdrawal, a guess past its close, a course
 * published under review; the demo's after-sale dispute); the demo operator opens /ops, works
 * through one item of each kind (claim, decide with a reason), and each decision shows where its
 * user sees it and in the action log. Activities and tracks under review take the course's path
 * through the same queue (integration tests).
 */

const OPERATOR = { mobile: '13800000006', password: 'Dance2026' };
const OWNER = { mobile: '13800000003', password: 'Dance2026' };
const ANCHOR = { mobile: '13800000004', password: 'Dance2026' };
/** A word of the seed's moderation list at level `review`: a text with it is held. */
const REVIEW_WORD = '私聊交易';
const RUN = String(Date.now() % 100_000_000).padStart(8, '0');

// A valid 1x1 PNG and a minimal MP4 (an ftyp box): enough for the upload's type checks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Three seconds of a 440 Hz tone as WAV, made with ffmpeg: a musician's sample track. */
const SAMPLE_WAV = execFileSync('ffmpeg', [
  ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=3'],
  ...['-ac', '1', '-f', 'wav', '-'],
]);
const MP4 = (() => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmp42', 4, 'ascii');
  box.write('mp42isom', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
})();

type Person = LoggedIn;

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let operator: Person;

/** The refs of the items made, by kind. */
const made: Record<string, string> = {};
let heldPostId = 0;
let reportedPostId = 0;
let mchId = 0;
let guessOptions: { id: number; label: string }[] = [];
let people: Record<'realname' | 'shop' | 'anchor' | 'reporter' | 'musician', Person>;
let reportedLiveId = 0;
let reviewedCourseId = 0;

const as = <T>(who: Person, path: string, body?: unknown) =>
  api<T>(path, { method: body === undefined ? 'GET' : 'POST', body, loginToken: who.token });

/** A newcomer signs up by SMS (the code read from the server log). */
const newcomer = (n: number): Promise<Person> => smsLoginByApi(`17${n}${RUN}`);

async function submitRealName(who: Person, seq: number): Promise<void> {
  await as(who, '/plugin/mobile/api/user/authentication', {
    real_name: '张小跳',
    id_card: makeIdCard('310101', '1999-05-20', (Number(RUN) + seq) % 1000),
  });
}

/** A newcomer verified by the operator's own call (a fixture for the applications). */
async function verified(n: number): Promise<Person> {
  const who = await newcomer(n);
  await submitRealName(who, n);
  await as(operator, '/api/admin/ops/decide', { kind: 'realname', ref: String(who.id), decision: 'approve' });
  return who;
}

/** Uploads a file through the app's two steps (where, then the multipart post). */
async function upload(
  who: Person,
  kind: 'image' | 'video' | 'audio',
  name: string,
  body: Buffer,
): Promise<string> {
  const target = await as<{ url: string; field: string; headers: Record<string, string> }>(
    who,
    '/api/attachment/upload-token',
    { kind, filename: name, size: body.length },
  );
  const at = await api<{ access_token: string }>('/api/passport/access-token', {
    method: 'POST',
    body: { token: who.token },
  });
  const form = new FormData();
  form.append(target.field || 'file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${baseUrl()}${target.url}`, {
    method: 'POST',
    headers: { ...target.headers, 'x-access-token': at.access_token },
    body: form,
  });
  const json = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (json.code !== 0) throw new Error(`upload: ${json.code} ${json.msg}`);
  return json.data.url;
}

async function expectOpsPage(name: string): Promise<void> {
  await page.waitForSelector(`[data-page="${name}"]`, { timeout: 15_000 });
}

beforeAll(async () => {
  operator = await passwordLoginByApi(OPERATOR);
  browser = await launch();
  ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  page = await ctx.newPage();
  page.setDefaultTimeout(15_000);
}, 60_000);

afterAll(async () => {
  if (page) await shot(page, 'ops-journey-end').catch(() => undefined);
  await ctx?.close();
  await browser?.close();
});

describe('the operator console', () => {
  it('people leave one waiting item of every kind through the app', async () => {
    people = {
      realname: await newcomer(1),
      shop: await verified(2),
      anchor: await verified(3),
      reporter: await newcomer(4),
      musician: await verified(5),
    };

    // Real-name: a newcomer submits their ID.
    await submitRealName(people.realname, 1);
    made.realname = String(people.realname.id);

    // A shop application.
    const logo = await upload(people.shop, 'image', 'logo.png', PNG);
    const licence = await upload(people.shop, 'image', 'licence.png', PNG);
    const shop = await as<{ id: number }>(people.shop, '/plugin/mch/api/mch/apply', {
      name: `Ops Studio ${RUN}`,
      logo,
      category: 'studio',
      contact: '13800001234',
      licence,
      address: '上海市静安区南京西路 1 号',
    });
    made.merchant = String(shop.id);

    // An anchor application.
    const photo = await upload(people.anchor, 'image', 'photo.png', PNG);
    const clip = await upload(people.anchor, 'video', 'clip.mp4', MP4);
    const anchor = await as<{ id: number }>(people.anchor, '/api/live/anchor-identify', {
      stage_name: `B-Girl Ops ${RUN.slice(-4)}`,
      dance_styles: ['breaking'],
      photo,
      clip,
    });
    made.anchor = String(anchor.id);

    // A musician application with a sample track.
    const sample = await upload(people.musician, 'audio', 'sample.wav', SAMPLE_WAV);
    const musician = await as<{ id: number }>(people.musician, '/api/music/musician-apply', {
      stage_name: `DJ Ops ${RUN.slice(-4)}`,
      genres: ['house'],
      sample,
      intro: 'House sets for cyphers',
    });
    made.musician = String(musician.id);

    // A post held by a "review" word.
    const held = await as<{ id: number; status: string }>(people.shop, '/api/forum/post/create-post', {
      type: 'text',
      content: `今晚公园 cypher，${REVIEW_WORD}请找我 ${RUN}`,
    });
    heldPostId = held.id;
    made.held = `post-${held.id}`;

    // A report of another post.
    const reported = await as<{ id: number }>(people.anchor, '/api/forum/post/create-post', {
      type: 'text',
      content: `A post someone reports ${RUN}`,
    });
    reportedPostId = reported.id;
    const cats = await api<{ list: { id: number }[] }>('/api/forum/post/inform-cats');
    const report = await as<{ id: number }>(people.reporter, '/api/forum/post/inform', {
      post_id: reported.id,
      cat_id: cats.list[0]!.id,
      content: 'spam',
    });
    made.report = String(report.id);

    // A report of the demo anchor's live, announced for tomorrow.
    const anchorUser = await passwordLoginByApi(ANCHOR);
    const upcoming = await as<{ id: number }>(anchorUser, '/api/live/create-live', {
      title: `Ops cypher ${RUN.slice(-4)}`,
      style: 'jam',
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    reportedLiveId = upcoming.id;
    await as(people.reporter, '/api/live/report', {
      live_id: upcoming.id,
      cat_id: cats.list[0]!.id,
      content: 'The cover is misleading',
    });
    made.live_report = String(upcoming.id);

    // A withdrawal of the demo shop.
    const owner = await passwordLoginByApi(OWNER);
    const shops = await as<{ list: { id: number }[] }>(owner, '/plugin/mch/api/mch/mine');
    mchId = shops.list[0]!.id;
    const cash = await as<{ id: number }>(owner, '/plugin/mch/api/property/cash-submit', {
      mch_id: mchId,
      client_id: `ops-journey-${RUN}`,
      amount: '1.00',
      type: 'balance',
    });
    made.withdrawal = String(cash.id);

    // A course of the demo shop published while review before publishing is on: it waits. The
    // switch goes off again at once; what already waits stays in the queue.
    await as(operator, '/api/admin/course/publish-review', { on: 1 });
    const day = Date.now() + 86_400_000;
    const course = await as<{ id: number; status: string }>(owner, '/api/goods/edit-course', {
      mch_id: mchId,
      name: `Ops Locking ${RUN.slice(-4)}`,
      cover: await upload(owner, 'image', 'cover.png', PNG),
      level: 'beginner',
      style: 'locking',
      teacher: { name: 'Kenny', intro: 'Ten years of classes' },
      price: '99.00',
      sessions: [
        {
          start_at: new Date(day).toISOString(),
          end_at: new Date(day + 5_400_000).toISOString(),
          venue: 'Studio 2',
        },
      ],
      status: 'published',
    });
    await as(operator, '/api/admin/course/publish-review', { on: 0 });
    expect(course.status).toBe('review');
    reviewedCourseId = course.id;
    made.publish_course = String(course.id);

    // A guess whose close passes a few seconds from now.
    const g = await as<{ id: number; options: { id: number; label: string }[] }>(
      operator,
      '/api/guess-game/create',
      {
        title: `Ops Cup ${RUN}: who wins?`,
        options: ['Red', 'Blue'],
        close_at: new Date(Date.now() + 3_000).toISOString(),
        stake_min: 10,
        stake_max: 50,
      },
    );
    made.guess = String(g.id);
    guessOptions = g.options;
    await new Promise((r) => setTimeout(r, 4_000));

    // The demo's dispute: a neighbour's shoes whose refund the shop refused.
    const disputes = await as<{ list: { ref: string; title: string; max_refund: string }[] }>(
      operator,
      '/api/admin/ops/queue?kind=dispute&limit=50',
    );
    const shoes = disputes.list.find((i) => i.title === 'Retro 90 复古跑鞋');
    expect(shoes, 'the seeded dispute').toBeDefined();
    made.dispute = shoes!.ref;

    const q = await as<{ list: { kind: string; ref: string }[] }>(operator, '/api/admin/ops/queue?limit=50');
    for (const [kind, ref] of Object.entries(made))
      expect(q.list.some((i) => i.kind === kind && i.ref === ref) || (await inQueue(kind, ref)), kind).toBe(
        true,
      );
  }, 120_000);

  it('the operator finds the console from mine', async () => {
    const { context: mobile, page: p } = await phone(browser);
    await passwordLoginInApp(p, OPERATOR);
    await p.goto(`${baseUrl()}/#/pages/mine/mine`);
    await p.getByTestId('mine-ops').scrollIntoViewIfNeeded();
    await shot(p, 'ops-00-mine-entry');
    await mobile.close();

    await passwordLoginInApp(page, OPERATOR);
    await page.goto(`${baseUrl()}/#/ops`);
    await expectOpsPage('ops-queue');
    await page.getByTestId(`ops-row-realname-${made.realname}`).waitFor();
    await shot(page, 'ops-01-queue');
  });

  it('works through one item of each kind', async () => {
    await decideInQueue(page, 'realname', made.realname!, 'approve');
    await decideInQueue(page, 'merchant', made.merchant!, 'refuse', {
      reason: 'The licence photo is unreadable',
    });
    await decideInQueue(page, 'anchor', made.anchor!, 'approve');
    await decideInQueue(page, 'musician', made.musician!, 'approve');
    await decideInQueue(page, 'live_report', made.live_report!, 'dismiss');
    await decideInQueue(page, 'publish_course', made.publish_course!, 'approve');
    await decideInQueue(page, 'held', made.held!, 'refuse', { reason: 'Off-platform trading' });
    await decideInQueue(page, 'report', made.report!, 'hide', { reason: 'Spam' });
    await decideInQueue(page, 'withdrawal', made.withdrawal!, 'pay', { reference: `CMB-${RUN}` });
    await decideInQueue(page, 'guess', made.guess!, 'settle', { option: guessOptions[0]!.id });
    await decideInQueue(page, 'dispute', made.dispute!, 'refund', {
      amount: '20',
      reason: 'The sole came off: part refund',
    });
  }, 120_000);

  it('each decision shows where its user sees it', async () => {
    const info = await as<{ review_status: number; is_real_name_authentication: number }>(
      people.realname,
      '/api/user/user-info',
    );
    expect(info).toMatchObject({ review_status: 2, is_real_name_authentication: 1 });
    const apply = await as<{ application: { status: string; reason: string } }>(
      people.shop,
      '/plugin/mch/api/mch/apply-info',
    );
    expect(apply.application).toMatchObject({ status: 'refused', reason: 'The licence photo is unreadable' });
    const anchor = await as<{ status: string }>(people.anchor, '/api/live/anchor-application');
    expect(anchor.status).toBe('approved');
    // The musician has a shop of their own to sell from.
    const musician = await as<{
      musician_review_status: number;
      application: { status: string; mch_id: number | null };
    }>(people.musician, '/api/music/musician-application');
    expect(musician.musician_review_status).toBe(2);
    expect(musician.application.status).toBe('approved');
    expect(musician.application.mch_id).toBeGreaterThan(0);
    // A dismissed report leaves the live as it was, and the queue.
    const upcoming = await api<{ status: string }>(`/api/live/detail?id=${reportedLiveId}`);
    expect(upcoming.status).toBe('scheduled');
    expect(await inQueue('live_report', made.live_report!)).toBe(false);
    // The approved course is published: anyone finds it.
    const published = await api<{ status: string }>(`/api/course/detail?id=${reviewedCourseId}`);
    expect(published.status).toBe('published');
    // The held and the reported posts are gone from their pages for everyone else.
    for (const id of [heldPostId, reportedPostId])
      await expect(as(people.reporter, `/api/forum/post/detail?id=${id}`)).rejects.toThrow();
    const owner = await passwordLoginByApi(OWNER);
    const cash = await as<{ list: { id: number; status: string }[] }>(
      owner,
      `/plugin/mch/api/property/cash-log?mch_id=${mchId}&limit=20`,
    );
    expect(cash.list.find((c) => c.id === Number(made.withdrawal))?.status).toBe('paid');
    const g = await as<{ status: string }>(operator, `/api/guess-game/detail?id=${made.guess}`);
    expect(g.status).toBe('settled');
    // The shop sees the platform's refund in the after-sale's record.
    const sale = await as<{
      status: string;
      refund_amount: string;
      records: { actor: string; action: string }[];
    }>(owner, `/plugin/mch/api/after-sale/detail?id=${made.dispute}`);
    expect(sale).toMatchObject({ status: 'refunded', refund_amount: '20.00' });
    expect(sale.records.map((r) => `${r.actor}:${r.action}`)).toContain('platform:ops_refund');

    // The reported post's page, as its reader sees it now.
    const { context: mobile, page: p } = await phone(browser);
    await p.goto(`${baseUrl()}/#/pages/bbs-detail?id=${reportedPostId}`);
    await p.waitForSelector('[data-page="/pages/bbs-detail"]');
    await p.waitForTimeout(1_000);
    expect(await p.locator('body').innerText()).not.toContain(`A post someone reports ${RUN}`);
    await mobile.close();
  });

  it('the action log lists every decision', async () => {
    await page.getByTestId('ops-nav-log').click();
    await expectOpsPage('ops-log');
    for (const [kind, ref] of Object.entries(made))
      await page.locator(`[data-testid="ops-log-${kind}-${ref}"]`).first().waitFor();
    await shot(page, 'ops-02-log');
    await page.getByTestId('ops-log-ref').fill(made.merchant!);
    await page.getByTestId('ops-log-kind').selectOption('merchant');
    await page.getByTestId('ops-log-apply').click();
    await expect.poll(() => page.locator('[data-testid^="ops-log-"][data-decision]').count()).toBe(1);
    expect(await page.getByTestId(`ops-log-merchant-${made.merchant}`).innerText()).toContain(
      'The licence photo is unreadable',
    );
  });

  it('the overview, tools and operators pages open', async () => {
    await page.getByTestId('ops-nav-overview').click();
    await expectOpsPage('ops-overview');
    await page.getByTestId('ops-figure-users').waitFor();
    await page.locator('.ops-chart canvas').first().waitFor();
    await shot(page, 'ops-03-overview');
    await page.getByTestId('ops-nav-tools').click();
    await expectOpsPage('ops-tools');
    await page.getByTestId('ops-sanction-user').fill(String(people.reporter.id));
    await page.getByTestId('ops-sanction-reason').fill('Please keep reports to real problems');
    await page.getByTestId('ops-sanction-submit').click();
    await page.getByTestId('ops-sanction-result').waitFor();
    expect(await page.getByTestId('ops-sanction-result').getAttribute('class')).toBe('ops-ok');
    await shot(page, 'ops-04-tools');
    await page.getByTestId('ops-nav-operators').click();
    await expectOpsPage('ops-operators');
    await page.getByTestId(`ops-operator-${operator.id}`).waitFor();
    await shot(page, 'ops-05-operators');
  });

  it('an editor curates: a prohibited word refuses a post, a pinned topic leads the hot list', async () => {
    await page.getByTestId('ops-nav-curate').click();
    await expectOpsPage('ops-curate');
    const word = `禁词${RUN}`;
    await page.getByTestId('ops-word-input').fill(word);
    await page.getByTestId('ops-word-level-block').check();
    await page.getByTestId('ops-word-submit').click();
    await page.getByTestId('ops-words-table').getByText(word).waitFor();
    expect(await page.getByTestId('ops-words-result').getAttribute('class')).toBe('ops-ok');
    await shot(page, 'ops-06-curate-words');
    await expect(
      as(people.anchor, '/api/forum/post/create-post', { type: 'text', content: `今晚 cypher ${word}` }),
    ).rejects.toThrow(': 3001 ');

    await page.getByTestId('ops-curate-tab-pins').click();
    await page.getByTestId('ops-pin-search-input').fill('Breaking');
    await page.getByTestId('ops-pin-search-input').press('Enter');
    const found = page.locator('[data-testid^="ops-pin-found-"]').first();
    await found.waitFor();
    const topicId = Number((await found.getAttribute('data-testid'))!.split('-').pop());
    await found.click();
    await page.getByTestId('ops-pin-position').fill('1');
    await page.getByTestId('ops-pin-submit').click();
    await page.getByTestId(`ops-pin-${topicId}`).waitFor();
    await shot(page, 'ops-07-curate-pins');
    const hot = await as<{ list: { id: number }[] }>(people.anchor, '/api/forum/topic/list?sort=hot&limit=5');
    expect(hot.list[0]!.id).toBe(topicId);
  });
});

async function inQueue(kind: string, ref: string): Promise<boolean> {
  const q = await as<{ list: { ref: string }[] }>(operator, `/api/admin/ops/queue?kind=${kind}&limit=50`);
  return q.list.some((i) => i.ref === ref);
}
