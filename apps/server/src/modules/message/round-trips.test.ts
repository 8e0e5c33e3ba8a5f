import { afterEach, describe, expect, it, vi } from 'vitest';
import { community } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { ok } from '../../../test/kit.ts';
import { chatFactories, cid } from './test-factories.ts';

const { t, kit: f } = await testFile();
const chat = chatFactories(t);

describe('the cost of one send', () => {
  it('a text into a conversation between users: its facts, then the people, then one statement that counts the rate, numbers, writes and queues its events', async () => {
    const { a, b, conversationId } = await chat.pair();
    await chat.send(b, { conversation_id: conversationId, text: 'unread for a' });
    const { result, queries, texts, stages } = await roundTrips(() =>
      t.services.chat.chat.send(a.id, {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'text',
        text: 'counted',
      }),
    );
    // The answer is complete without reading anything back.
    expect(result).toMatchObject({ text: 'counted', seq: 3, is_self: true, from: { id: a.id } });
    expect(result.from.nickname).not.toBe('');
    expect(queries, queries.join('\n')).toHaveLength(5);
    // No transaction of its own: its one write is the transaction, and queues the events.
    expect(queries.filter((q) => /^(begin|commit)$/i.test(q))).toHaveLength(0);
    const writes = texts.filter((q) => q.includes('insert into chat_message'));
    expect(writes).toHaveLength(1);
    expect(texts.at(-1)).toBe(writes[0]);
    expect(writes[0]).toMatch(/update conversation\b/);
    expect(writes[0]).toMatch(/insert into rate_counter/);
    expect(writes[0]).toMatch(/pg_notify/);
    // The words' check runs beside the conversation's facts, the account's and the community's
    // answers beside each other: 3 waits for the database at most (the words' check may still be
    // on its way when the people are asked: 2; one more when a statement of a stage is sent after
    // another of it came back, on a busy machine).
    expect(stages, queries.join('\n')).toBeLessThanOrEqual(4);
    expect(stages).toBeGreaterThanOrEqual(2);
  });

  it('a first message to a user asks everything at once and opens the conversation in the transaction', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const { result, queries, stages } = await roundTrips(() =>
      t.services.chat.chat.send(a.id, { to_user_id: b.id, client_id: cid(), kind: 'text', text: 'first' }),
    );
    expect(result).toMatchObject({ text: 'first', seq: 1, is_self: true });
    // Opening the conversation and its first message are one transaction.
    expect(queries, queries.join('\n')).toHaveLength(9);
    expect(queries.slice(-5)[0]).toBe('begin');
    expect(queries.at(-1)).toBe('commit');
    // The other user is known from the request: facts, people and words in one stage. The
    // transaction's BEGIN goes with its first statement once the connection has prepared it
    // (platform/db.ts): one stage fewer then.
    expect(stages, queries.join('\n')).toBeLessThanOrEqual(7);
    expect(stages).toBeGreaterThanOrEqual(5);
  });
});

