import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, community, message, type EndpointData } from '@dance/contracts';
import { countRows, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { chatFactories, cid } from './test-factories.ts';

const { t, kit: f, visitor } = await testFile();
const chat = chatFactories(t);
const { send, pair, follow, from } = chat;

const messagesOf = (conversationId: number) =>
  countRows(t, 'chat_message', `conversation_id = ${conversationId}`);

describe('message/send and message/list', () => {
  it('sends text both ways; each message takes the next number; both boxes show the conversation', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const first = await send(a, { to_user_id: b.id, text: '你好 [微笑]' });
    expect(first).toMatchObject({
      seq: 1,
      kind: 'text',
      text: '你好 [微笑]',
      is_self: true,
      recalled: false,
      from: { type: 'user', id: a.id, nickname: a.nickname },
    });
    const reply = await send(b, { conversation_id: first.conversation_id, text: 'hey' });
    expect(reply).toMatchObject({ seq: 2, conversation_id: first.conversation_id, is_self: true });
    // Starting again by user id finds the same conversation.
    const third = await send(a, { to_user_id: b.id, text: 'third' });
    expect(third).toMatchObject({ seq: 3, conversation_id: first.conversation_id });

    const page = await ok(t, message.messageList, {
      token: b.token,
      query: { conversation_id: first.conversation_id },
      headers: from(),
    });
    expect(page.list.map((m) => (m.type === 'message' ? [m.seq, m.is_self, m.client_id] : null))).toEqual([
      [3, false, ''],
      [2, true, reply.client_id],
      [1, false, ''],
    ]);
    expect(page.conversation).toMatchObject({
      id: first.conversation_id,
      type: 'user',
      peer: { type: 'user', id: a.id },
      as: { type: 'user', id: b.id },
      last_seq: 3,
      read_seq: 2,
      peer_read_seq: 3,
      unread: 1,
      last_message: { seq: 3, text: 'third', is_self: false },
    });
    const box = await ok(t, message.messageCollection, { token: b.token, headers: from() });
    expect(box.list).toEqual([expect.objectContaining({ id: first.conversation_id, unread: 1 })]);
    expect((await chat.statistics(b)).chat).toBe(1);
    expect((await chat.statistics(a)).chat).toBe(0);
  });

  it('pages older messages with a cursor, newer ones after a seq, and finds a conversation by the other user', async () => {
    const { a, b, conversationId } = await pair();
    for (let i = 2; i <= 7; i++)
      await send(i % 2 ? a : b, { conversation_id: conversationId, text: `m${i}` });
    const seqs: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const p = await ok(t, message.messageList, {
        token: a.token,
        query: { conversation_id: conversationId, limit: 3, cursor },
        headers: from(),
      });
      seqs.push(...p.list.map((m) => (m.type === 'message' ? m.seq : 0)));
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    expect(seqs).toEqual([7, 6, 5, 4, 3, 2, 1]);

    const after: number[] = [];
    cursor = undefined;
    for (let i = 0; i < 10; i++) {
      const p: EndpointData<typeof message.messageList> = await ok(t, message.messageList, {
        token: b.token,
        query: { conversation_id: conversationId, after_seq: 3, limit: 2, cursor },
        headers: from(),
      });
      after.push(...p.list.map((m) => (m.type === 'message' ? m.seq : 0)));
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    expect(after).toEqual([4, 5, 6, 7]);

    const byUser = await ok(t, message.messageList, { token: b.token, query: { user_id: a.id, limit: 1 } });
    expect(byUser.conversation?.id).toBe(conversationId);
    const none = await ok(t, message.messageList, {
      token: b.token,
      query: { user_id: (await f.newUser()).id },
    });
    expect(none).toEqual({ list: [], next_cursor: null, conversation: null });
  });

  it('a retry with the same client id answers the first message; the id cannot serve another conversation', async () => {
    const { a, b, conversationId } = await pair();
    const client_id = cid();
    const one = await send(a, { conversation_id: conversationId, client_id, text: 'once' });
    const two = await send(a, { conversation_id: conversationId, client_id, text: 'once' });
    const three = await send(a, { to_user_id: b.id, client_id, text: 'once' });
    expect(two).toEqual(one);
    expect(three).toEqual(one);
    expect(await messagesOf(conversationId)).toBe(2);
    const c = await f.newUser();
    await follow(c, a);
    await refused(t, 6004, message.messageSend, {
      token: a.token,
      body: { to_user_id: c.id, client_id, text: 'elsewhere' },
    });
    // Client ids are per sender: another user may use the same one.
    const other = await send(b, { conversation_id: conversationId, client_id, text: 'mine' });
    expect(other.seq).toBe(3);
  });

  it('images, voice and cards carry only the sender’s own files and things they may share', async () => {
    const { a, b, conversationId } = await pair();
    const image = await f.newImage(a);
    const img = await send(a, { conversation_id: conversationId, kind: 'image', image });
    expect(img).toMatchObject({ kind: 'image', image: { url: image }, text: '' });
    const r = await refused(t, 1400, message.messageSend, {
      token: b.token,
      body: { conversation_id: conversationId, client_id: cid(), kind: 'image', image },
    });
    expect(r.body.msg).toContain('image');
    await refused(t, 1400, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), kind: 'image' },
    });

    const audio = (
      await t.services.uploads.store(a.id, 'audio', (await import('../content/test-factories.ts')).tinyWav())
    ).url;
    const voice = await send(a, {
      conversation_id: conversationId,
      kind: 'voice',
      voice: { url: audio, duration: 3.2 },
    });
    expect(voice.voice).toEqual({ url: audio, duration: 3.2, status: 'processing', played: false });
    await refused(t, 1400, message.messageSend, {
      token: a.token,
      body: {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'voice',
        voice: { url: image, duration: 2 },
      },
    });
    await refused(t, 1400, message.messageSend, {
      token: a.token,
      body: {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'voice',
        voice: { url: audio, duration: 61 },
      },
    });

    const author = await f.newDancer();
    const post = await f.newPost(author, { title: '街舞日记', content: '今天练了 popping' });
    const card = await send(a, {
      conversation_id: conversationId,
      kind: 'card',
      card: { type: 'post', id: post.id },
    });
    expect(card.card).toMatchObject({ type: 'post', id: post.id, title: '街舞日记', price: null });
    const draft = await ok(t, community.createPost, {
      token: author.token,
      body: { type: 'text', title: '草稿标题', content: 'draft', is_draft: 1 },
    });
    const hidden = await refused(t, 1404, message.messageSend, {
      token: a.token,
      body: {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'card',
        card: { type: 'post', id: draft.id },
      },
    });
    expect(JSON.stringify(hidden.body)).not.toContain('草稿标题');
    await refused(t, 1404, message.messageSend, {
      token: a.token,
      body: {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'card',
        card: { type: 'post', id: 987654321 },
      },
    });
    const shop = await f.newShop();
    const goods = await f.newGoods(shop.id, { name: '护膝', price: 5900 });
    const g = await send(a, {
      conversation_id: conversationId,
      kind: 'card',
      card: { type: 'goods', id: goods.id },
    });
    expect(g.card).toMatchObject({ type: 'goods', id: goods.id, title: '护膝', price: '59.00' });
    const { orderId } = await f.paidOrder(a, goods);
    await refused(t, 1400, message.messageSend, {
      token: a.token,
      body: {
        conversation_id: conversationId,
        client_id: cid(),
        kind: 'card',
        card: { type: 'order', id: orderId },
      },
    });
    // An activity: published, titled with its start in the venue's time zone; a draft is not sent.
    const cover = await f.newImage(shop.owner);
    const editBody = (status: 'draft' | 'published') => ({
      mch_id: shop.id,
      kind: 'battle' as const,
      name: '城市 Battle 总决赛',
      cover,
      start_at: '2031-05-01T06:00:00.000Z',
      end_at: '2031-05-01T12:00:00.000Z',
      tz: 'Asia/Shanghai',
      venue: {
        name: '南山文体中心',
        address: '南海大道 1 号',
        province_id: 440000,
        city_id: 440300,
        district_id: 440305,
        lat: 22.53,
        lng: 113.93,
      },
      status,
    });
    const draftBattle = await ok(t, activity.editActivity, {
      token: shop.owner.token,
      body: editBody('draft'),
    });
    const battle = await ok(t, activity.editActivity, {
      token: shop.owner.token,
      body: editBody('published'),
    });
    const shared = await send(a, {
      conversation_id: conversationId,
      kind: 'card',
      card: { type: 'activity', id: battle.id },
    });
    expect(shared.card).toMatchObject({
      type: 'activity',
      id: battle.id,
      title: '城市 Battle 总决赛',
      subtitle: '2031-05-01, 14:00 · 南山文体中心',
    });
    for (const id of [draftBattle.id, goods.id]) {
      const r = await refused(t, 1404, message.messageSend, {
        token: shop.owner.token,
        body: { to_user_id: a.id, client_id: cid(), kind: 'card', card: { type: 'activity', id } },
      });
      expect(JSON.stringify(r.body)).not.toContain('城市 Battle');
    }
    expect(await messagesOf(conversationId)).toBe(6);
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const { a, b, conversationId } = await pair();
    const bad: [Record<string, unknown>, string][] = [
      [{ conversation_id: conversationId, text: 'x' }, 'client_id'],
      [{ conversation_id: conversationId, client_id: 'short', text: 'x' }, 'client_id'],
      [{ conversation_id: conversationId, client_id: 'bad id with spaces', text: 'x' }, 'client_id'],
      [{ conversation_id: conversationId, client_id: cid(), text: '   ' }, 'text'],
      [{ conversation_id: conversationId, client_id: cid(), text: 'x'.repeat(1001) }, 'text'],
      [{ conversation_id: conversationId, client_id: cid(), kind: 'video', text: 'x' }, 'kind'],
      [{ conversation_id: conversationId, client_id: cid(), text: 'a\u0000b' }, 'text'],
      [{ conversation_id: 'x', client_id: cid(), text: 'x' }, 'conversation_id'],
      [{ conversation_id: -1, client_id: cid(), text: 'x' }, 'conversation_id'],
      [{ conversation_id: conversationId, to_user_id: b.id, client_id: cid(), text: 'x' }, 'conversation_id'],
      [{ client_id: cid(), text: 'x' }, 'conversation_id'],
      [{ to_user_id: a.id, client_id: cid(), text: 'x' }, 'to_user_id'],
      [{ to_user_id: true, client_id: cid(), text: 'x' }, 'to_user_id'],
    ];
    for (const [body, field] of bad) {
      const r = await refused(t, 1400, message.messageSend, {
        token: a.token,
        body: body as never,
        headers: from(),
      });
      expect(r.body.msg, JSON.stringify(body)).toContain(field);
    }
    await refused(t, 1404, message.messageSend, {
      token: a.token,
      body: { to_user_id: 987654321, client_id: cid(), text: 'x' },
    });
    await refused(t, 1404, message.messageSend, {
      token: a.token,
      body: { conversation_id: 987654321, client_id: cid(), text: 'x' },
    });
    await refused(t, 1400, message.messageList, {
      token: a.token,
      query: { conversation_id: conversationId, cursor: 'x' },
    });
    await refused(t, 1400, message.messageList, {
      token: a.token,
      query: { conversation_id: conversationId, limit: 99 },
    });
    await refused(t, 1400, message.messageList, { token: a.token, query: {} });
    await refused(t, 1400, message.messageList, {
      token: a.token,
      query: { conversation_id: conversationId, user_id: b.id },
    });
    await refused(t, 1400, message.messageList, {
      token: a.token,
      query: { conversation_id: conversationId, after_seq: -1 },
    });
    expect(await messagesOf(conversationId)).toBe(1);
  });

  it('blocked text is refused with the words that block it', async () => {
    const { a, conversationId } = await pair();
    const word = await f.newWord('block');
    const r = await refused(t, 3001, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), text: `说${word}了` },
    });
    expect(r.body.msg).toContain(word);
    expect(await messagesOf(conversationId)).toBe(1);
  });

  it('a visitor gets 1403 from every call', async () => {
    const calls = [
      () =>
        refused(t, 1403, message.messageSend, {
          token: visitor,
          body: { to_user_id: 1, client_id: cid(), text: 'x' },
        }),
      () => refused(t, 1403, message.messageList, { token: visitor, query: { conversation_id: 1 } }),
      () => refused(t, 1403, message.messageRecall, { token: visitor, body: { message_id: 1 } }),
      () => refused(t, 1403, message.messageVoiceRead, { token: visitor, body: { message_id: 1 } }),
      () => refused(t, 1403, message.messageStatistics, { token: visitor }),
      () => refused(t, 1403, message.messageCollection, { token: visitor }),
      () => refused(t, 1403, message.messageRead, { token: visitor, body: { all: 1 } }),
      () =>
        refused(t, 1403, message.messageChatReport, {
          token: visitor,
          body: { conversation_id: 1, cat_id: 1, message_ids: [1] },
        }),
      () => refused(t, 1403, message.copyClientId, { token: visitor, body: { client_id: 'x' } }),
    ];
    for (const c of calls) await c();
  });
});

