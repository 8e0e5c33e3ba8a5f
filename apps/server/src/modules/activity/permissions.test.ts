import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, course, type Endpoint } from '@dance/contracts';
import { newUser, testFile, visitorToken } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { tinyMp4 } from '../content/test-factories.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;

const TABLES = [
  'activity',
  'activity_ticket_type',
  'activity_hold',
  'activity_ticket',
  'activity_checkin',
  'activity_attendee',
  'activity_division',
  'activity_entry',
  'activity_battle',
  'activity_photo',
  'activity_relation',
  'course',
  'course_lesson',
  'course_registration',
  'goods',
  'goods_sku',
];

/** A fingerprint of every row of the module's tables (and the goods behind them). */
async function census(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const r = await t.database.db.execute<{ h: string | null }>(
      sql.raw(`select md5(string_agg(x::text, '|' order by x.id)) as h from ${table} x`),
    );
    out[table] = r.rows[0]!.h ?? '';
  }
  return out;
}

/** A shop with one of everything the organiser calls touch. */
async function world() {
  const shop = await f.newShop();
  const a = await f.newActivity(shop);
  const type = await f.newTicketType(shop, a.id, { capacity: 10, refundable_until: null });
  const division = await ok(t, activity.editGroup, {
    token: shop.owner.token,
    body: { activity_id: a.id, name: 'Kids' },
  });
  const entries = [];
  for (const n of ['A', 'B'])
    entries.push(
      (
        await ok(t, activity.manualSignUp, {
          token: shop.owner.token,
          body: { kind: 'competitor', activity_id: a.id, division_id: division.id, stage_name: n },
        })
      ).entry!,
    );
  const bracket = await ok(t, activity.editBracket, {
    token: shop.owner.token,
    body: { division_id: division.id, entry_ids: entries.map((e) => e.id) },
  });
  const photo = (
    await ok(t, activity.addImage, {
      token: shop.owner.token,
      body: { activity_id: a.id, urls: [await f.newImage(shop.owner)] },
    })
  ).list[0]!;
  const goods = await f.newGoods(shop.id);
  await ok(t, activity.addGoods, {
    token: shop.owner.token,
    body: { activity_id: a.id, goods_ids: [goods.id] },
  });
  const buyer = await newUser(t);
  await f.buyTickets(buyer, type, 1);
  const ticket = (await ok(t, activity.myTickets, { token: buyer.token, query: {} })).list[0]!;
  const c = await ok(t, course.editCourse, {
    token: shop.owner.token,
    body: {
      mch_id: shop.id,
      name: 'Course',
      cover: await f.newImage(shop.owner),
      level: 'all',
      style: 'house',
      teacher: { name: 'T' },
      price: '9.90',
      status: 'published',
    },
  });
  return {
    shop,
    a,
    type,
    division,
    entries,
    battle: bracket.rounds[0]!.battles[0]!,
    photo,
    goods,
    buyer,
    ticket,
    c,
  };
}

type Call = [Endpoint, { query?: Record<string, unknown>; body?: Record<string, unknown> }];

