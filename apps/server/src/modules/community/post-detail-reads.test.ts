import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/helpers.ts';
import { kit } from './test-kit.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;

beforeAll(async () => {
  t = await testApp();
  k = kit(t);
});

describe('post detail', () => {
  it("reads its author's profile once", async () => {
    const author = await k.dancer();
    const reader = await k.dancer();
    const { id } = await k.post(author);
    const detail = () => t.services.community.posts.detail(reader.id, id);
    await detail(); // topic names and the like are loaded once per process
    const pool = t.database.pool;
    const sent: string[] = [];
    const query = pool.query.bind(pool);
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return (query as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    let d;
    try {
      d = await detail();
    } finally {
      pool.query = query;
    }
    expect(d.user.id).toBe(author.id);
    expect(d.user.nickname).toBeTruthy();
    const profileReads = sent.filter((s) => /from "users"/.test(s) && /"signature"/.test(s));
    expect(profileReads).toHaveLength(1);
  });
});
