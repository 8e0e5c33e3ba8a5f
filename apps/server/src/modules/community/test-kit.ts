import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { callFrom, type CallOptions, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';

export interface Env<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

/** Test helpers of the community: users old enough to post freely, uploads, posts, circles. */
export function kit(t: TestApp) {
  const f = factories(t);
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
    const o = {
      ...(opts.roles ? { roles: opts.roles } : {}),
      ...(opts.nickname ? { nickname: opts.nickname } : {}),
      ...(opts.fresh ? {} : { ageDays: 2 }),
    };
    return (opts.verified ?? true) ? f.newVerifiedUser(o) : f.newUser(o);
  }

  const image = (u: TestUser): Promise<string> => f.newImage(u);

  const rewind = f.rewindPosts;

  const post = (u: TestUser, body: Record<string, unknown> = {}): Promise<{ id: number; status: string }> =>
    f.newPost(u, body);

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
