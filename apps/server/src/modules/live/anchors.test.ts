import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const operator = await f.newUser({ roles: ['operator'] });
const attach = async (userId: number, kind: 'image' | 'video') =>
  (await t.services.uploads.store(userId, kind, kind === 'image' ? PNG : MP4)).url;

/** A 1x1 PNG and the first box of an MP4: enough for the upload's type check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = (() => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmp42', 4, 'ascii');
  box.write('mp42isom', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
})();

async function application(u: { id: number }) {
  return {
    stage_name: 'B-Girl Nova',
    dance_styles: ['breaking', 'popping'],
    photo: await attach(u.id, 'image'),
    clip: await attach(u.id, 'video'),
  };
}

describe('anchor authentication', () => {
  it('a verified user applies, the operator approves, and the user may create lives', async () => {
    const u = await f.newVerifiedUser();
    await refused(t, 1405, live.createLive, { token: u.token, body: { title: 'x', style: 'jam' } });
    const a = await ok(t, live.anchorIdentify, { token: u.token, body: await application(u) });
    expect(a).toMatchObject({ status: 'pending', stage_name: 'B-Girl Nova', user_id: u.id });
    await refused(t, 1409, live.anchorIdentify, { token: u.token, body: await application(u) });
    expect(await ok(t, live.anchorApplication, { token: u.token })).toMatchObject({
      id: a.id,
      status: 'pending',
    });
    await refused(t, 1405, live.anchorReview, { token: u.token, body: { id: a.id, approve: 1 } });
    const done = await ok(t, live.anchorReview, { token: operator.token, body: { id: a.id, approve: 1 } });
    expect(done.status).toBe('approved');
    await refused(t, 1409, live.anchorReview, {
      token: operator.token,
      body: { id: a.id, approve: 0, reason: 'x' },
    });
    await ok(t, live.createLive, { token: u.token, body: { title: 'My first live', style: 'jam' } });
    await refused(t, 1409, live.anchorIdentify, { token: u.token, body: await application(u) });
  });

  it('refuses with a reason; the user may apply again', async () => {
    const u = await f.newVerifiedUser();
    const a = await ok(t, live.anchorIdentify, { token: u.token, body: await application(u) });
    await refused(t, 1400, live.anchorReview, { token: operator.token, body: { id: a.id, approve: 0 } });
    const r = await ok(t, live.anchorReview, {
      token: operator.token,
      body: { id: a.id, approve: 0, reason: 'The clip does not show you dancing' },
    });
    expect(r).toMatchObject({ status: 'refused', reason: 'The clip does not show you dancing' });
    await refused(t, 1405, live.createLive, { token: u.token, body: { title: 'x', style: 'jam' } });
    await ok(t, live.anchorIdentify, { token: u.token, body: await application(u) });
  });

  it('refuses visitors, unverified users, files not theirs and bad input', async () => {
    const u = await f.newUser();
    const v = await f.newVerifiedUser();
    await refused(t, 1403, live.anchorIdentify, { token: visitor, body: await application(v) });
    await refused(t, 3000, live.anchorIdentify, { token: u.token, body: await application(u) });
    const others = await application(u);
    await refused(t, 1400, live.anchorIdentify, { token: v.token, body: others });
    await refused(t, 1400, live.anchorIdentify, {
      token: v.token,
      body: { ...(await application(v)), dance_styles: [] },
    });
    await refused(t, 1404, live.anchorReview, { token: operator.token, body: { id: 987654321, approve: 1 } });
    await refused(t, 1403, live.anchorApplication, { token: visitor });
  });
});
