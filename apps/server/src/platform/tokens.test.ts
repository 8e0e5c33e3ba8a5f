import { describe, expect, it } from 'vitest';
import { call, newUser, testApp, type TestApp } from '../../test/helpers.ts';

// Two app instances on one database stand for two server processes.
const a = await testApp();
const b = await testApp();

async function userInfoCode(t: TestApp, token: string): Promise<number> {
  return (await call(t.app, 'GET', '/api/user/user-info', { token })).body.code;
}

describe('token lookups kept in memory', () => {
  it('a logout ends the session at once in this process and within moments in the other', async () => {
    const u = await newUser(a);
    // Both processes have looked the token up and keep it.
    expect(await userInfoCode(a, u.token)).toBe(0);
    expect(await userInfoCode(b, u.token)).toBe(0);
    expect((await call(a.app, 'POST', '/api/passport/logout', { token: u.token })).body.code).toBe(0);
    expect(await userInfoCode(a, u.token)).toBe(1403);
    await expect.poll(() => userInfoCode(b, u.token), { timeout: 3000, interval: 50 }).toBe(1403);
  });

  it('a password change ends the other sessions everywhere but keeps the one that made it', async () => {
    const u = await newUser(a);
    const other = await a.platform.tokens.issueAccess((await a.platform.tokens.issueLogin(u.id)).token);
    expect(await userInfoCode(b, other.access_token)).toBe(0);
    const r = await call(a.app, 'POST', '/plugin/mobile/api/user/password', {
      token: u.token,
      body: { password: 'NewPassw0rd', old_password: u.password },
    });
    expect(r.body.code).toBe(0);
    await expect.poll(() => userInfoCode(b, other.access_token), { timeout: 3000, interval: 50 }).toBe(1403);
    expect(await userInfoCode(b, u.token)).toBe(0);
    expect(await userInfoCode(a, u.token)).toBe(0);
  });
});
