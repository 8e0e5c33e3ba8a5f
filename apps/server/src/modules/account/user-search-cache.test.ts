import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';

// Production keeps its short read caches; tests otherwise read through.
const t = await testApp({ NODE_ENV: 'production' });
beforeAll(async () => {
  await t.database.pool.query(
    `insert into users (mobile, nickname, nickname_pinyin, search_tokens)
     select '167' || lpad(g::text, 8, '0'), '旋风' || g, 'xuanfeng' || g, '{旋风}'::text[] from generate_series(1, 30) g`,
  );
});

async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const pool = t.database.pool;
  let n = 0;
  const query = pool.query.bind(pool);
  pool.query = ((...a: unknown[]) => {
    n++;
    return (query as (...x: unknown[]) => unknown)(...a);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return n;
}

describe('user search pages', () => {
  it('are kept a moment: the same search again within 2 s asks the database nothing', async () => {
    const search = () => t.services.users.searchUsers('旋风', undefined, 20);
    const first = await search();
    expect(first.list).toHaveLength(20);
    expect(await queriesDuring(search)).toBe(0);
    expect((await search()).list).toEqual(first.list);
    // Another keyword or page is read.
    expect(
      await queriesDuring(() => t.services.users.searchUsers('xuanfeng', undefined, 20)),
    ).toBeGreaterThan(0);
  });

  it('still refuses a malformed cursor', async () => {
    await expect(t.services.users.searchUsers('旋风', '1.5_2', 20)).rejects.toMatchObject({
      errorName: 'VALIDATION',
    });
  });
});
