import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { course, mall } from '@dance/contracts';
import type { EndpointBody } from '@dance/contracts';
import { countRows, newUser, testFile, visitorToken, type TestUser } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { mediaTools } from '../../platform/ffmpeg.ts';
import { tinyMp4 } from '../content/test-factories.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;
const DAY = 86_400_000;

const mp4 = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'dance-lesson-'));
  const out = join(dir, 'lesson.mp4');
  execFileSync(mediaTools({ pathVar: process.env.PATH }).ffmpeg.path!, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return readFileSync(out);
})();

async function video(u: { id: number }, bytes: Buffer = mp4): Promise<string> {
  return (await t.services.uploads.store(u.id, 'video', bytes)).url;
}

type Shop = Awaited<ReturnType<typeof f.newShop>>;

async function newCourse(shop: Shop, body: Partial<EndpointBody<typeof course.editCourse>> = {}) {
  return ok(t, course.editCourse, {
    token: shop.owner.token,
    body: {
      mch_id: shop.id,
      name: 'Hip-hop 基础 8 课',
      cover: await f.newImage(shop.owner),
      level: 'beginner',
      style: 'hiphop',
      teacher: { name: 'Kenny', intro: '十年教学' },
      price: '199.00',
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

async function buy(u: TestUser, c: { id: number; sku_id: number }) {
  const sub = await ok(t, mall.orderSubmit, {
    token: u.token,
    body: { token: `c-${Math.random()}`, items: [{ goods_id: c.id, sku_id: c.sku_id, num: 1 }] },
  });
  await f.fund(u.id, 19_900);
  const p = await ok(t, mall.payData, { token: u.token, body: { order_ids: sub.order_ids } });
  await ok(t, mall.payBuyBalance, { token: u.token, query: { payment_id: p.payment_id } });
  return sub.order_ids[0]!;
}

describe('POST /api/goods/edit-course', () => {
  it('creates a course as goods of type course, edits it; drafts are hidden; lists', async () => {
    const shop = await f.newShop();
    const c = await newCourse(shop, { status: 'draft', seats: 12 });
    expect(c).toMatchObject({
      status: 'draft',
      price: '199.00',
      stock: 12,
      session_count: 1,
      is_staff: true,
    });
    const stranger = await newUser(t);
    await refused(t, 1404, course.courseDetail, { token: stranger.token, query: { id: c.id } });
    const edited = await ok(t, course.editCourse, {
      token: shop.clerk.token,
      body: {
        id: c.id,
        name: 'Hip-hop 基础 10 课',
        cover: c.cover,
        level: 'all',
        style: 'hiphop',
        teacher: { name: 'Kenny', intro: '' },
        price: '249.00',
        status: 'published',
      },
    });
    expect(edited).toMatchObject({
      name: 'Hip-hop 基础 10 课',
      price: '249.00',
      stock: 12,
      session_count: 0,
    });
    const g = await ok(t, mall.goodsDetail, { token: stranger.token, query: { id: c.id } });
    expect(g).toMatchObject({ type: 'course', price: '249.00', status: 1 });
    const list = await ok(t, course.courseList, { token: stranger.token, query: { mch_id: shop.id } });
    expect(list.list.map((x) => x.id)).toEqual([c.id]);
    const manage = await ok(t, course.courseManageList, {
      token: shop.clerk.token,
      query: { mch_id: shop.id },
    });
    expect(manage.list).toHaveLength(1);
    await refused(t, 1405, course.courseManageList, { token: stranger.token, query: { mch_id: shop.id } });
  });

  it('bad input names the field; strangers are refused; visitors get 1403', async () => {
    const shop = await f.newShop();
    const cover = await f.newImage(shop.owner);
    const body = {
      mch_id: shop.id,
      name: 'Krump',
      cover,
      level: 'beginner',
      style: 'krump',
      teacher: { name: 'T' },
      price: '10.00',
    };
    const start = new Date(Date.now() + DAY).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, name: '' }, 'name'],
      [{ ...body, price: '0.00' }, 'price'],
      [{ ...body, price: '-3.00' }, 'price'],
      [{ ...body, level: 'pro' }, 'level'],
      [{ ...body, style: 'ballet' }, 'style'],
      [{ ...body, seats: -1 }, 'seats'],
      [{ ...body, teacher: { name: 'T', user_id: 99_999_999 } }, 'teacher.user_id'],
      [{ ...body, sessions: [{ start_at: start, end_at: start }] }, 'sessions.0.end_at'],
      [{ ...body, cover: '/uploads/x.png' }, 'cover'],
      [{ ...body, mch_id: undefined }, 'mch_id'],
    ];
    for (const [b, field] of cases) {
      const r = await raw('POST', course.editCourse.path, { token: shop.owner.token, body: b });
      expect(r.body.code, `${field} ${JSON.stringify(r.body)}`).toBe(1400);
      expect(r.body.msg).toContain(field);
    }
    await refused(t, 1405, course.editCourse, { token: (await newUser(t)).token, body: body as never });
    await refused(t, 1403, course.editCourse, { token: await visitorToken(t.app), body: body as never });
    expect(await countRows(t, 'course', `mch_id = ${shop.id}`)).toBe(0);
  });
});

describe('registration and lessons', () => {
  it('buying records a registration; lessons play for students, previews for anyone; refunds end it', async () => {
    const shop = await f.newShop();
    const c = await newCourse(shop);
    const free = await ok(t, course.videoPublish, {
      token: shop.clerk.token,
      body: { course_id: c.id, title: '第 1 课 律动', video_url: await video(shop.clerk), free_preview: 1 },
    });
    const paid = await ok(t, course.videoPublish, {
      token: shop.owner.token,
      body: { course_id: c.id, title: '第 2 课 组合', video_url: await video(shop.owner), sort: 2 },
    });
    expect(free.status).toBe('processing');
    const visitor = await visitorToken(t.app);
    await refused(t, 4202, course.lessonPlay, { token: visitor, query: { id: free.id } });
    expect(await t.services.activity.lessons.transcode(free.id)).toBe('ready');
    expect(await t.services.activity.lessons.transcode(paid.id)).toBe('ready');

    const preview = await ok(t, course.lessonPlay, { token: visitor, query: { id: free.id } });
    const m3u8 = await t.app.inject({ method: 'GET', url: preview.hls_url });
    expect(m3u8.statusCode).toBe(200);
    expect(m3u8.headers['content-type']).toContain('mpegurl');
    expect(m3u8.body).toContain('#EXTM3U');
    const segment = m3u8.body.split('\n').find((l) => l.endsWith('.ts'))!;
    expect(segment).toMatch(/^\/uploads\/course\/lesson\/\d+-[0-9a-f]{32}\/seg000\.ts$/);
    const bytes = await t.app.inject({ method: 'GET', url: segment });
    expect(bytes.statusCode).toBe(200);
    // A changed or expired signature is refused.
    const forged = await t.app.inject({
      method: 'GET',
      url: preview.hls_url.replace(/id=\d+/, `id=${paid.id}`),
    });
    expect(forged.json().code).toBe(1405);

    const student = await newUser(t);
    await refused(t, 4201, course.lessonPlay, { token: student.token, query: { id: paid.id } });
    const before = await ok(t, course.lessons, { token: student.token, query: { course_id: c.id } });
    expect(before.list.map((l) => [l.title, l.playable])).toEqual([
      ['第 1 课 律动', true],
      ['第 2 课 组合', false],
    ]);
    const orderId = await buy(student, c);
    const detail = await ok(t, course.courseDetail, { token: student.token, query: { id: c.id } });
    expect(detail).toMatchObject({ is_registered: true, students: 1, lesson_count: 2 });
    const play = await ok(t, course.lessonPlay, { token: student.token, query: { id: paid.id } });
    expect((await t.app.inject({ method: 'GET', url: play.hls_url })).body).toContain('#EXTINF');
    const records = await ok(t, course.registerRecord, { token: student.token, query: {} });
    expect(records.list.map((r) => [r.course.id, r.status, r.order_id])).toEqual([[c.id, 'active', orderId]]);
    const students = await ok(t, course.students, { token: shop.clerk.token, query: { course_id: c.id } });
    expect(students.list.map((s) => s.user.id)).toEqual([student.id]);
    await refused(t, 1405, course.students, { token: student.token, query: { course_id: c.id } });

    await ok(t, mall.storeCancel, { token: shop.owner.token, body: { id: orderId, reason: '停课' } });
    await refused(t, 4201, course.lessonPlay, { token: student.token, query: { id: paid.id } });
    const after = await ok(t, course.courseDetail, { token: student.token, query: { id: c.id } });
    expect(after).toMatchObject({ is_registered: false, students: 0 });
  });

  it("a lesson's upload must be the caller's video; an unreadable one fails; strangers are refused", async () => {
    const shop = await f.newShop();
    const c = await newCourse(shop);
    await refused(t, 1400, course.videoPublish, {
      token: shop.owner.token,
      body: { course_id: c.id, title: 'x', video_url: await video(shop.clerk) },
    });
    await refused(t, 1400, course.videoPublish, {
      token: shop.owner.token,
      body: { course_id: c.id, title: 'x', video_url: await f.newImage(shop.owner) },
    });
    await refused(t, 1405, course.videoPublish, {
      token: (await newUser(t)).token,
      body: { course_id: c.id, title: 'x', video_url: await video(shop.owner) },
    });
    await refused(t, 1400, course.videoPublish, {
      token: shop.owner.token,
      body: { course_id: 99_999_999, title: 'x', video_url: await video(shop.owner) },
    });
    expect(await countRows(t, 'course_lesson', `course_id = ${c.id}`)).toBe(0);
    const broken = await ok(t, course.videoPublish, {
      token: shop.owner.token,
      body: { course_id: c.id, title: 'broken', video_url: await video(shop.owner, tinyMp4()) },
    });
    expect(await t.services.activity.lessons.transcode(broken.id)).toBe('failed');
    const list = await ok(t, course.lessons, { token: shop.owner.token, query: { course_id: c.id } });
    expect(list.list[0]).toMatchObject({ status: 'failed', playable: false });
  });
});
