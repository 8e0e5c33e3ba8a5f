import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { message } from '@dance/contracts';
import { countRows, randomIp, sqlCount, testFile } from '../../../test/helpers.ts';
import { api } from '../../../test/kit.ts';
import { chatFactories, cid } from './test-factories.ts';

const { t, kit: f } = await testFile();
const chat = chatFactories(t);

const sendRaw = (token: string, body: Record<string, unknown>) =>
  api(t, message.messageSend, {
    token,
    body: { client_id: cid(), text: 'x', ...body } as never,
    headers: { 'x-forwarded-for': randomIp() },
  });

describe('sending at once', () => {
  it('50 messages sent at once into one conversation get 50 distinct, gapless numbers', async () => {
    const { a, b, conversationId } = await chat.pair();
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sendRaw(i % 2 ? a.token : b.token, { conversation_id: conversationId, text: `n${i}` }),
      ),
    );
    expect(rs.map((r) => r.body.code)).toEqual(Array(50).fill(0));
    const seqs = rs.map((r) => r.body.data.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    const r = await t.database.db.execute<{ seq: number }>(
      sql`select seq from chat_message where conversation_id = ${conversationId} order by seq`,
    );
    expect(r.rows.map((x) => Number(x.seq))).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(await sqlCount(t, sql`select last_seq as n from conversation where id = ${conversationId}`)).toBe(
      51,
    );
    // The badge counters are exactly what the numbers say.
    for (const u of [a, b]) {
      const fromRows = await sqlCount(
        t,
        sql`select (c.last_seq - m.read_seq)::int as n from conversation_member m join conversation c on c.id = m.conversation_id
             where m.conversation_id = ${conversationId} and m.owner_id = ${u.id}`,
      );
      expect((await chat.statistics(u)).chat).toBe(fromRows);
    }
  });

  it('the same client id sent 5 times at once gives one message, even for a first message', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const client_id = cid();
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => sendRaw(a.token, { to_user_id: b.id, client_id, text: 'once' })),
    );
    expect(rs.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(rs.map((r) => r.body.data.id)).size).toBe(1);
    expect(await countRows(t, 'chat_message', `sender_id = ${a.id}`)).toBe(1);
    expect(
      await countRows(
        t,
        'conversation',
        `user_a = ${Math.min(a.id, b.id)} and user_b = ${Math.max(a.id, b.id)}`,
      ),
    ).toBe(1);
    expect((await chat.statistics(b)).chat).toBe(1);

    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendRaw(a.token, {
          conversation_id: rs[0]!.body.data.conversation_id,
          client_id: cid(),
          text: 'stranger',
        }),
      ),
    );
    // A stranger's second message is refused however many are sent at once.
    expect(again.map((r) => r.body.code)).toEqual(Array(5).fill(6001));
  });

  it('two users writing to each other first at once make one conversation', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const [x, y] = await Promise.all([
      sendRaw(a.token, { to_user_id: b.id }),
      sendRaw(b.token, { to_user_id: a.id }),
    ]);
    expect([x.body.code, y.body.code]).toEqual([0, 0]);
    expect(x.body.data.conversation_id).toBe(y.body.data.conversation_id);
    expect([x.body.data.seq, y.body.data.seq].sort()).toEqual([1, 2]);
  });

  it('reads and sends at once keep the counters exact', async () => {
    const { a, b, conversationId } = await chat.pair();
    const ops = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? api(t, message.messageRead, {
            token: b.token,
            body: { conversation_id: conversationId },
            headers: { 'x-forwarded-for': randomIp() },
          })
        : sendRaw(a.token, { conversation_id: conversationId }),
    );
    const rs = await Promise.all(ops);
    expect(rs.map((r) => r.body.code)).toEqual(Array(40).fill(0));
    const fromRows = await sqlCount(
      t,
      sql`select (c.last_seq - m.read_seq)::int as n from conversation_member m join conversation c on c.id = m.conversation_id
           where m.conversation_id = ${conversationId} and m.owner_id = ${b.id}`,
    );
    expect((await chat.statistics(b)).chat).toBe(fromRows);
    expect(
      await sqlCount(
        t,
        sql`select unread as n from message_box where owner_kind = 'user' and owner_id = ${b.id} and category = 'chat'`,
      ),
    ).toBe(fromRows);
  });
});