describe('whose conversation', () => {
  it('a third user is refused everywhere with nothing leaked, and changes nothing', async () => {
    const { a, b, conversationId, first } = await pair();
    const c = await f.newUser();
    const before = await chat.statistics(b);
    await refused(t, 1404, message.messageSend, {
      token: c.token,
      body: { conversation_id: conversationId, client_id: cid(), text: 'intrude' },
    });
    const r = await refused(t, 1404, message.messageList, {
      token: c.token,
      query: { conversation_id: conversationId },
    });
    expect(JSON.stringify(r.body)).not.toContain('hello');
    // Not found is the same answer as for a conversation that does not exist.
    const gone = await refused(t, 1404, message.messageList, {
      token: c.token,
      query: { conversation_id: 987654321 },
    });
    expect(r.body.msg).toBe(gone.body.msg);
    await refused(t, 1404, message.messageRead, {
      token: c.token,
      body: { conversation_id: conversationId },
    });
    await refused(t, 1404, message.messageRead, { token: c.token, body: { message_id: first.id } });
    await refused(t, 1404, message.messageRecall, { token: c.token, body: { message_id: first.id } });
    await refused(t, 1404, message.messageVoiceRead, { token: c.token, body: { message_id: first.id } });
    await refused(t, 1404, message.messageChatReport, {
      token: c.token,
      body: { conversation_id: conversationId, cat_id: 1, message_ids: [first.id] },
    });
    const box = await ok(t, message.messageCollection, { token: c.token });
    expect(box.list).toEqual([]);
    expect(await messagesOf(conversationId)).toBe(1);
    expect(await chat.statistics(b)).toEqual(before);
    // The other member may not recall what they did not send.
    await refused(t, 1405, message.messageRecall, { token: b.token, body: { message_id: first.id } });
    expect(
      (await ok(t, message.messageList, { token: a.token, query: { conversation_id: conversationId } }))
        .list[0],
    ).toMatchObject({ recalled: false, text: 'hello' });
  });
});