describe('the cost of the message box', () => {
  // The shops a user answers for are the merchant's read, kept 30 s per process outside tests:
  // here they are given, so the count is the box's own.
  const box = t.services.chat.box;
  const givenShops = () => vi.spyOn(box, 'shopsOf').mockResolvedValue([]);
  afterEach(() => vi.restoreAllMocks());

  it('the counters with their newest notices and the conversations with their last messages in one statement, then the users and posts side by side', async () => {
    const b = await f.newDancer();
    const post = await f.newPost(b);
    const [x, y] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.postLike, { token: x.token, body: { post_id: post.id, is_like: 1 } });
    await ok(t, community.userLike, { token: y.token, body: { user_id: b.id, is_like: 1 } });
    await chat.send(x, { to_user_id: b.id, text: 'from x' });
    await chat.send(y, { to_user_id: b.id, text: 'from y' });
    givenShops();
    const { result, queries, stages } = await roundTrips(() => box.collection(b.id, { limit: 20 }, 'en'));
    // Everything the answer shows came with it: actors, posts, both sides and the last messages.
    const interaction = result.categories.find((c) => c.category === 'interaction');
    expect(interaction).toMatchObject({ unread: 1, latest: { actor: { id: x.id }, post: { id: post.id } } });
    expect(interaction?.latest?.actor?.nickname).not.toBe('');
    expect(result.categories.find((c) => c.category === 'follow')?.latest?.actor?.id).toBe(y.id);
    expect(result.list.map((c) => [c.peer.id, c.last_message?.text])).toEqual([
      [y.id, 'from y'],
      [x.id, 'from x'],
    ]);
    expect(result.list.every((c) => c.peer.nickname !== '' && c.as.nickname !== '')).toBe(true);
    // The box's own rows (counters, newest notices, conversations, last messages), then the users
    // and the posts side by side.
    expect(queries, queries.join('\n')).toHaveLength(3);
    expect(queries.filter((q) => q.includes('from "users"'))).toHaveLength(1);
    expect(stages, queries.join('\n')).toBe(2);
  });

  it('a box whose notices show no post reads no posts', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.userLike, { token: a.token, body: { user_id: b.id, is_like: 1 } });
    givenShops();
    const { result, queries } = await roundTrips(() => box.collection(b.id, { limit: 20 }, 'en'));
    expect(result.categories.find((c) => c.category === 'follow')?.latest?.actor?.id).toBe(a.id);
    expect(result.list).toEqual([]);
    expect(queries, queries.join('\n')).toHaveLength(2);
  });

  it('the first page of the box asked again costs nothing until a message or a notice changes it, which shows at once in the process that made it', async () => {
    const { a, b, conversationId } = await chat.pair();
    givenShops();
    const first = await box.collection(b.id, { limit: 20 }, 'en');
    expect(first.list.map((c) => c.last_message?.text)).toEqual(['hello']);
    // Once the pair's own events have come back on the bus, the page is kept.
    await vi.waitFor(async () => {
      const again = await roundTrips(() => box.collection(b.id, { limit: 20 }, 'en'));
      expect(again.queries).toEqual([]);
      expect(again.result).toEqual(first);
    });
    // Another language is another page.
    expect((await roundTrips(() => box.collection(b.id, { limit: 20 }, 'fr'))).queries).not.toEqual([]);
    // A new message into the conversation (sent through this process), seen by both sides at
    // once: the sender's counters do not move, only the message's events name their box.
    const sender = await box.collection(a.id, { limit: 20 }, 'en');
    await vi.waitFor(async () =>
      expect((await roundTrips(() => box.collection(a.id, { limit: 20 }, 'en'))).queries).toEqual([]),
    );
    await chat.send(a, { conversation_id: conversationId, text: 'news' });
    const after = await roundTrips(() => box.collection(b.id, { limit: 20 }, 'en'));
    expect(after.result.list.map((c) => [c.last_message?.text, c.unread])).toEqual([['news', 2]]);
    expect(after.queries).not.toEqual([]);
    const mine = await box.collection(a.id, { limit: 20 }, 'en');
    expect(sender.list.map((c) => c.last_message?.text)).toEqual(['hello']);
    expect(mine.list.map((c) => [c.last_message?.text, c.unread])).toEqual([['news', 0]]);
    // A new fan: a notice.
    const c = await f.newUser();
    await ok(t, community.userLike, { token: c.token, body: { user_id: b.id, is_like: 1 } });
    const fan = await box.collection(b.id, { limit: 20 }, 'en');
    expect(fan.categories.find((x) => x.category === 'follow')?.latest?.actor?.id).toBe(c.id);
  });

  it('the badge counts are one read of the counters', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.userLike, { token: a.token, body: { user_id: b.id, is_like: 1 } });
    givenShops();
    const { result, queries } = await roundTrips(() => box.statistics(b.id));
    expect(result).toMatchObject({ total: 1, follow: 1 });
    expect(queries, queries.join('\n')).toHaveLength(1);
  });

  it('badge counts asked again cost nothing until a change of the box, which shows at once in the process that made it', async () => {
    const [a, b, c] = await Promise.all([f.newUser(), f.newUser(), f.newUser()]);
    await ok(t, community.userLike, { token: a.token, body: { user_id: b.id, is_like: 1 } });
    givenShops();
    const first = await roundTrips(() => box.statistics(b.id));
    expect(first.result).toMatchObject({ total: 1, follow: 1 });
    expect(first.queries).toHaveLength(1);
    // Until the like's hint comes back over the bus (it may land after the first read on a busy
    // machine), this process reads the counters afresh; from then on they are kept.
    await vi.waitFor(async () => {
      const again = await roundTrips(() => box.statistics(b.id));
      expect(again.result).toEqual(first.result);
      expect(again.queries).toEqual([]);
    });
    // A new fan: the notice's transaction was made here, so the very next read is fresh.
    await ok(t, community.userLike, { token: c.token, body: { user_id: b.id, is_like: 1 } });
    const after = await roundTrips(() => box.statistics(b.id));
    expect(after.result).toMatchObject({ total: 2, follow: 2 });
    expect(after.queries).toHaveLength(1);
  });

  it("badge counts whose shops are not kept read the user's own counters beside the shops and the standing, then the shops' counters (for staff only)", async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.userLike, { token: a.token, body: { user_id: b.id, is_like: 1 } });
    const plain = await roundTrips(() => box.statistics(b.id));
    expect(plain.result).toMatchObject({ total: 1, follow: 1, shop: 0 });
    expect(plain.queries, plain.queries.join('\n')).toHaveLength(3);
    expect(plain.stages).toBe(1);

    const shop = await f.newShop({ clerks: [] });
    await t.services.chat.notices.notify(undefined, {
      userId: 0,
      mchId: shop.id,
      kind: 'shop',
      actorId: 0,
      data: { title: 'A new order' },
      key: `round-trips:${shop.id}`,
    });
    const staff = await roundTrips(() => box.statistics(shop.owner.id));
    expect(staff.result).toMatchObject({ total: 1, shop: 1 });
    expect(staff.queries, staff.queries.join('\n')).toHaveLength(4);
    expect(staff.stages).toBe(2);
  });

  it("the badges of many users read their shops together (owners', clerks', standings side by side), then their counters once", async () => {
    const shop = await f.newShop({ clerks: [await f.newUser(), await f.newUser()] });
    const others = await Promise.all(Array.from({ length: 7 }, () => f.newUser()));
    const users = [shop.owner, ...shop.clerks, ...others];
    const { result, queries, stages } = await roundTrips(() => box.statisticsOf(users.map((u) => u.id)));
    expect([...result.keys()]).toEqual(users.map((u) => u.id));
    // Three reads of the shops for ten users (the merchant's), and the counters of them and the shop.
    expect(queries, queries.join('\n')).toHaveLength(4);
    expect(stages).toBe(2);
    expect(await box.shopsOf(shop.clerks[1]!.id)).toEqual([
      { id: shop.id, name: shop.name, logo: expect.any(String) },
    ]);
  });
});
