import { describe, expect, it } from 'vitest';
import { community, mall, message, type EndpointData } from '@dance/contracts';
import { sqlCount, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { sql } from 'drizzle-orm';
import { chatFactories, cid, paidNotice } from './test-factories.ts';

const { t, kit: f, visitor } = await testFile();
const chat = chatFactories(t);
const { send, statistics, from } = chat;

/** What the counters say must be what the rows say: unread notices and unread messages. */
async function countedFromRows(userId: number) {
  const notices = await sqlCount(
    t,
    sql`select count(*)::int as n from notification where user_id = ${userId} and not is_read`,
  );
  const chats = await sqlCount(
    t,
    sql`select coalesce(sum(c.last_seq - m.read_seq), 0)::int as n from conversation_member m
         join conversation c on c.id = m.conversation_id where m.owner_kind = 'user' and m.owner_id = ${userId}`,
  );
  return notices + chats;
}

describe('message/statistics', () => {
  it('counts unread per category from counters that match the rows; a visitor gets 1403', async () => {
    await refused(t, 1403, message.messageStatistics, { token: visitor });
    const b = await f.newDancer();
    const post = await f.newPost(b);
    const [x, y] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.postLike, { token: x.token, body: { post_id: post.id, is_like: 1 } });
    await ok(t, community.postCollect, { token: y.token, body: { post_id: post.id, is_collect: 1 } });
    await ok(t, community.comment, { token: x.token, body: { post_id: post.id, content: '帅！' } });
    await ok(t, community.userLike, { token: y.token, body: { user_id: b.id, is_like: 1 } });
    await send(x, { to_user_id: b.id, text: 'hi' });
    const s = await statistics(b);
    expect(s).toEqual({
      total: 5,
      chat: 1,
      system: 0,
      interaction: 2,
      comment: 1,
      follow: 1,
      order: 0,
      activity: 0,
      live: 0,
      shop: 0,
    });
    expect(await countedFromRows(b.id)).toBe(5);
    // Liking again after taking it back gives no second notice.
    await ok(t, community.postLike, { token: x.token, body: { post_id: post.id, is_like: 0 } });
    await ok(t, community.postLike, { token: x.token, body: { post_id: post.id, is_like: 1 } });
    expect((await statistics(b)).interaction).toBe(2);
  });
});

