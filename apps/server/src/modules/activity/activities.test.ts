import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, course, mall } from '@dance/contracts';
import { countRows, newUser, testFile, visitorToken } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;
const DAY = 86_400_000;

const venue = {
  name: '南山文体中心',
  address: '南海大道 1 号',
  province_id: 440000,
  city_id: 440300,
  district_id: 440305,
  lat: 22.5333,
  lng: 113.93,
};

describe('POST /api/goods/edit-activity', () => {
  it('creates a draft (off sale, hidden from others), then publishes it; the goods follows', async () => {
    const shop = await f.newShop();
    const cover = await f.newImage(shop.owner);
    const start = Date.now() + 3 * DAY;
    const a = await ok(t, activity.editActivity, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        kind: 'workshop',
        name: 'Popping 工作坊',
        cover,
        detail: '<p>基础 <b>hit</b></p><script>alert(1)</script>',
        styles: ['popping', 'popping'],
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3 * 3_600_000).toISOString(),
        tz: 'Asia/Shanghai',
        venue,
      },
    });
    expect(a).toMatchObject({
      kind: 'workshop',
      name: 'Popping 工作坊',
      status: 'draft',
      styles: ['popping'],
      price_from: null,
      is_staff: true,
      venue: { city: '深圳市', district: '南山区', full_address: '广东省深圳市南山区南海大道 1 号' },
      mch: { id: shop.id },
    });
    expect(a.detail).not.toContain('script');
    const goods = await t.database.db.execute(
      sql`select type, status, delivery from goods where id = ${a.id}`,
    );
    expect(goods.rows[0]).toEqual({ type: 'activity', status: 0, delivery: 'verify' });
    // A draft is not found for anyone but the shop's staff.
    const stranger = await newUser(t);
    await refused(t, 1404, activity.activityDetail, { token: stranger.token, query: { id: a.id } });
    await ok(t, activity.activityDetail, { token: shop.clerk.token, query: { id: a.id } });

    const edited = await ok(t, activity.editActivity, {
      token: shop.clerk.token,
      body: {
        id: a.id,
        kind: 'workshop',
        name: 'Popping 工作坊 · 进阶',
        cover,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 3 * 3_600_000).toISOString(),
        venue,
        status: 'published',
      },
    });
    expect(edited).toMatchObject({ id: a.id, name: 'Popping 工作坊 · 进阶', status: 'published' });
    const shown = await ok(t, activity.activityDetail, { token: stranger.token, query: { id: a.id } });
    expect(shown).toMatchObject({ is_staff: false, status: 'published' });
    const g = await ok(t, mall.goodsDetail, { token: stranger.token, query: { id: a.id } });
    expect(g).toMatchObject({ type: 'activity', name: 'Popping 工作坊 · 进阶', status: 1 });
  });

  it('bad input answers 1400 naming the field and changes nothing', async () => {
    const shop = await f.newShop();
    const cover = await f.newImage(shop.owner);
    const start = Date.now() + DAY;
    const body = {
      mch_id: shop.id,
      kind: 'jam' as const,
      name: 'Jam',
      cover,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 3_600_000).toISOString(),
      venue,
    };
    const before = await countRows(t, 'activity');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, name: undefined }, 'name'],
      [{ ...body, name: 'x'.repeat(81) }, 'name'],
      [{ ...body, kind: 'rave' }, 'kind'],
      [{ ...body, start_at: 'tomorrow' }, 'start_at'],
      [{ ...body, end_at: new Date(start - 1000).toISOString() }, 'end_at'],
      [{ ...body, venue: { ...venue, lat: 91 } }, 'venue.lat'],
      [{ ...body, venue: { ...venue, district_id: 310106 } }, 'venue.district_id'],
      [{ ...body, tz: 'Mars/Olympus' }, 'tz'],
      [{ ...body, mch_id: undefined }, 'mch_id'],
      [{ ...body, cover: '/uploads/someone-else.png' }, 'cover'],
      [{ ...body, id: 987654321 }, 'id'],
      [{ ...body, real_name: true }, 'real_name'],
    ];
    for (const [b, field] of cases) {
      const r = await raw('POST', activity.editActivity.path, { token: shop.owner.token, body: b });
      expect(r.body.code, `${field}: ${JSON.stringify(r.body)}`).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
    expect(await countRows(t, 'activity')).toBe(before);
  });

  it('1403 for visitors; another shop or an ordinary user is refused and nothing changes', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const other = await f.newShop();
    const visitor = await visitorToken(t.app);
    const body = {
      id: a.id,
      kind: 'battle' as const,
      name: 'Stolen',
      cover: await f.newImage(other.owner),
      start_at: a.start_at,
      end_at: a.end_at,
      venue,
      status: 'cancelled' as const,
    };
    await refused(t, 1403, activity.editActivity, { token: visitor, body });
    await refused(t, 1405, activity.editActivity, { token: other.owner.token, body });
    await refused(t, 1405, activity.editActivity, { token: other.clerk.token, body });
    await refused(t, 1405, activity.editActivity, { token: (await newUser(t)).token, body });
    // Creating in a shop one does not work for.
    await refused(t, 1405, activity.editActivity, {
      token: other.owner.token,
      body: { ...body, id: undefined, mch_id: shop.id },
    });
    const still = await ok(t, activity.activityDetail, { token: visitor, query: { id: a.id } });
    expect(still).toMatchObject({ name: a.name, status: 'published' });
  });
});