describe('safety: blocks, privacy, strangers, rate', () => {
  it('a blocked user cannot message the blocker, nor the blocker them', async () => {
    const { a, b, conversationId } = await pair();
    await ok(t, community.hideUser, { token: b.token, body: { user_id: a.id, is_hide: 1 } });
    await refused(t, 3005, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), text: 'still there?' },
    });
    await refused(t, 3005, message.messageSend, {
      token: b.token,
      body: { to_user_id: a.id, client_id: cid(), text: 'blocked you' },
    });
    const fresh = await f.newUser();
    await ok(t, community.hideUser, { token: fresh.token, body: { user_id: a.id, is_hide: 1 } });
    await refused(t, 3005, message.messageSend, {
      token: a.token,
      body: { to_user_id: fresh.id, client_id: cid(), text: 'first' },
    });
    expect(await messagesOf(conversationId)).toBe(1);
    expect(
      await countRows(
        t,
        'conversation',
        `pair_key = 'u:${Math.min(a.id, fresh.id)}:${Math.max(a.id, fresh.id)}'`,
      ),
    ).toBe(0);
    // Unblocking does not bring back the follows the block ended: the one who blocked speaks first.
    await ok(t, community.hideUser, { token: b.token, body: { user_id: a.id, is_hide: 0 } });
    await refused(t, 6001, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), text: 'hello?' },
    });
    await send(b, { conversation_id: conversationId, text: 'back' });
    await send(a, { conversation_id: conversationId, text: 'welcome back' });
  });

  it('who_can_message: none refuses everyone, followers only those who follow', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    await ok(t, community.editForumUserSetting, { token: b.token, body: { who_can_message: 'none' } });
    await refused(t, 3005, message.messageSend, {
      token: a.token,
      body: { to_user_id: b.id, client_id: cid(), text: 'x' },
    });
    await ok(t, community.editForumUserSetting, { token: b.token, body: { who_can_message: 'followers' } });
    await refused(t, 3005, message.messageSend, {
      token: a.token,
      body: { to_user_id: b.id, client_id: cid(), text: 'x' },
    });
    await follow(a, b);
    await send(a, { to_user_id: b.id, text: 'now I follow you' });
  });

  it('a stranger may send one message until the other replies or follows back', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const first = await send(a, { to_user_id: b.id, text: 'hi, a stranger here' });
    const r = await refused(t, 6001, message.messageSend, {
      token: a.token,
      body: { conversation_id: first.conversation_id, client_id: cid(), text: 'again' },
    });
    expect(r.status).toBe(403);
    // Following the other side does not help the stranger: only the other side can open up.
    await follow(a, b);
    await refused(t, 6001, message.messageSend, {
      token: a.token,
      body: { conversation_id: first.conversation_id, client_id: cid(), text: 'again' },
    });
    await follow(b, a);
    await send(a, { conversation_id: first.conversation_id, text: 'thanks for the follow' });

    const [c, d] = await Promise.all([f.newUser(), f.newUser()]);
    const one = await send(c, { to_user_id: d.id, text: 'first' });
    await refused(t, 6001, message.messageSend, {
      token: c.token,
      body: { conversation_id: one.conversation_id, client_id: cid(), text: 'second' },
    });
    await send(d, { conversation_id: one.conversation_id, text: 'reply' });
    await send(c, { conversation_id: one.conversation_id, text: 'second, now allowed' });
    expect(await messagesOf(one.conversation_id)).toBe(3);
  });

  it('sending is rate limited per user', async () => {
    const { a, conversationId } = await pair();
    for (let i = 1; i < 60; i++) await send(a, { conversation_id: conversationId, text: `n${i}` });
    const r = await refused(t, 6003, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), text: 'one too many' },
      headers: from(),
    });
    expect(r.status).toBe(429);
    expect(await messagesOf(conversationId)).toBe(60);
  });

  it('a banned user cannot send (the ban ends their sessions)', async () => {
    const { a, conversationId } = await pair();
    await t.database.db.transaction((tx) => t.services.users.ban(tx, a.id));
    await refused(t, 1403, message.messageSend, {
      token: a.token,
      body: { conversation_id: conversationId, client_id: cid(), text: 'x' },
    });
    expect(await messagesOf(conversationId)).toBe(1);
  });
});

