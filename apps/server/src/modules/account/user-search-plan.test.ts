import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { rowsReadBy } from '../../../test/explain.ts';

const t = await testApp();
beforeAll(async () => {
  // 5,000 dancers; one in ten is a 旋风 (xuanfeng), the most followed last.
  await t.database.pool.query(
    `insert into users (mobile, nickname, nickname_pinyin, search_tokens, fans_count)
     select '168' || lpad(g::text, 8, '0'),
            case when g % 10 = 0 then '旋风' || g else '舞者' || g end,
            case when g % 10 = 0 then 'xuanfeng' || g || ' xf' else 'wuzhe' || g || ' wz' end,
            case when g % 10 = 0 then '{旋风}'::text[] else '{舞者}'::text[] end,
            5000 - g
       from generate_series(1, 5000) g`,
  );
  await t.database.pool.query('vacuum analyze users');
});

describe('user search', () => {
  for (const keyword of ['旋风', 'xuanfeng']) {
    it(`walks users by fans in the index, reading only the page's rows (${keyword})`, async () => {
      const r = await rowsReadBy(
        t.database.pool,
        'users',
        () => t.services.users.searchUsers(keyword, undefined, 20),
        true,
      );
      expect(r.result.list).toHaveLength(20);
      expect(r.result.list[0]!.nickname).toBe('旋风10');
      const fans = r.result.list.map((u) => u.fans_count);
      expect(fans).toEqual([...fans].sort((a, b) => b - a));
      // Looking through ~200 users to find 21: their rows are not read, only the page's.
      for (const n of r.reads) expect(n).toBeLessThanOrEqual(21);
    });
  }
});
