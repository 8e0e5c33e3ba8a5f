import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { exited, mediaKit, until } from '../../../test/media.ts';

const { t, kit: f, visitor } = await testFile({ LIVE_END_GRACE_SECONDS: '0' });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const httpPort = (t.app.server.address() as AddressInfo).port;
const rtmpPort = t.services.live.ingest.port;
const { ffmpeg, publish, readFlv, streamKinds } = mediaKit(() => httpPort);

const anchor = await f.newUser({ approved: ['anchor'] });
const status = async (id: number) => (await ok(t, live.detail, { token: visitor, query: { id } })).status;

describe('the real stream drives the live', () => {
  it('refuses an unsigned, an expired and a forged publish at once; the live stays scheduled', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Refused', style: 'jam' } });
    const base = `rtmp://127.0.0.1:${rtmpPort}/live`;
    const row = (
      await t.database.pool.query<{ push_nonce: string }>('select push_nonce from live_room where id = $1', [
        l.id,
      ])
    ).rows[0]!;
    const expired = t.services.live.lives.pushKey(
      { id: l.id, pushNonce: row.push_nonce },
      Math.floor(Date.now() / 1000) - 5,
    );
    const forged = l.push!.key.replace(/s=.{4}/, 's=AAAA');
    for (const key of [`l${l.id}`, expired, forged]) {
      const c = publish(`${base}/${key}`, 20);
      expect(await exited(c, 15_000), key).not.toBeNull();
      expect(c.exitCode).not.toBe(0);
    }
    expect(await status(l.id)).toBe('scheduled');
  });

  it('goes live on a signed publish, plays as HTTP-FLV with video and audio, and stop ends it and the stream', async () => {
    const viewer = await f.newUser();
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'Cypher', style: 'breaking' },
    });
    await ok(t, live.reservation, { token: viewer.token, body: { live_id: l.id, on: 1 } });
    expect(l.push!.url).toBe(`rtmp://127.0.0.1:${rtmpPort}/live/${l.push!.key}`);
    const c = publish(l.push!.url);
    await until(async () => (await status(l.id)) === 'live');
    const d = await ok(t, live.detail, { token: viewer.token, query: { id: l.id } });
    expect(d.play!.flv).toBe(`/live/l${l.id}.flv`);
    expect(d.push).toBeNull();
    const flv = await readFlv(d.play!.flv, 3000);
    expect(flv.status).toBe(200);
    expect(flv.header).toBe('FLV');
    expect(flv.video).toBeGreaterThan(10);
    expect(flv.audio).toBeGreaterThan(10);
    // HLS: the playlist appears and its segments hold video and audio.
    expect(d.play!.hls).toBe(`/live/l${l.id}/index.m3u8`);
    const playlist = await until(async () => {
      const r = await fetch(`http://127.0.0.1:${httpPort}${d.play!.hls}`);
      const text = r.ok ? await r.text() : '';
      return /s\d+\.ts/.test(text) ? text : undefined;
    }, 30_000);
    const segment = /(s\d+\.ts)/.exec(playlist)![1]!;
    const seg = await fetch(`http://127.0.0.1:${httpPort}/live/l${l.id}/${segment}`);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    const file = join(mkdtempSync(join(tmpdir(), 'live-seg-')), segment);
    writeFileSync(file, Buffer.from(await seg.arrayBuffer()));
    expect(streamKinds(file)).toEqual(['audio', 'video']);
    // The segment decodes from start to end.
    execFileSync(ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
    // A second publisher with a valid key cannot take the stream over.
    const second = publish(l.push!.url, 20);
    expect(await exited(second, 15_000)).not.toBeNull();

    const stopped = await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    expect(stopped.status).toBe('ended');
    expect(await exited(c, 15_000)).not.toBeNull();
    const after = await readFlv(d.play!.flv, 1000);
    expect(after.status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${httpPort}${d.play!.hls}`)).status).toBe(404);
    // An ended live refuses its own key.
    const again = publish(l.push!.url, 20);
    expect(await exited(again, 15_000)).not.toBeNull();
    expect(await status(l.id)).toBe('ended');
  });

  it('delivers the stream to an HTTP-FLV reader less than 3 s behind the encoder', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Latency', style: 'jam' } });
    // The encoder sends in real time (-re) from its start: a frame stamped T leaves it at start + T
    // or later, so now - start - T is the most the reader can be behind (ffmpeg's own start-up counts too).
    const start = Date.now();
    const c = publish(l.push!.url, 30);
    await until(async () => (await status(l.id)) === 'live');
    // Past the GOP cache's burst of older frames, the last tag read is what is live now.
    const flv = await readFlv(`/live/l${l.id}.flv`, 4000);
    const behindMs = Date.now() - start - flv.lastMs;
    expect(flv.video).toBeGreaterThan(10);
    expect(behindMs).toBeLessThan(3000);
    console.info(`FLV reader behind the encoder by at most ${behindMs} ms`);
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    await exited(c, 15_000);
  });

  it('ends when the stream has gone for the grace time', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Short', style: 'class' } });
    const c = publish(l.push!.url, 3);
    await until(async () => (await status(l.id)) === 'live');
    await exited(c, 20_000);
    await until(async () => (await status(l.id)) === 'ended');
  });
});