describe("the organiser's calls", () => {
  it('answer 1403 to visitors and 1405 to another shop or an ordinary user, with no data, and change nothing', async () => {
    const w = await world();
    const stranger = await f.newShop();
    const video = (await t.services.uploads.store(stranger.owner.id, 'video', tinyMp4())).url;
    const time = new Date(Date.now() + 86_400_000).toISOString();
    const calls: Call[] = [
      [activity.manageList, { query: { mch_id: w.shop.id } }],
      [
        activity.editActivity,
        {
          body: {
            id: w.a.id,
            kind: 'battle',
            name: 'x',
            cover: await f.newImage(stranger.owner),
            start_at: time,
            end_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
            venue: {
              name: 'v',
              address: 'a',
              province_id: 310000,
              city_id: 310100,
              district_id: 310106,
              lat: 1,
              lng: 1,
            },
          },
        },
      ],
      [
        activity.editTicket,
        { body: { id: w.type.id, activity_id: w.a.id, name: 'x', price: '1.00', capacity: 99 } },
      ],
      [activity.addGoods, { body: { activity_id: w.a.id, goods_ids: [w.goods.id] } }],
      [activity.addCourse, { body: { activity_id: w.a.id, course_ids: [w.c.id] } }],
      [activity.addMusic, { body: { activity_id: w.a.id, music_ids: [w.goods.id] } }],
      [activity.removeGoods, { body: { activity_id: w.a.id, goods_id: w.goods.id } }],
      [activity.addImage, { body: { activity_id: w.a.id, urls: [await f.newImage(stranger.owner)] } }],
      [activity.removeImage, { body: { activity_id: w.a.id, ids: [w.photo.id] } }],
      [activity.editGroup, { body: { id: w.division.id, activity_id: w.a.id, name: 'x' } }],
      [
        activity.manualSignUp,
        { body: { kind: 'competitor', activity_id: w.a.id, division_id: w.division.id, stage_name: 'x' } },
      ],
      [
        activity.manualSignUp,
        { body: { kind: 'attendee', activity_id: w.a.id, ticket_type_id: w.type.id, name: 'x' } },
      ],
      [activity.createNumber, { body: { division_id: w.division.id } }],
      [activity.scoreEntry, { body: { entry_id: w.entries[0]!.id, score: '9.00' } }],
      [activity.editBracket, { body: { division_id: w.division.id, entry_ids: w.entries.map((e) => e.id) } }],
      [activity.decideBattle, { body: { battle_id: w.battle.id, winner_entry_id: w.entries[0]!.id } }],
      [activity.checkIn, { body: { activity_id: w.a.id, code: w.ticket.code } }],
      [
        activity.checkInSync,
        { body: { activity_id: w.a.id, device_id: 'd', items: [{ code: w.ticket.code, scanned_at: time }] } },
      ],
      [activity.attendeeRoster, { query: { activity_id: w.a.id } }],
      [activity.attendeeExport, { query: { activity_id: w.a.id } }],
      [activity.ticketOrderStatistic, { query: { activity_id: w.a.id } }],
      [course.courseManageList, { query: { mch_id: w.shop.id } }],
      [
        course.editCourse,
        {
          body: {
            id: w.c.id,
            name: 'x',
            cover: w.c.cover,
            level: 'all',
            style: 'house',
            teacher: { name: 'T' },
            price: '1.00',
          },
        },
      ],
      [course.videoPublish, { body: { course_id: w.c.id, title: 'x', video_url: video } }],
      [course.students, { query: { course_id: w.c.id } }],
    ];
    const before = await census();
    const visitor = await visitorToken(t.app);
    const ordinary = await newUser(t);
    for (const [e, input] of calls) {
      for (const [token, code] of [
        [visitor, 1403],
        [stranger.clerk.token, 1405],
        [stranger.owner.token, 1405],
        [ordinary.token, 1405],
      ] as const) {
        const r = await raw(e.method, e.path, { token, ...input } as never);
        expect(r.body.code, `${e.path} ${JSON.stringify(r.body)}`).toBe(code);
        expect(r.body.data).toBeNull();
      }
    }
    expect(await census()).toEqual(before);
    // The ticket's buyer is no organiser either.
    const r = await raw('GET', activity.ticketOrderStatistic.path, {
      token: w.buyer.token,
      query: { activity_id: w.a.id },
    });
    expect(r.body.code).toBe(1405);
  });

  it("a user's own calls answer 1403 to visitors", async () => {
    const visitor = await visitorToken(t.app);
    const calls: Call[] = [
      [activity.attendeeList, {}],
      [activity.attendeeSave, { body: { name: 'x', mobile: '13912345678' } }],
      [activity.attendeeDelete, { body: { id: 1 } }],
      [activity.myTickets, { query: {} }],
      [activity.ticketDetail, { query: { id: 1 } }],
      [activity.apply, { body: { activity_id: 1, division_id: 1, stage_name: 'x' } }],
      [activity.registerRecord, { query: {} }],
      [course.registerRecord, { query: {} }],
    ];
    for (const [e, input] of calls) {
      const r = await raw(e.method, e.path, { token: visitor, ...input } as never);
      expect(r.body.code, e.path).toBe(1403);
    }
  });
});