describe('recall and voice', () => {
  it('the sender recalls within 2 minutes; the text is gone for both sides; later is refused', async () => {
    const { a, b, conversationId } = await pair();
    const m = await send(a, { conversation_id: conversationId, text: 'oops' });
    const recalled = await ok(t, message.messageRecall, { token: a.token, body: { message_id: m.id } });
    expect(recalled).toMatchObject({ id: m.id, seq: 2, recalled: true, text: '' });
    expect(await ok(t, message.messageRecall, { token: a.token, body: { message_id: m.id } })).toEqual(
      recalled,
    );
    const seen = await ok(t, message.messageList, {
      token: b.token,
      query: { conversation_id: conversationId },
    });
    expect(seen.list[0]).toMatchObject({ seq: 2, recalled: true, text: '' });
    expect(JSON.stringify(seen)).not.toContain('oops');
    expect(seen.conversation?.last_message).toMatchObject({ seq: 2, recalled: true, text: '' });

    const late = await send(a, { conversation_id: conversationId, text: 'too late' });
    await t.database.db.execute(
      sql`update chat_message set created_at = created_at - interval '121 seconds' where id = ${late.id}`,
    );
    const r = await refused(t, 6002, message.messageRecall, {
      token: a.token,
      body: { message_id: late.id },
    });
    expect(r.status).toBe(409);
    await refused(t, 1400, message.messageRecall, { token: a.token, body: { message_id: 'x' } as never });
    await refused(t, 1404, message.messageRecall, { token: a.token, body: { message_id: 987654321 } });
  });

  it('the listener plays a voice message (its dot goes away for the listener only); the job makes it AAC in M4A', async () => {
    const { a, b, conversationId } = await pair();
    const { tinyWav } = await import('../content/test-factories.ts');
    const audio = (await t.services.uploads.store(a.id, 'audio', tinyWav(16000))).url;
    const v = await send(a, {
      conversation_id: conversationId,
      kind: 'voice',
      voice: { url: audio, duration: 1 },
    });
    expect(await ok(t, message.messageVoiceRead, { token: a.token, body: { message_id: v.id } })).toEqual({
      id: v.id,
      played: false,
    });
    expect(await ok(t, message.messageVoiceRead, { token: b.token, body: { message_id: v.id } })).toEqual({
      id: v.id,
      played: true,
    });
    expect(await ok(t, message.messageVoiceRead, { token: b.token, body: { message_id: v.id } })).toEqual({
      id: v.id,
      played: true,
    });
    await refused(t, 1400, message.messageVoiceRead, { token: b.token, body: { message_id: v.id - 1 } });

    expect(await t.services.chat.voice.transcode(v.id)).toBe('ready');
    expect(await t.services.chat.voice.transcode(v.id)).toBe('skipped');
    const seen = await ok(t, message.messageList, {
      token: b.token,
      query: { conversation_id: conversationId },
    });
    const voice = seen.list[0]!.type === 'message' ? seen.list[0]!.voice : null;
    expect(voice).toMatchObject({ status: 'ready', played: true });
    expect(voice!.url).toMatch(/\.m4a$/);
    expect(voice!.duration).toBeGreaterThan(0.5);
    expect(voice!.duration).toBeLessThan(3);
  });
});

