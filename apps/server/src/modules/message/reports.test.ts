import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, message } from '@dance/contracts';
import { countRows, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { chatFactories } from './test-factories.ts';

const { t, kit: f, visitor } = await testFile();
const chat = chatFactories(t);

async function reasonId(): Promise<number> {
  const cats = await ok(t, community.informCats, { token: visitor });
  return cats.list[0]!.id;
}

describe('message/chat-report', () => {
  it('reports the other side into the operators’ queue, keeping the messages as they were', async () => {
    const { a, b, conversationId } = await chat.pair();
    const bad = await chat.send(a, { conversation_id: conversationId, text: '加我微信买假票' });
    const mine = await chat.send(b, { conversation_id: conversationId, text: '不要' });
    await ok(t, message.messageRecall, { token: a.token, body: { message_id: bad.id } });
    const cat = await reasonId();
    const r = await ok(t, message.messageChatReport, {
      token: b.token,
      body: { conversation_id: conversationId, cat_id: cat, message_ids: [bad.id, mine.id], content: '骗子' },
    });
    const [row] = (
      await t.database.db.execute<{
        reporter_id: number;
        target_type: string;
        target_id: number;
        content: string;
      }>(sql`select reporter_id, target_type, target_id, content from forum_report where id = ${r.id}`)
    ).rows;
    expect(row).toMatchObject({ reporter_id: b.id, target_type: 'user', target_id: a.id });
    expect(row!.content).toContain('骗子');
    expect(row!.content).toContain('加我微信买假票');
    const evidence = await t.database.db.execute<{ messages: { id: number; text: string }[] }>(
      sql`select messages from chat_report where report_id = ${r.id}`,
    );
    // Only the other side's messages, and a recall does not erase them.
    expect(evidence.rows[0]!.messages).toEqual([
      expect.objectContaining({ id: bad.id, text: '加我微信买假票' }),
    ]);

    const operator = await f.newUser({ roles: ['operator'] });
    const queue = await ok(t, community.reportList, { token: operator.token });
    expect(queue.list).toContainEqual(
      expect.objectContaining({ id: r.id, target_type: 'user', target_id: a.id }),
    );
  });

  it('refuses bad input, other conversations’ messages and strangers, writing nothing', async () => {
    const { a, b, conversationId, first } = await chat.pair();
    const other = await chat.pair();
    const cat = await reasonId();
    const before = await countRows(t, 'forum_report');
    const body = { conversation_id: conversationId, cat_id: cat, message_ids: [first.id] };
    await refused(t, 1400, message.messageChatReport, { token: a.token, body });
    await refused(t, 1404, message.messageChatReport, {
      token: b.token,
      body: { ...body, message_ids: [other.first.id] },
    });
    await refused(t, 1404, message.messageChatReport, { token: b.token, body: { ...body, cat_id: 987654 } });
    await refused(t, 1400, message.messageChatReport, { token: b.token, body: { ...body, message_ids: [] } });
    await refused(t, 1400, message.messageChatReport, {
      token: b.token,
      body: { ...body, message_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
    });
    await refused(t, 1400, message.messageChatReport, {
      token: b.token,
      body: { ...body, content: 'x'.repeat(301) },
    });
    await refused(t, 1404, message.messageChatReport, { token: other.a.token, body });
    await refused(t, 1403, message.messageChatReport, { token: visitor, body });
    expect(await countRows(t, 'forum_report')).toBe(before);
    expect(await countRows(t, 'chat_report', `conversation_id = ${conversationId}`)).toBe(0);
  });
});

describe('uni-push/copy-client-id', () => {
  it('records a device’s client id and Web Push subscription; a device that changes hands follows its user', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const sub = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BPk', auth: 'xyz' } };
    expect(
      await ok(t, message.copyClientId, { token: a.token, body: { client_id: 'dev-1', subscription: sub } }),
    ).toBeNull();
    await ok(t, message.copyClientId, { token: a.token, body: { client_id: 'dev-1', subscription: sub } });
    expect(await countRows(t, 'push_client', `client_id = 'dev-1' and user_id = ${a.id}`)).toBe(1);
    await ok(t, message.copyClientId, { token: b.token, body: { client_id: 'dev-1', platform: 'android' } });
    expect(await countRows(t, 'push_client', `client_id = 'dev-1'`)).toBe(1);
    expect(
      await countRows(t, 'push_client', `client_id = 'dev-1' and user_id = ${b.id} and platform = 'android'`),
    ).toBe(1);

    await refused(t, 1400, message.copyClientId, { token: a.token, body: { client_id: '' } });
    await refused(t, 1400, message.copyClientId, { token: a.token, body: { client_id: 'x'.repeat(201) } });
    await refused(t, 1400, message.copyClientId, {
      token: a.token,
      body: { client_id: 'd', platform: 'win' as never },
    });
    await refused(t, 1400, message.copyClientId, {
      token: a.token,
      body: { client_id: 'd', subscription: { endpoint: 'not a url', keys: sub.keys } },
    });
    await refused(t, 1403, message.copyClientId, { token: visitor, body: { client_id: 'dev-2' } });
    // The default provider only records: there is no key to subscribe with.
    expect(await ok(t, message.pushConfig, { token: visitor })).toEqual({
      provider: 'none',
      vapid_public_key: null,
    });
    expect(await countRows(t, 'push_client', `client_id in ('d', 'dev-2')`)).toBe(0);
  });
});
