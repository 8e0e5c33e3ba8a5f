import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { testFile } from '../../../test/helpers.ts';
import { chatFactories, cid } from './test-factories.ts';

const { t, kit: f } = await testFile();
const chat = chatFactories(t);

/**
 * The statements every connection of this process sends while `fn` runs (pool queries, BEGIN,
 * COMMIT): the database round trips a call costs.
 */
async function roundTrips<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined;
    queries.push((typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 90));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    return { result: await fn(), queries };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('the cost of one send', () => {
  it('a text into a conversation between users: facts, words, rate, then begin, number, write, commit', async () => {
    const { a, b, conversationId } = await chat.pair();
    await chat.send(b, { conversation_id: conversationId, text: 'unread for a' });
    const { result, queries } = await roundTrips(() =>
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
    expect(queries, queries.join('\n')).toHaveLength(7);
    expect(queries.filter((q) => /^(begin|commit)$/i.test(q))).toHaveLength(2);
    // The events go out in the write itself, not one statement each.
    expect(queries.filter((q) => q.startsWith('select pg_notify'))).toHaveLength(0);
  });

  it('a first message to a user opens the conversation in the same transaction: two statements more', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const { result, queries } = await roundTrips(() =>
      t.services.chat.chat.send(a.id, { to_user_id: b.id, client_id: cid(), kind: 'text', text: 'first' }),
    );
    expect(result).toMatchObject({ text: 'first', seq: 1, is_self: true });
    expect(queries, queries.join('\n')).toHaveLength(9);
  });
});