describe('shop conversations', () => {
  it('a buyer contacts the seller; the owner and clerks answer as the shop; others may not', async () => {
    const shop = await f.newShop();
    const buyer = await f.newUser();
    const m = await send(buyer, { mch_id: shop.id, text: '有 L 码吗' });
    const conv = m.conversation_id;
    const ownerView = await ok(t, message.messageCollection, {
      token: shop.owner.token,
      query: { as_mch_id: shop.id },
    });
    expect(ownerView.list).toEqual([
      expect.objectContaining({
        id: conv,
        type: 'shop',
        peer: expect.objectContaining({ type: 'user', id: buyer.id }),
        as: expect.objectContaining({ type: 'shop', id: shop.id }),
        unread: 1,
      }),
    ]);
    expect((await chat.statistics(shop.clerk)).shop).toBe(1);
    const answer = await send(shop.clerk, { conversation_id: conv, text: '有的' });
    expect(answer).toMatchObject({ seq: 2, from: { type: 'shop', id: shop.id }, is_self: true });
    expect((await chat.statistics(shop.owner)).shop).toBe(0);
    const seen = await ok(t, message.messageList, { token: buyer.token, query: { mch_id: shop.id } });
    expect(seen.list[0]).toMatchObject({ seq: 2, from: { type: 'shop', id: shop.id }, is_self: false });
    expect(seen.conversation).toMatchObject({ peer: { type: 'shop', id: shop.id }, unread: 1 });
    // The owner sees the clerk's answer as the shop's own.
    const owner = await ok(t, message.messageList, {
      token: shop.owner.token,
      query: { conversation_id: conv },
    });
    expect(owner.list[0]).toMatchObject({ seq: 2, is_self: true });
    // No stranger rule with a shop: the buyer writes again at once, several times.
    await send(buyer, { conversation_id: conv, text: '好的' });
    await send(buyer, { mch_id: shop.id, text: '下单了' });

    const { orderId } = await f.paidOrder(buyer, await f.newGoods(shop.id));
    const card = await send(buyer, {
      conversation_id: conv,
      kind: 'card',
      card: { type: 'order', id: orderId },
    });
    expect(card.card).toMatchObject({ type: 'order', id: orderId });
    const staffCard = await send(shop.owner, {
      conversation_id: conv,
      kind: 'card',
      card: { type: 'order', id: orderId },
    });
    expect(staffCard.card?.subtitle).toBe(card.card?.subtitle);
    const otherShop = await f.newShop();
    const { orderId: elsewhere } = await f.paidOrder(buyer, await f.newGoods(otherShop.id));
    await refused(t, 1404, message.messageSend, {
      token: buyer.token,
      body: { conversation_id: conv, client_id: cid(), kind: 'card', card: { type: 'order', id: elsewhere } },
    });

    const stranger = await f.newUser();
    await refused(t, 1404, message.messageSend, {
      token: stranger.token,
      body: { conversation_id: conv, client_id: cid(), text: 'x' },
    });
    await refused(t, 1405, message.messageCollection, {
      token: stranger.token,
      query: { as_mch_id: shop.id },
    });
    await refused(t, 1400, message.messageSend, {
      token: shop.clerk.token,
      body: { mch_id: shop.id, client_id: cid(), text: 'my own shop' },
    });
    await refused(t, 1404, message.messageSend, {
      token: buyer.token,
      body: { mch_id: 987654321, client_id: cid(), text: 'x' },
    });
  });
});