describe('GET /api/activity/list and detail', () => {
  it('filters by city, kind, style and dates; sorts by start, popularity and distance; pages', async () => {
    const shop = await f.newShop();
    const base = Date.now() + 30 * DAY + Math.floor(Math.random() * DAY);
    const at = (d: number) => new Date(base + d * DAY).toISOString();
    const until = (d: number) => new Date(base + d * DAY + 3_600_000).toISOString();
    const near = await f.newActivity(shop, {
      kind: 'jam',
      styles: ['house'],
      start_at: at(2),
      end_at: until(2),
      venue,
    });
    const far = await f.newActivity(shop, {
      kind: 'jam',
      styles: ['house', 'locking'],
      start_at: at(1),
      end_at: until(1),
      venue: { ...venue, lat: 22.6, lng: 114.1 },
    });
    await f.newActivity(shop, {
      kind: 'jam',
      styles: ['house'],
      start_at: at(3),
      end_at: until(3),
      status: 'draft',
      venue,
    });
    const visitor = await visitorToken(t.app);
    const q = { mch_id: shop.id, from: new Date(base).toISOString() };
    const byStart = await ok(t, activity.activityList, { token: visitor, query: { ...q, limit: 1 } });
    expect(byStart.list.map((x) => x.id)).toEqual([far.id]);
    const rest = await ok(t, activity.activityList, {
      token: visitor,
      query: { ...q, limit: 1, cursor: byStart.next_cursor! },
    });
    expect(rest.list.map((x) => x.id)).toEqual([near.id]);
    expect(rest.next_cursor).toBeNull();

    const byDistance = await ok(t, activity.activityList, {
      token: visitor,
      query: { ...q, sort: 'distance', lat: 22.5333, lng: 113.93 },
    });
    expect(byDistance.list.map((x) => x.id)).toEqual([near.id, far.id]);
    expect(byDistance.list[0]!.distance_km).toBe(0);
    expect(byDistance.list[1]!.distance_km).toBeGreaterThan(10);

    const locking = await ok(t, activity.activityList, { token: visitor, query: { ...q, style: 'locking' } });
    expect(locking.list.map((x) => x.id)).toEqual([far.id]);
    const window = await ok(t, activity.activityList, {
      token: visitor,
      query: { ...q, to: new Date(base + 1.5 * DAY).toISOString() },
    });
    expect(window.list.map((x) => x.id)).toEqual([far.id]);
    const otherCity = await ok(t, activity.activityList, {
      token: visitor,
      query: { ...q, city_id: 310100 },
    });
    expect(otherCity.list).toEqual([]);
    const battles = await ok(t, activity.activityList, { token: visitor, query: { ...q, kind: 'battle' } });
    expect(battles.list).toEqual([]);

    // Popularity: tickets sold.
    const type = await f.newTicketType(shop, near.id);
    await f.buyTickets(await newUser(t), type, 2);
    const popular = await ok(t, activity.activityList, { token: visitor, query: { ...q, sort: 'popular' } });
    expect(popular.list.map((x) => [x.id, x.sold])).toEqual([
      [near.id, 2],
      [far.id, 0],
    ]);
    expect(popular.list[0]).toMatchObject({ price_from: '99.00', remaining: 98 });

    await refused(t, 1400, activity.activityList, { token: visitor, query: { sort: 'distance' } });
    await refused(t, 1400, activity.activityList, { token: visitor, query: { cursor: 'x_y' } });
    await refused(t, 1400, activity.activityList, { token: visitor, query: { lat: 'north' } as never });
  });

  it('an unknown activity is not found', async () => {
    await refused(t, 1404, activity.activityDetail, {
      token: await visitorToken(t.app),
      query: { id: 99_999_999 },
    });
  });

  it("the organiser's list shows drafts to the shop's staff only", async () => {
    const shop = await f.newShop();
    const draft = await f.newActivity(shop, { status: 'draft' });
    const mine = await ok(t, activity.manageList, { token: shop.clerk.token, query: { mch_id: shop.id } });
    expect(mine.list.map((x) => x.id)).toEqual([draft.id]);
    await refused(t, 1405, activity.manageList, {
      token: (await newUser(t)).token,
      query: { mch_id: shop.id },
    });
    await refused(t, 1403, activity.manageList, {
      token: await visitorToken(t.app),
      query: { mch_id: shop.id },
    });
  });
});

