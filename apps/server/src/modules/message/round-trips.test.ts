import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { testFile } from '../../../test/helpers.ts';
import { chatFactories, cid } from './test-factories.ts';

const { t, kit: f } = await testFile();
const chat = chatFactories(t);

/**
 * The statements every connection of this process sends while `fn` runs (pool queries, BEGIN,
 * COMMIT): the database round trips a call costs; and its stages: a statement sent while none is
 * in flight starts a new one, so statements sent in parallel cost one stage of latency.
 */
async function roundTrips<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: string[]; stages: number }> {
  const queries: string[] = [];
  let inFlight = 0;
  let stages = 0;
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined;
    queries.push((typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 90));
    if (inFlight++ === 0) stages++;
    const done = () => void inFlight--;
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function')
      args[last] = (...r: unknown[]) => {
        done();
        return (cb as (...a: unknown[]) => unknown)(...r);
      };
    const out = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof cb !== 'function' && out && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(done, done);
    return out;
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    return { result: await fn(), queries, stages };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('the cost of one send', () => {
  it('a text into a conversation between users: its facts, then the people, rate, then begin, number, write, events, badges, commit', async () => {
    const { a, b, conversationId } = await chat.pair();
    await chat.send(b, { conversation_id: conversationId, text: 'unread for a' });
    const { result, queries, stages } = await roundTrips(() =>
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
    expect(queries, queries.join('\n')).toHaveLength(11);
    expect(queries.filter((q) => /^(begin|commit)$/i.test(q))).toHaveLength(2);
    // The three events (two messages, one read) go out in one statement, the badge hint in another.
    expect(queries.filter((q) => q.startsWith('select pg_notify'))).toHaveLength(2);
    // The words' check runs beside the conversation's facts, the account's and the community's
    // answers beside each other: at most 9 waits for the database.
    expect(stages, queries.join('\n')).toBeLessThanOrEqual(9);
    expect(stages).toBeGreaterThanOrEqual(8);
  });

  it('a first message to a user asks everything at once and opens the conversation in the transaction', async () => {
    const [a, b] = await Promise.all([f.newUser(), f.newUser()]);
    const { result, queries, stages } = await roundTrips(() =>
      t.services.chat.chat.send(a.id, { to_user_id: b.id, client_id: cid(), kind: 'text', text: 'first' }),
    );
    expect(result).toMatchObject({ text: 'first', seq: 1, is_self: true });
    expect(queries, queries.join('\n')).toHaveLength(13);
    // The other user is known from the request: facts, people and words in one stage.
    expect(stages, queries.join('\n')).toBeLessThanOrEqual(10);
    expect(stages).toBeGreaterThanOrEqual(9);
  });
});
