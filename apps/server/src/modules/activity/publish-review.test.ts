import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, course, mall, message, ops } from '@dance/contracts';
import type { EndpointBody } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { api, ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const editor = await newUser(t, { roles: ['op:editor'] });
const reviewer = await newUser(t, { roles: ['op:reviewer'] });
const boss = await newUser(t, { roles: ['operator'] });
const DAY = 86_400_000;

type Shop = Awaited<ReturnType<typeof f.newShop>>;

const logged = async (kind: string, ref: string) =>
  (
    await t.database.db.execute<{ decision: string; reason: string; after: unknown }>(
      sql`select decision, reason, after from ops_action where kind = ${kind} and ref = ${ref} order by id`,
    )
  ).rows;

const inQueue = async (kind: 'publish_activity' | 'publish_course', ref: string) =>
  (await ok(t, ops.queue, { token: reviewer.token, query: { kind, limit: 50 } })).list.find(
    (i) => i.ref === ref,
  ) ?? null;

const listedActivity = async (id: number) =>
  (await ok(t, activity.activityList, { token: visitor, query: { limit: 50 } })).list.some(
    (c) => c.id === id,
  );
const listedCourse = async (id: number) =>
  (await ok(t, course.courseList, { token: visitor, query: { limit: 50 } })).list.some((c) => c.id === id);
const onSale = async (id: number) =>
  (await ok(t, mall.goodsDetail, { token: visitor, query: { id } })).status === 1;

async function newCourse(shop: Shop, body: Partial<EndpointBody<typeof course.editCourse>> = {}) {
  return ok(t, course.editCourse, {
    token: shop.owner.token,
    body: {
      mch_id: shop.id,
      name: `Popping 基础 ${Math.random().toString(36).slice(2, 6)}`,
      cover: await f.newImage(shop.owner),
      level: 'beginner',
      style: 'popping',
      teacher: { name: 'Kenny', intro: '十年教学' },
      price: '99.00',
      sessions: [
        {
          start_at: new Date(Date.now() + DAY).toISOString(),
          end_at: new Date(Date.now() + DAY + 5_400_000).toISOString(),
          venue: '南山店 2 楼',
        },
      ],
      status: 'published',
      ...body,
    },
  });
}

describe('review before publishing of activities', () => {
  it('is off by default: a published activity is listed and on sale at once', async () => {
    expect(await ok(t, activity.publishReview, { token: editor.token })).toEqual({ on: false });
    const a = await f.newActivity(await f.newShop());
    expect(a.status).toBe('published');
    expect(await listedActivity(a.id)).toBe(true);
    expect(await onSale(a.id)).toBe(true);
  });

  it('only an editor (or super) flips the switch, logged; the course switch is its own', async () => {
    const shop = await f.newShop();
    await refused(t, 1405, activity.setPublishReview, { token: shop.owner.token, body: { on: 1 } });
    await refused(t, 1405, activity.setPublishReview, { token: reviewer.token, body: { on: 1 } });
    await refused(t, 1405, course.setPublishReview, { token: reviewer.token, body: { on: 1 } });
    await refused(t, 1405, activity.publishReview, { token: shop.owner.token });
    expect(await ok(t, activity.setPublishReview, { token: boss.token, body: { on: 1 } })).toEqual({
      on: true,
    });
    expect(await ok(t, course.publishReview, { token: editor.token })).toEqual({ on: false });
    expect((await logged('setting', 'activity_publish_review')).map((r) => r.after)).toEqual([{ on: true }]);
  });

  it('on: a publication waits unseen until approved, once; editing it afterwards keeps it published', async () => {
    const shop = await f.newShop();
    const stranger = await newUser(t);
    const a = await f.newActivity(shop, { name: 'Waiting jam' });
    expect(a.status).toBe('review');
    const mine = await ok(t, activity.manageList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, limit: 10 },
    });
    expect(mine.list.find((c) => c.id === a.id)?.status).toBe('review');
    await refused(t, 1404, activity.activityDetail, { token: stranger.token, query: { id: a.id } });
    expect(await listedActivity(a.id)).toBe(false);
    expect(await onSale(a.id)).toBe(false);

    expect(await inQueue('publish_activity', String(a.id))).toMatchObject({
      title: 'Waiting jam',
      user: { id: shop.owner.id },
      decisions: ['approve', 'refuse'],
    });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_activity', ref: String(a.id), decision: 'approve' },
    });
    expect(
      (await ok(t, activity.activityDetail, { token: stranger.token, query: { id: a.id } })).status,
    ).toBe('published');
    expect(await listedActivity(a.id)).toBe(true);
    expect(await onSale(a.id)).toBe(true);
    expect(await inQueue('publish_activity', String(a.id))).toBeNull();
    await refused(t, 1409, ops.decide, {
      token: boss.token,
      body: { kind: 'publish_activity', ref: String(a.id), decision: 'approve' },
    });
    expect((await logged('publish_activity', String(a.id))).map((r) => r.decision)).toEqual(['approve']);

    const edited = await f.newActivity(shop, {
      id: a.id,
      name: 'Waiting jam (new time)',
      cover: a.cover,
    });
    expect(edited.status).toBe('published');
  });

  it('on: a refusal returns it to draft with the reason, and its publisher is told', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop, { name: 'Blurry battle' });
    expect(a.status).toBe('review');
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_activity', ref: String(a.id), decision: 'refuse', reason: 'Venue is missing' },
    });
    const d = await ok(t, activity.activityDetail, { token: shop.owner.token, query: { id: a.id } });
    expect(d).toMatchObject({ status: 'draft', review_reason: 'Venue is missing' });
    expect(await onSale(a.id)).toBe(false);
    const box = await ok(t, message.messageList, { token: shop.owner.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('Venue is missing');
    await refused(t, 1409, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_activity', ref: String(a.id), decision: 'approve' },
    });
    // Published again it waits again, the old reason gone.
    const again = await f.newActivity(shop, { id: a.id, name: 'Blurry battle', cover: a.cover });
    expect(again.status).toBe('review');
    expect(again.review_reason).toBeUndefined();
    expect(await inQueue('publish_activity', String(a.id))).not.toBeNull();
  });
});

