import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';

const t = await testApp();
const k = factories(t);

describe('post detail', () => {
  it("reads its author's profile once", async () => {
    const author = await k.newDancer();
    const reader = await k.newDancer();
    const { id } = await k.newPost(author);
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
    const profileReads = sent.filter((s) => /from "users"/.test(s) && /\bsignature\b/.test(s));
    expect(profileReads).toHaveLength(1);
  });
});
