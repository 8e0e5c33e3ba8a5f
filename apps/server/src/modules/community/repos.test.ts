import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { TopicsRepo } from './topics.repo.ts';

const t = await testApp();

describe('community repos', () => {
  it('read on what they are given: a transaction sees its own writes, the database only committed ones', async () => {
    const repo = new TopicsRepo();
    const db = t.platform.db;
    const undo = new Error('undo');
    const seen: { inside?: string; outside?: string } = {};
    await expect(
      db.transaction(async (tx) => {
        const [id] = await repo.ensureTopics(tx, 1, [
          { name: '只在事务里', nameKey: '只在事务里', searchTokens: [] },
        ]);
        // A prepared read on the transaction's connection, then one on the pool.
        seen.inside = (await repo.topic(tx, id!))?.name;
        seen.outside = (await repo.topic(db, id!))?.name;
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(seen).toEqual({ inside: '只在事务里', outside: undefined });
    expect(await repo.searchTopics(db, null, '%只在事务里%', null, 5)).toEqual([]);
  });
});