describe('linked goods, courses and music', () => {
  it('links goods of the right type, shows them on the detail, unlinks; refuses others', async () => {
    const shop = await f.newShop();
    const a = await f.newActivity(shop);
    const tee = await f.newGoods(shop.id, { name: `T 恤 ${tag()}` });
    const course = await f.newGoods(shop.id, { type: 'course', delivery: 'verify' });
    const track = await f.newGoods(shop.id, { type: 'music', delivery: 'verify' });
    const token = shop.owner.token;
    await ok(t, activity.addGoods, { token, body: { activity_id: a.id, goods_ids: [tee.id, tee.id] } });
    await ok(t, activity.addCourse, { token, body: { activity_id: a.id, course_ids: [course.id] } });
    const r = await ok(t, activity.addMusic, { token, body: { activity_id: a.id, music_ids: [track.id] } });
    expect([r.goods.map((g) => g.id), r.courses.map((g) => g.id), r.music.map((g) => g.id)]).toEqual([
      [tee.id],
      [course.id],
      [track.id],
    ]);
    const d = await ok(t, activity.activityDetail, { token: await visitorToken(t.app), query: { id: a.id } });
    expect(d.relations.goods.map((g) => g.id)).toEqual([tee.id]);

    await refused(t, 1400, activity.addCourse, { token, body: { activity_id: a.id, course_ids: [tee.id] } });
    await refused(t, 1400, activity.addGoods, {
      token,
      body: { activity_id: a.id, goods_ids: [99_999_999] },
    });
    await refused(t, 1400, activity.addGoods, {
      token,
      body: { activity_id: 99_999_999, goods_ids: [tee.id] },
    });
    await refused(t, 1400, activity.addGoods, { token, body: { activity_id: a.id, goods_ids: [] } });
    await refused(t, 1405, activity.addGoods, {
      token: (await f.newShop()).clerk.token,
      body: { activity_id: a.id, goods_ids: [tee.id] },
    });
    await refused(t, 1403, activity.addGoods, {
      token: await visitorToken(t.app),
      body: { activity_id: a.id, goods_ids: [tee.id] },
    });

    const left = await ok(t, activity.removeGoods, {
      token,
      body: { activity_id: a.id, goods_id: course.id },
    });
    expect(left.courses).toEqual([]);
    await refused(t, 1400, activity.removeGoods, { token, body: { activity_id: a.id, goods_id: course.id } });
    expect(await countRows(t, 'activity_relation', `activity_id = ${a.id}`)).toBe(2);
  });
});

describe('the OpenAPI document', () => {
  it('lists every activity and course call of the spec, and the calls added for the screens', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const spec = [
      'post /api/goods/edit-activity',
      'post /api/goods/edit-course',
      'post /api/activity/add-goods',
      'post /api/activity/add-course',
      'post /api/activity/add-music',
      'post /api/activity/add-image',
      'post /api/activity/edit-ticket',
      'post /api/activity/manual-sign-up',
      'post /api/activity/create-number',
      'post /api/activity/remove-goods',
      'post /api/activity/remove-image',
      'get /api/activity/images',
      'get /api/activity/image-tags',
      'get /api/activity/activity-groups',
      'get /api/activity/ticket-order-statistic',
      'get /api/activity-competition/list',
    ];
    const ours = (Object.values({ ...activity, ...course }) as unknown[]).filter(
      (e): e is { method: string; path: string } =>
        typeof e === 'object' && e !== null && 'path' in e && 'method' in e,
    );
    expect(ours.length).toBeGreaterThan(40);
    for (const e of [...spec, ...ours.map((x) => `${x.method.toLowerCase()} ${x.path}`)]) {
      const [method, path] = e.split(' ');
      expect(doc.paths[path!]?.[method!]?.responses['200'], e).toBeDefined();
    }
  });
});