describe('review before publishing of courses', () => {
  it('off: a course publishes at once; on: it waits, unseen, until approved once', async () => {
    const shop = await f.newShop();
    const stranger = await newUser(t);
    const first = await newCourse(shop);
    expect(first.status).toBe('published');
    expect(await listedCourse(first.id)).toBe(true);

    await refused(t, 1405, course.setPublishReview, { token: shop.owner.token, body: { on: 1 } });
    await ok(t, course.setPublishReview, { token: editor.token, body: { on: 1 } });
    const c = await newCourse(shop, { name: 'Locking 入门' });
    expect(c.status).toBe('review');
    await refused(t, 1404, course.courseDetail, { token: stranger.token, query: { id: c.id } });
    expect(await listedCourse(c.id)).toBe(false);
    expect(await onSale(c.id)).toBe(false);
    const mine = await ok(t, course.courseManageList, {
      token: shop.owner.token,
      query: { mch_id: shop.id, limit: 10 },
    });
    expect(mine.list.find((x) => x.id === c.id)?.status).toBe('review');
    expect(await inQueue('publish_course', String(c.id))).toMatchObject({ title: 'Locking 入门' });

    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_course', ref: String(c.id), decision: 'approve' },
    });
    expect((await ok(t, course.courseDetail, { token: stranger.token, query: { id: c.id } })).status).toBe(
      'published',
    );
    expect(await listedCourse(c.id)).toBe(true);
    expect(await onSale(c.id)).toBe(true);
    await refused(t, 1409, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_course', ref: String(c.id), decision: 'refuse', reason: 'late' },
    });
  });

  it('on: a refusal returns the course to draft with the reason and a notice', async () => {
    const shop = await f.newShop();
    const c = await newCourse(shop, { name: 'Krump 大师课' });
    expect(c.status).toBe('review');
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_course', ref: String(c.id), decision: 'refuse', reason: 'Price looks wrong' },
    });
    const d = await ok(t, course.courseDetail, { token: shop.owner.token, query: { id: c.id } });
    expect(d).toMatchObject({ status: 'draft', review_reason: 'Price looks wrong' });
    const box = await ok(t, message.messageList, { token: shop.owner.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('Price looks wrong');
    expect(await logged('publish_course', String(c.id))).toMatchObject([
      { decision: 'refuse', reason: 'Price looks wrong' },
    ]);
  });

  it('decided by six operators at once: one outcome, one log row', async () => {
    const c = await newCourse(await f.newShop());
    expect(c.status).toBe('review');
    const many = [
      boss,
      reviewer,
      ...(await Promise.all(Array.from({ length: 4 }, () => newUser(t, { roles: ['op:reviewer'] })))),
    ];
    const res = await Promise.all(
      many.map((o) =>
        api(t, ops.decide, {
          token: o.token,
          body: { kind: 'publish_course', ref: String(c.id), decision: 'approve' },
        }),
      ),
    );
    const codes = res.map((r) => r.body.code);
    expect(codes.filter((x) => x === 0)).toHaveLength(1);
    expect(codes.filter((x) => x !== 0).every((x) => x === 1409)).toBe(true);
    expect(await logged('publish_course', String(c.id))).toHaveLength(1);
    expect(await onSale(c.id)).toBe(true);
  });
});
