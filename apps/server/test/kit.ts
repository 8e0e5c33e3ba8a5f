/**
 * The factory kit of the integration tests: every row a test needs is made through the services
 * that `buildApp()` returned (as the demo seed does), with random values and overridable fields;
 * and `api()`, a call typed by the endpoint's contract, so a test names the endpoint instead of
 * repeating its URL and hand-writing its response type.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@dance/contracts';
import { activity, community, mall, music } from '@dance/contracts';
import { execFileSync } from 'node:child_process';
import { makeIdCard } from '@dance/contracts/id-card';
import { mediaTools } from '../src/platform/ffmpeg.ts';
import type { NewGoods } from '../src/modules/mall/catalog.ts';
import { contentFactories } from '../src/modules/content/test-factories.ts';
import { call, randomMobile, type Res, type TestApp, type TestUser } from './harness.ts';

export const tag = () => randomBytes(3).toString('hex');

/** What a typed call sends: the endpoint's own query and body, and who calls. */
export interface Input<E> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  token?: string | null;
  headers?: Record<string, string>;
}

/** Calls one endpoint of the contracts; the answer's data has the endpoint's type. */
export function api<E extends Endpoint>(
  t: Pick<TestApp, 'app'>,
  e: E,
  input: Input<E> = {},
): Promise<Res<EndpointData<E>>> {
  return call<EndpointData<E>>(t.app, e.method, e.path, {
    query: input.query as Record<string, string | number | undefined> | undefined,
    body: input.body,
    token: input.token,
    headers: input.headers,
  });
}

/** Calls and expects code 0; answers the data. */
export async function ok<E extends Endpoint>(
  t: Pick<TestApp, 'app'>,
  e: E,
  input: Input<E> = {},
): Promise<EndpointData<E>> {
  const r = await api(t, e, input);
  expect(r.body.code, `${e.path} ${JSON.stringify(r.body)}`).toBe(0);
  return r.body.data;
}

/** Calls and expects this error code and no server error; answers the response. */
export async function refused<E extends Endpoint>(
  t: Pick<TestApp, 'app'>,
  expected: number,
  e: E,
  input: Input<E> = {},
): Promise<Res<unknown>> {
  const r = await api(t, e, input);
  expect(
    r.body.code,
    `${e.path} ${JSON.stringify(input.query ?? input.body)} -> ${JSON.stringify(r.body)}`,
  ).toBe(expected);
  expect(r.status).toBeLessThan(500);
  return r;
}

export interface KitUser extends TestUser {
  nickname: string;
}

export interface UserOptions {
  nickname?: string;
  password?: string;
  roles?: string[];
  approved?: ('merchant' | 'anchor' | 'musician')[];
  /** How old the account is; new accounts are limited (posting interval, daily caps). */
  ageDays?: number;
}

const kits = new WeakMap<TestApp, Factories>();
/** Click tracks by tempo and length, made once per test process. */
const clickTracks = new Map<string, Buffer>();

/** The factories of every domain, built on the app's services (one kit per test app). */
export function factories(t: TestApp): Factories {
  let kit = kits.get(t);
  if (!kit) kits.set(t, (kit = makeFactories(t)));
  return kit;
}

/** A logged-in user with an access token; `verified` has the real name an operator approved. */
export function newUser(t: TestApp, o: UserOptions & { verified?: boolean } = {}): Promise<KitUser> {
  const f = factories(t);
  return o.verified ? f.newVerifiedUser(o) : f.newUser(o);
}