describe('message/collection and message/list of a category', () => {
  it('shows each category with its unread and latest notice, and lists a category newest first', async () => {
    const b = await f.newDancer();
    const post = await f.newPost(b, { title: '今日 freestyle' });
    const likers = await Promise.all([f.newUser(), f.newUser(), f.newUser()]);
    for (const u of likers)
      await ok(t, community.postLike, {
        token: u.token,
        body: { post_id: post.id, is_like: 1 },
        headers: from(),
      });
    const box = await ok(t, message.messageCollection, { token: b.token, headers: from() });
    expect(box.categories.map((c) => c.category)).toEqual([
      'system',
      'interaction',
      'comment',
      'follow',
      'order',
      'activity',
      'live',
    ]);
    const interaction = box.categories.find((c) => c.category === 'interaction')!;
    expect(interaction.unread).toBe(3);
    expect(interaction.latest).toMatchObject({
      type: 'notice',
      kind: 'like',
      category: 'interaction',
      actor: { id: likers[2]!.id },
      post: { id: post.id, title: '今日 freestyle' },
      is_read: false,
    });
    expect(box.shops).toEqual([]);

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page: EndpointData<typeof message.messageList> = await ok(t, message.messageList, {
        token: b.token,
        query: { category: 'interaction', limit: 2, cursor },
        headers: from(),
      });
      expect(page.conversation).toBeNull();
      for (const n of page.list) if (n.type === 'notice') seen.push(n.actor!.id);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(likers.map((u) => u.id).reverse());
    // Listing reads nothing: the dot stays until message/read.
    expect((await statistics(b)).interaction).toBe(3);
    await refused(t, 1400, message.messageList, { token: b.token, query: { category: 'nope' as never } });
    await refused(t, 1400, message.messageList, {
      token: b.token,
      query: { category: 'interaction', cursor: 'x' },
    });
  });

  it('lists conversations latest first with a cursor; a shop’s staff see its box and its unread', async () => {
    const me = await f.newUser();
    const others = await Promise.all([f.newUser(), f.newUser(), f.newUser()]);
    for (const o of others) {
      await chat.follow(me, o);
      await send(o, { to_user_id: me.id, text: `from ${o.id}` });
    }
    await send(others[0]!, { to_user_id: me.id, text: 'again, now latest' });
    const order: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page: EndpointData<typeof message.messageCollection> = await ok(t, message.messageCollection, {
        token: me.token,
        query: { limit: 2, cursor },
        headers: from(),
      });
      order.push(...page.list.map((c) => c.peer.id));
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(order).toEqual([others[0]!.id, others[2]!.id, others[1]!.id]);

    const shop = await f.newShop({ owner: await f.newVerifiedUser({ approved: ['merchant'] }) });
    await send(me, { mch_id: shop.id, text: 'hello shop' });
    const clerkBox = await ok(t, message.messageCollection, { token: shop.clerk.token });
    expect(clerkBox.shops).toEqual([expect.objectContaining({ id: shop.id, unread: 1 })]);
    expect(clerkBox.list).toEqual([]);
    const shopBox = await ok(t, message.messageCollection, {
      token: shop.clerk.token,
      query: { as_mch_id: shop.id },
    });
    expect(shopBox.categories.map((c) => c.category)).toEqual(['shop']);
    expect(shopBox.shops).toEqual([]);
    expect(shopBox.list.map((c) => c.peer.id)).toEqual([me.id]);
    await refused(t, 1405, message.messageCollection, { token: me.token, query: { as_mch_id: shop.id } });
    await refused(t, 1403, message.messageCollection, { token: visitor });
    await refused(t, 1400, message.messageCollection, { token: me.token, query: { cursor: '1_x' } });
  });

  it('order notices reach the buyer and the shop’s staff in the transition’s transaction, once each', async () => {
    const shop = await f.newShop();
    const goods = await f.newGoods(shop.id);
    const buyer = await f.newUser();
    const { orderId } = await f.paidOrder(buyer, goods);
    await ok(t, mall.mchOrderSend, {
      token: shop.owner.token,
      body: { id: orderId, express_company: 'ZTO', express_no: 'ZTO778899001' },
    });
    const buyerBox = await ok(t, message.messageList, {
      token: buyer.token,
      query: { category: 'order' },
      headers: { 'accept-language': 'en' },
    });
    expect(
      buyerBox.list.map((n) => (n.type === 'notice' ? [n.kind, n.event, n.title, n.ref] : null)),
    ).toEqual([
      ['order', 'shipped', 'Your order has shipped', { type: 'order', id: orderId }],
      ['order', 'paid', 'Order paid', { type: 'order', id: orderId }],
    ]);
    expect((await statistics(buyer)).order).toBe(2);
    const shopBox = await ok(t, message.messageList, {
      token: shop.clerk.token,
      query: { category: 'shop', as_mch_id: shop.id },
    });
    expect(shopBox.list).toEqual([
      expect.objectContaining({ kind: 'shop', event: 'paid', title: '新订单待处理' }),
    ]);
    expect((await statistics(shop.owner)).shop).toBe(1);
    expect((await statistics(shop.clerk)).shop).toBe(1);
    // The badges of several users read together are each one's own counts.
    const together = await t.services.chat.box.statisticsOf([buyer.id, shop.owner.id, shop.clerk.id]);
    expect(together).toEqual(
      new Map([
        [buyer.id, await statistics(buyer)],
        [shop.owner.id, await statistics(shop.owner)],
        [shop.clerk.id, await statistics(shop.clerk)],
      ]),
    );
    await refused(t, 1405, message.messageList, {
      token: buyer.token,
      query: { category: 'shop', as_mch_id: shop.id },
    });
    // A clerk reads the shop's notice for the whole shop.
    await ok(t, message.messageRead, {
      token: shop.clerk.token,
      body: { category: 'shop', as_mch_id: shop.id },
    });
    expect((await statistics(shop.owner)).shop).toBe(0);
  });
});

describe('notices recorded together', () => {
  it('one statement records several, counts each in its box, skips a repeated cause and one’s own act', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const shop = await f.newShop();
    const note = (userId: number, key: string, mchId?: number) =>
      paidNotice(mchId ? { mchId } : { userId }, key);
    const notices = [note(a.id, 'x1'), note(a.id, 'x2'), note(b.id, 'x1'), note(0, 'x1', shop.id)];
    const r = await roundTrips(() => t.services.messages.notifyAll(undefined, notices));
    // begin, the statement, commit
    expect(r.queries, r.queries.join('\n')).toHaveLength(3);
    expect((await statistics(a)).order).toBe(2);
    expect((await statistics(b)).order).toBe(1);
    expect((await statistics(shop.owner)).shop).toBe(1);
    const newest = await sqlCount(
      t,
      sql`select (select last_id from message_box_now where owner_kind = 'user' and owner_id = ${a.id} and category = 'order')
               - (select max(id) from notification where user_id = ${a.id}) as n`,
    );
    expect(newest).toBe(0);
    // The same causes again, and a like of one's own post: nothing more.
    await t.services.messages.notifyAll(undefined, [
      ...notices,
      { userId: a.id, kind: 'like', actorId: a.id, postId: 1 },
    ]);
    expect(await statistics(a)).toMatchObject({ order: 2, interaction: 0, total: 2 });
    expect((await statistics(shop.owner)).shop).toBe(1);
    expect(await countedFromRows(a.id)).toBe(2);
  });
});

