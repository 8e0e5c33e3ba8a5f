import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { call, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { parseConfig } from '../../config.ts';

const SECRET = 'srs-hook-secret-0123456789';
const {
  t,
  kit: f,
  visitor,
} = await testFile({
  LIVE_PROVIDER: 'srs',
  LIVE_SRS_RTMP_URL: 'rtmp://push.example.test:1935',
  LIVE_SRS_PLAY_URL: 'https://play.example.test',
  LIVE_SRS_HOOK_SECRET: SECRET,
  LIVE_END_GRACE_SECONDS: '0',
});
const anchor = await f.newUser({ approved: ['anchor'] });

/** An on_publish / on_unpublish body as SRS 5 sends it (recorded), for a stream key. */
function recorded(action: 'on_publish' | 'on_unpublish', key: string) {
  const [stream, param] = key.split('?');
  return {
    server_id: 'vid-0x2n1g8',
    service_id: 'r4a5c2p9',
    action,
    client_id: '341w361a',
    ip: '203.0.113.7',
    vhost: '__defaultVhost__',
    app: 'live',
    tcUrl: 'rtmp://push.example.test:1935/live',
    stream,
    param: `?${param}`,
    stream_url: `/live/${stream}`,
    stream_id: 'vid-6y9x3dw',
  };
}

const hook = (body: object, secret = SECRET) =>
  call<null>(t.app, 'POST', `/api/live/srs-hook?secret=${encodeURIComponent(secret)}`, { body });
const status = async (id: number) => (await ok(t, live.detail, { token: visitor, query: { id } })).status;

describe('the SRS provider', () => {
  it('answers push and play URLs of the SRS cluster', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'On SRS', style: 'jam' } });
    expect(l.push!.server).toBe('rtmp://push.example.test:1935/live');
    expect(t.services.live.ingest.port).toBe(0);
  });

  it('lets a signed publish go live, refuses a bad secret, an unsigned or an expired key, ends on unpublish', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Hooked', style: 'jam' } });
    const key = l.push!.key;
    expect((await hook(recorded('on_publish', key), 'wrong-secret-wrong-secret')).body.code).toBe(4008);
    expect((await hook({ ...recorded('on_publish', key), param: '' })).body.code).toBe(4008);
    const { rows } = await t.database.pool.query<{ push_nonce: string }>(
      'select push_nonce from live_room where id = $1',
      [l.id],
    );
    const expired = t.services.live.lives.pushKey(
      { id: l.id, pushNonce: rows[0]!.push_nonce },
      Math.floor(Date.now() / 1000) - 1,
    );
    const r = await hook(recorded('on_publish', expired));
    expect(r.body.code).toBe(4008);
    expect(r.status).toBeLessThan(500);
    expect(await status(l.id)).toBe('scheduled');

    const okay = await hook(recorded('on_publish', key));
    expect(okay.status).toBe(200);
    expect(okay.body.code).toBe(0);
    expect(await status(l.id)).toBe('live');
    const d = await ok(t, live.detail, { token: visitor, query: { id: l.id } });
    expect(d.play!.flv).toBe(`https://play.example.test/live/l${l.id}.flv`);

    expect((await hook(recorded('on_unpublish', key))).body.code).toBe(0);
    expect(await status(l.id)).toBe('ended');
    // An ended live refuses its key.
    expect((await hook(recorded('on_publish', key))).body.code).toBe(9001);
    expect((await hook({ action: 'on_publish' })).body.code).toBe(1400);
  });

  it('stops the start when the SRS settings are missing', () => {
    expect(() => parseConfig({ LIVE_PROVIDER: 'srs' })).toThrow(
      /LIVE_SRS_RTMP_URL, LIVE_SRS_PLAY_URL, LIVE_SRS_HOOK_SECRET/,
    );
    expect(() => parseConfig({ LIVE_PROVIDER: 'flv' })).toThrow(/LIVE_PROVIDER/);
    expect(() => parseConfig({ RTMP_PORT: '70000' })).toThrow(/RTMP_PORT/);
  });
});