function makeFactories(t: TestApp) {
  const s = t.services;
  const files = contentFactories(t.database.db, t.services.uploads);
  let operator: Promise<number> | null = null;

  async function newUser(o: UserOptions = {}): Promise<KitUser> {
    const mobile = randomMobile();
    const password = o.password ?? 'Passw0rd!x';
    const nickname = o.nickname ?? `dancer${mobile.slice(-5)}`;
    const { id } = await s.users.provision({
      mobile,
      nickname,
      password,
      roles: o.roles ?? [],
      approved: o.approved ?? [],
      ...(o.ageDays !== undefined ? { createdAt: new Date(Date.now() - o.ageDays * 86_400_000) } : {}),
    });
    const login = await t.platform.tokens.issueLogin(id);
    const access = await t.platform.tokens.issueAccess(login.token);
    return { id, mobile, password, nickname, loginToken: login.token, token: access.access_token };
  }

  /** The operator who approves the kit's real-name checks (one per test file). */
  function operatorId(): Promise<number> {
    operator ??= newUser({ roles: ['operator'] }).then((u) => u.id);
    return operator;
  }

  /** A user whose real name an operator approved, as publishing and shops require. */
  async function newVerifiedUser(o: UserOptions & { realName?: string } = {}): Promise<KitUser> {
    const u = await newUser(o);
    const birth = `${randomInt(1970, 2005)}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;
    await s.accounts.submitRealName(
      u.id,
      o.realName ?? '李小舞',
      makeIdCard('310101', birth, randomInt(0, 1000)),
    );
    await s.accounts.reviewRealName(await operatorId(), u.id, true);
    return u;
  }

  /** A stored image owned by the user, as the upload call would have recorded it. */
  async function newImage(user: { id: number }): Promise<string> {
    return (await files.attachment(user.id, 'image')).url;
  }

  /** A shop with its owner and clerks (managers unless `role` says otherwise). */
  async function newShop(
    o: { owner?: TestUser; clerks?: TestUser[]; name?: string; role?: 'verify' | 'orders' | 'manager' } = {},
  ) {
    const owner = o.owner ?? (await newVerifiedUser({ approved: ['merchant'] }));
    const shop = await s.merchants.createShop({
      ownerId: owner.id,
      name: o.name ?? `shop ${tag()}`,
      logo: await newImage(owner),
      returnAddress: '上海市静安区南京西路 1 号',
    });
    const clerks = o.clerks ?? [await newUser()];
    for (const c of clerks) await s.merchants.addClerk(shop.id, c.id, o.role ?? 'manager');
    return { id: shop.id, name: shop.name, owner, clerks, clerk: clerks[0]! };
  }

  /** A goods item on sale; by default one SKU with stock 100 at 99.00 and 10.00 shipping. */
  async function newGoods(mchId: number, v: Partial<NewGoods> & { stock?: number; price?: number } = {}) {
    const skus =
      v.skus ??
      (v.specs?.length
        ? v.specs[0]!.values.map((value) => ({
            values: [value],
            price: v.price ?? 9900,
            stock: v.stock ?? 100,
          }))
        : [{ values: [], price: v.price ?? 9900, stock: v.stock ?? 100 }]);
    const r = await s.mall.catalog.create({
      mchId,
      name: v.name ?? `街舞卫衣 ${tag()}`,
      cover: '/uploads/demo/goods.png',
      detail: v.detail ?? '<p>detail</p>',
      delivery: v.delivery ?? 'express',
      shippingFee: v.shippingFee ?? 1000,
      specs: v.specs ?? [],
      skus,
      ...(v.type ? { type: v.type } : {}),
      ...(v.catId ? { catId: v.catId } : {}),
      ...(v.status !== undefined ? { status: v.status } : {}),
      ...(v.sort !== undefined ? { sort: v.sort } : {}),
    });
    return { ...r.goods, skus: r.skus, sku: r.skus[0]! };
  }

  /** Gives a user balance through the wallet's ledger, as a top-up would. */
  async function fund(userId: number, fen: number): Promise<void> {
    await t.database.db.transaction((tx) =>
      s.wallet.creditBalance(tx, userId, fen, {
        sourceType: 'test',
        sourceId: randomInt(1, 2 ** 47),
        kind: 'grant',
      }),
    );
  }

  async function givePoints(userId: number, n: number): Promise<void> {
    await t.database.db.transaction((tx) =>
      s.points.credit(tx, userId, n, { sourceType: 'test', sourceId: randomInt(1, 2 ** 47), kind: 'grant' }),
    );
  }

  /** A delivery address of the user. */
  async function newAddress(user: { id: number }): Promise<number> {
    const a = await s.addressBook.save(user.id, {
      name: '小明',
      mobile: '13912345678',
      province_id: 110000,
      city_id: 110100,
      district_id: 110101,
      detail: '东城区景山前街 4 号',
      is_default: 0,
    });
    return a.id;
  }

  type Buyable = { id: number; sku: { id: number; price: number }; delivery: string };

  /** A buyer's unpaid order of `num` units of the goods' first SKU (with an address for express goods). */
  async function newOrder(buyer: TestUser, g: Buyable, num = 1): Promise<number> {
    const addressId = g.delivery === 'express' ? await newAddress(buyer) : undefined;
    const sub = await ok(t, mall.orderSubmit, {
      token: buyer.token,
      body: {
        token: `t-${tag()}-${tag()}`,
        items: [{ goods_id: g.id, sku_id: g.sku.id, num }],
        ...(addressId !== undefined ? { address_id: addressId } : {}),
      },
    });
    return sub.order_ids[0]!;
  }

  /** A buyer's order paid from the balance (which is funded first). */
  async function paidOrder(
    buyer: TestUser,
    g: Buyable,
    num = 1,
  ): Promise<{ orderId: number; paymentId: number }> {
    const orderId = await newOrder(buyer, g, num);
    await fund(buyer.id, g.sku.price * num + 10_000);
    const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: [orderId] } });
    await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });
    return { orderId, paymentId: p.payment_id };
  }

  /** A published post by a verified author, past the interval between posts. */
  async function newPost(author: TestUser, body: Partial<EndpointBody<typeof community.createPost>> = {}) {
    const b = { type: 'text' as const, content: `练舞日记 ${tag()}`, ...body };
    if (b.type === 'image' && !b.images) b.images = [await newImage(author)];
    const r = await ok(t, community.createPost, { token: author.token, body: b });
    await rewindPosts(author);
    return r;
  }

  /** A user old enough to post freely (two days), verified unless told otherwise. */
  function newDancer(o: UserOptions & { verified?: boolean; fresh?: boolean } = {}): Promise<KitUser> {
    const opts = { ...o, ...(o.fresh ? {} : { ageDays: o.ageDays ?? 2 }) };
    return (o.verified ?? true) ? newVerifiedUser(opts) : newUser(opts);
  }

  /** A circle owned by `owner`, with a picture of theirs. */
  async function newCircle(
    owner: TestUser,
    body: Partial<EndpointBody<typeof community.editGroup>> = {},
  ): Promise<number> {
    const d = await ok(t, community.editGroup, {
      token: owner.token,
      body: { name: `圈${tag()}`, avatar: await newImage(owner), intro: '一起跳舞', ...body },
    });
    return d.id;
  }

  /** A word of the moderation list: `block` refuses a text, `review` holds it for operators. */
  async function newWord(level: 'block' | 'review'): Promise<string> {
    const w = `词${randomBytes(3).toString('hex')}`;
    await t.database.db.execute(sql`insert into moderation_word (word, level) values (${w}, ${level})`);
    return w;
  }

  /** Lets the user publish again at once, as if the interval between posts had passed. */
  async function rewindPosts(user: { id: number }): Promise<void> {
    await t.database.db.execute(
      sql`update post set published_at = published_at - interval '1 day', created_at = created_at - interval '1 day' where user_id = ${user.id}`,
    );
  }

  type Shop = { id: number; owner: TestUser };
  const DAY = 86_400_000;

  /** A published battle of the shop a week from now (override any field of edit-activity). */
  async function newActivity(shop: Shop, body: Partial<EndpointBody<typeof activity.editActivity>> = {}) {
    const start = Date.now() + 7 * DAY;
    return ok(t, activity.editActivity, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        kind: 'battle',
        name: `Battle ${tag()}`,
        cover: await newImage(shop.owner),
        detail: '<p>Breaking 1v1, 2v2 crew battle</p>',
        styles: ['breaking'],
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 6 * 3_600_000).toISOString(),
        venue: {
          name: '静安体育中心',
          address: '南京西路 1 号',
          province_id: 310000,
          city_id: 310100,
          district_id: 310106,
          lat: 31.2304,
          lng: 121.4737,
        },
        status: 'published',
        ...body,
      },
    });
  }

  /** A ticket type of the activity: 99.00, 100 seats, on sale now (override any field). */
  async function newTicketType(
    shop: Shop,
    activityId: number,
    body: Partial<EndpointBody<typeof activity.editTicket>> = {},
  ) {
    return ok(t, activity.editTicket, {
      token: shop.owner.token,
      body: { activity_id: activityId, name: `普通票 ${tag()}`, price: '99.00', capacity: 100, ...body },
    });
  }

  /** A saved attendee of the user, with a valid ID number. */
  async function newAttendee(user: TestUser, name = '王小跳') {
    return ok(t, activity.attendeeSave, {
      token: user.token,
      body: {
        name,
        mobile: randomMobile(),
        id_card: makeIdCard(
          '310101',
          `199${randomInt(0, 10)}-0${randomInt(1, 10)}-1${randomInt(0, 10)}`,
          randomInt(0, 1000),
        ),
      },
    });
  }

  /** The buyer's tickets of a ticket type: submitted and paid from the (funded) balance. */
  async function buyTickets(
    buyer: TestUser,
    type: { activity_id: number; sku_id: number; price: string },
    num = 1,
    attendeeIds?: number[],
  ): Promise<{ orderId: number; paymentId: number }> {
    const sub = await ok(t, mall.orderSubmit, {
      token: buyer.token,
      body: {
        token: `t-${tag()}-${tag()}`,
        items: [
          {
            goods_id: type.activity_id,
            sku_id: type.sku_id,
            num,
            ...(attendeeIds ? { attendee_ids: attendeeIds } : {}),
          },
        ],
      },
    });
    const [yuan, fen] = type.price.split('.').map(Number);
    await fund(buyer.id, (yuan! * 100 + fen!) * num);
    const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });
    return { orderId: sub.order_ids[0]!, paymentId: p.payment_id };
  }

  /**
   * A click track made with ffmpeg (a 20 ms 1 kHz beep on every beat over a low hum) as WAV,
   * stored as the user's upload: a tempo the BPM estimate can be checked against.
   */
  async function newAudio(user: { id: number }, o: { bpm?: number; seconds?: number } = {}): Promise<string> {
    const bpm = o.bpm ?? 120;
    const seconds = o.seconds ?? 8;
    const key = `${bpm}-${seconds}`;
    let bytes = clickTracks.get(key);
    if (!bytes) {
      const expr = `if(lt(mod(t\\,${60 / bpm})\\,0.02)\\,0.8*sin(2*PI*1000*t)\\,0)+0.02*sin(2*PI*55*t)`;
      bytes = execFileSync(
        mediaTools({ pathVar: process.env.PATH }).ffmpeg.path!,
        [
          '-v',
          'error',
          '-f',
          'lavfi',
          '-i',
          `aevalsrc=${expr}:s=22050:d=${seconds}`,
          '-ac',
          '1',
          '-f',
          'wav',
          '-',
        ],
        { maxBuffer: 64 << 20 },
      );
      clickTracks.set(key, bytes);
    }
    return (await s.uploads.store(user.id, 'audio', bytes)).url;
  }

  /**
   * A published track of the shop (free unless `price` says otherwise), transcoded by running the
   * job's work directly; override any field of edit-music.
   */
  async function newTrack(
    shop: Shop,
    body: Partial<EndpointBody<typeof music.editMusic>> = {},
    o: { bpm?: number; seconds?: number; transcode?: boolean } = {},
  ) {
    const track = await ok(t, music.editMusic, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        title: `Track ${tag()}`,
        artist: 'DJ Kit',
        genres: ['breaking'],
        cover: await newImage(shop.owner),
        audio_url: await newAudio(shop.owner, o),
        ...body,
      },
    });
    if (o.transcode !== false) await s.music.media.transcode(track.id);
    return track;
  }

  /** A paid track bought by the buyer from the (funded) balance: the order's id. */
  async function buyTrack(buyer: TestUser, track: { id: number; sku_id: number | null; price: string }) {
    const sub = await ok(t, mall.orderSubmit, {
      token: buyer.token,
      body: { token: `m-${tag()}-${tag()}`, items: [{ goods_id: track.id, sku_id: track.sku_id!, num: 1 }] },
    });
    const [yuan, fen] = track.price.split('.').map(Number);
    await fund(buyer.id, yuan! * 100 + fen!);
    const p = await ok(t, mall.payData, { token: buyer.token, body: { order_ids: sub.order_ids } });
    await ok(t, mall.payBuyBalance, { token: buyer.token, query: { payment_id: p.payment_id } });
    return sub.order_ids[0]!;
  }

  return {
    newAudio,
    newTrack,
    buyTrack,
    newActivity,
    newTicketType,
    newAttendee,
    buyTickets,
    newUser,
    newVerifiedUser,
    newImage,
    newShop,
    newGoods,
    newAddress,
    newOrder,
    paidOrder,
    newPost,
    rewindPosts,
    newDancer,
    newCircle,
    newWord,
    fund,
    givePoints,
  };
}

export type Factories = ReturnType<typeof makeFactories>;