describe('message/read', () => {
  it('reads one notice, a category, a conversation up to a message, or everything; counts follow', async () => {
    const b = await f.newDancer();
    const post = await f.newPost(b);
    const [x, y] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.postLike, { token: x.token, body: { post_id: post.id, is_like: 1 } });
    await ok(t, community.postLike, { token: y.token, body: { post_id: post.id, is_like: 1 } });
    await ok(t, community.comment, { token: x.token, body: { post_id: post.id, content: 'nice' } });
    // A follows back and forth (b gets a new-fan notice) and sends three messages.
    const a = await f.newUser();
    await chat.follow(b, a);
    await chat.follow(a, b);
    const m1 = await send(a, { to_user_id: b.id, text: 'one' });
    await send(a, { to_user_id: b.id, text: 'two' });
    const m3 = await send(a, { to_user_id: b.id, text: 'three' });

    const likes = await ok(t, message.messageList, { token: b.token, query: { category: 'interaction' } });
    const firstLike = likes.list[0]!;
    let s = await ok(t, message.messageRead, { token: b.token, body: { notice_id: firstLike.id } });
    expect(s).toMatchObject({ interaction: 1, comment: 1, follow: 1, chat: 3, total: 6 });
    // Again: nothing changes.
    s = await ok(t, message.messageRead, { token: b.token, body: { notice_id: firstLike.id } });
    expect(s.total).toBe(6);
    // Someone else's notice is not found, and stays unread for its owner.
    await refused(t, 1404, message.messageRead, { token: x.token, body: { notice_id: likes.list[1]!.id } });
    expect((await statistics(b)).interaction).toBe(1);

    s = await ok(t, message.messageRead, { token: b.token, body: { message_id: m1.id } });
    expect(s.chat).toBe(2);
    s = await ok(t, message.messageRead, {
      token: b.token,
      body: { conversation_id: m1.conversation_id, seq: 2 },
    });
    expect(s.chat).toBe(1);
    // Reading backwards never unreads.
    s = await ok(t, message.messageRead, {
      token: b.token,
      body: { conversation_id: m1.conversation_id, seq: 1 },
    });
    expect(s.chat).toBe(1);
    const seenByA = await ok(t, message.messageList, {
      token: a.token,
      query: { conversation_id: m1.conversation_id },
    });
    expect(seenByA.conversation?.peer_read_seq).toBe(2);
    s = await ok(t, message.messageRead, { token: b.token, body: { category: 'interaction' } });
    expect(s).toMatchObject({ interaction: 0, comment: 1, follow: 1, chat: 1, total: 3 });
    s = await ok(t, message.messageRead, { token: b.token, body: { all: 1 } });
    expect(s.total).toBe(0);
    expect(await countedFromRows(b.id)).toBe(0);
    expect(
      (await ok(t, message.messageList, { token: a.token, query: { conversation_id: m3.conversation_id } }))
        .conversation?.peer_read_seq,
    ).toBe(3);
    // Answering reads what came before.
    await send(a, { to_user_id: b.id, text: 'four' });
    expect((await statistics(b)).chat).toBe(1);
    await send(b, { to_user_id: a.id, text: 'reply' });
    expect((await statistics(b)).chat).toBe(0);
    expect(await countedFromRows(b.id)).toBe(0);
    // The old like-list still marks what it shows read, and the counters follow it.
    await ok(t, community.postLike, {
      token: x.token,
      body: { post_id: (await f.newPost(b)).id, is_like: 1 },
    });
    expect((await statistics(b)).interaction).toBe(1);
    await ok(t, community.messageLikeList, { token: b.token });
    expect((await statistics(b)).interaction).toBe(0);
  });

  it('bad input names the field; a visitor gets 1403', async () => {
    const u = await f.newUser();
    await refused(t, 1400, message.messageRead, { token: u.token, body: {} });
    await refused(t, 1400, message.messageRead, { token: u.token, body: { all: 1, category: 'order' } });
    await refused(t, 1400, message.messageRead, { token: u.token, body: { seq: 3 } });
    await refused(t, 1400, message.messageRead, { token: u.token, body: { all: 2 as never } });
    await refused(t, 1400, message.messageRead, { token: u.token, body: { notice_id: 'x' as never } });
    await refused(t, 1400, message.messageRead, { token: u.token, body: { category: 'chat' as never } });
    await refused(t, 1404, message.messageRead, { token: u.token, body: { notice_id: 987654321 } });
    await refused(t, 1404, message.messageRead, { token: u.token, body: { message_id: 987654321 } });
    await refused(t, 1403, message.messageRead, { token: visitor, body: { all: 1 } });
    expect(await ok(t, message.messageRead, { token: u.token, body: { all: 1 } })).toMatchObject({
      total: 0,
    });
    await refused(t, 1400, message.messageSend, {
      token: u.token,
      body: { to_user_id: u.id, client_id: cid(), text: 'me' },
    });
  });
});

describe('the kept first page of the box', () => {
  it('is read again when the shops the user answers for change, though no event names the box', async () => {
    const u = await f.newUser();
    const first = await ok(t, message.messageCollection, { token: u.token, query: {}, headers: from() });
    expect(first.shops).toEqual([]);
    const shop = await f.newShop({ clerks: [u] });
    const then = await ok(t, message.messageCollection, { token: u.token, query: {}, headers: from() });
    expect(then.shops).toEqual([{ id: shop.id, name: shop.name, logo: expect.any(String), unread: 0 }]);
  });
});
