import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { callFrom, newUser, type CallOptions, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { contentFactories } from '../content/test-factories.ts';

export interface Env<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

/** Test helpers of the community: users old enough to post freely, uploads, posts, circles. */
export function kit(t: TestApp) {
  const files = contentFactories(t.database.db, t.services.uploads);
  const api = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    opts: CallOptions = {},
  ) => (await callFrom<T>(t.app, method, path, opts)).body as Env<T>;
  const ok = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    opts: CallOptions = {},
  ) => {
    const r = await api<T>(method, path, opts);
    expect(r.code, `${path} ${r.msg}`).toBe(0);
    return r.data;
  };

  /** A verified user whose account is two days old (past the new-account limits). */
  async function dancer(
    opts: { verified?: boolean; roles?: string[]; nickname?: string; fresh?: boolean } = {},
  ) {
    const u = await newUser(t, {
      verified: opts.verified ?? true,
      roles: opts.roles,
      nickname: opts.nickname,
    });
    if (!opts.fresh)
      await t.database.db.execute(
        sql`update users set created_at = now() - interval '2 days' where id = ${u.id}`,
      );
    return u;
  }

  async function image(u: TestUser): Promise<string> {
    return (await files.attachment(u.id, 'image')).url;
  }

  /** Lets the user publish again at once, as if the interval between posts had passed. */
  async function rewind(u: TestUser) {
    await t.database.db.execute(
      sql`update post set published_at = published_at - interval '1 day', created_at = created_at - interval '1 day' where user_id = ${u.id}`,
    );
  }

  async function post(
    u: TestUser,
    body: Record<string, unknown> = {},
  ): Promise<{ id: number; status: string }> {
    const b: Record<string, unknown> = {
      type: 'text',
      content: `练舞日记 ${randomBytes(3).toString('hex')}`,
      ...body,
    };
    if (b.type === 'image' && !b.images) b.images = [await image(u)];
    const r = await api<{ id: number; status: string }>('POST', '/api/forum/post/create-post', {
      token: u.token,
      body: b,
    });
    expect(r.code, r.msg).toBe(0);
    await rewind(u);
    return r.data;
  }

  async function circle(owner: TestUser, body: Record<string, unknown> = {}) {
    const d = await ok<{ id: number }>('POST', '/api/forum/group/edit-group', {
      token: owner.token,
      body: {
        name: `圈${randomBytes(3).toString('hex')}`,
        avatar: await image(owner),
        intro: '一起跳舞',
        ...body,
      },
    });
    return d.id;
  }

  const word = (level: 'block' | 'review') =>
    (async () => {
      const w = `词${randomBytes(3).toString('hex')}`;
      await t.database.db.execute(sql`insert into moderation_word (word, level) values (${w}, ${level})`);
      return w;
    })();

  const count = async (q: ReturnType<typeof sql>) => {
    const r = await t.database.db.execute<{ n: number }>(q);
    return Number(r.rows[0]!.n);
  };

  return { api, ok, dancer, image, post, rewind, circle, word, count, newUser: () => dancer() };
}
