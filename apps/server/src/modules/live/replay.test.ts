import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ERRORS, live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { exited, mediaKit, until } from '../../../test/media.ts';

// A few seconds of grace: a stream that drops and comes back goes on recording into a new part.
const { t, kit: f, visitor } = await testFile({ LIVE_END_GRACE_SECONDS: '8' });
await t.app.listen({ host: '127.0.0.1', port: 0 });
const httpPort = (t.app.server.address() as AddressInfo).port;
const replays = t.services.live.replays;
const { ffmpeg, ffprobe, publish, streamKinds } = mediaKit(() => httpPort);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const detail = (id: number, token = visitor) => ok(t, live.detail, { token, query: { id } });
const fileOf = (url: string) => join(t.config.storage.dir, url.replace(/^.*\/uploads\//, ''));

const duration = (file: string) =>
  Number(
    execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim(),
  );

const anchor = await f.newUser({ approved: ['anchor'] });
const other = await f.newUser({ approved: ['anchor'] });

describe('replays of finished lives', () => {
  let replayed = 0;
  let replayUrl = '';

  it('records a live that keeps a replay, across a reconnect, and the job makes one MP4 with video and audio', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Kept', style: 'jam' } });
    expect(l.keep_replay).toBe(true);
    expect(l.replay).toBeNull();
    // First part: a 3 s stream that ends by itself; the live stays live for the grace time.
    const first = publish(l.push!.url, 3);
    await until(async () => (await detail(l.id)).status === 'live');
    await until(async () => replays.recorder.isRecording(l.id) || undefined);
    const row = await t.database.pool.query<{ replay_status: string }>(
      'select replay_status from live_room where id = $1',
      [l.id],
    );
    expect(row.rows[0]!.replay_status).toBe('recording');
    await exited(first, 20_000);
    await until(async () => !replays.recorder.isRecording(l.id) || undefined);
    expect((await detail(l.id)).status).toBe('live');
    // The stream comes back within the grace time: a second part.
    const second = publish(l.push!.url);
    await until(async () => replays.recorder.isRecording(l.id) || undefined);
    await sleep(3000);
    const stopped = await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    expect(stopped.status).toBe('ended');
    await exited(second, 15_000);
    await replays.recorder.settled(l.id);
    expect(replays.recorder.parts(l.id)).toHaveLength(2);
    expect((await detail(l.id)).replay).toEqual({ status: 'processing', url: null, seconds: null });
    // The end enqueued the job (workers are off in the tests: it is run here directly).
    const jobs = await t.database.pool.query(
      "select 1 from pgboss.job where name = 'live.replay' and (data->>'liveId')::bigint = $1",
      [l.id],
    );
    expect(jobs.rowCount).toBe(1);

    expect(await replays.make(l.id)).toBe('ready');
    const d = await detail(l.id);
    expect(d.replay!.status).toBe('ready');
    expect(d.replay!.url).toBe(`/uploads/live/replay/${l.id}.mp4`);
    const file = fileOf(d.replay!.url!);
    expect(existsSync(file)).toBe(true);
    expect(streamKinds(file)).toEqual(['audio', 'video']);
    // Both parts are in it: about 3 s and 3 s.
    expect(duration(file)).toBeGreaterThan(4);
    expect(d.replay!.seconds).toBe(Math.round(duration(file)));
    // The whole file decodes.
    execFileSync(ffmpeg, ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
    // +faststart: the index (moov) comes before the media (mdat).
    const head = execFileSync('head', ['-c', '4096', file]).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    // Served as an upload.
    const served = await fetch(`http://127.0.0.1:${httpPort}${d.replay!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/video\/mp4/);
    // The parts are gone; running the job again changes nothing.
    expect(replays.recorder.parts(l.id)).toEqual([]);
    expect(await replays.make(l.id)).toBe('skipped');
    expect(existsSync(file)).toBe(true);
    expect((await detail(l.id)).replay).toEqual(d.replay);
    replayed = l.id;
    replayUrl = d.replay!.url!;
  });

  it("lists the anchor's ready replays, newest first, on the anchor's page", async () => {
    const page = await ok(t, live.anchorDetail, { token: visitor, query: { id: anchor.id } });
    expect(page.replays.map((r) => r.id)).toEqual([replayed]);
    expect(page.replays[0]!.replay).toMatchObject({ status: 'ready', url: replayUrl });
    expect(page.ended.find((e) => e.id === replayed)?.replay?.status).toBe('ready');
  });

  it('records nothing for a live that keeps no replay; the setting is editable until it starts', async () => {
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'Not kept', style: 'class', keep_replay: 0 },
    });
    expect(l.keep_replay).toBe(false);
    const on = await ok(t, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'Not kept', style: 'class', keep_replay: 1 },
    });
    expect(on.keep_replay).toBe(true);
    const kept = await ok(t, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'Not kept', style: 'class' },
    });
    expect(kept.keep_replay).toBe(true);
    const off = await ok(t, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'Not kept', style: 'class', keep_replay: 0 },
    });
    expect(off.keep_replay).toBe(false);
    const c = publish(l.push!.url);
    await until(async () => (await detail(l.id)).status === 'live');
    await sleep(2500);
    expect(replays.recorder.isRecording(l.id)).toBe(false);
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    await exited(c, 15_000);
    await replays.recorder.settled(l.id);
    expect(existsSync(replays.recorder.dir(l.id))).toBe(false);
    expect((await detail(l.id)).replay).toEqual({ status: 'none', url: null, seconds: null });
    expect(await replays.make(l.id)).toBe('skipped');
    expect((await detail(l.id)).replay!.status).toBe('none');
    await refused(t, ERRORS.LIVE_REPLAY_NONE.code, live.replayDelete, {
      token: anchor.token,
      body: { live_id: l.id },
    });
  });

  it('lets only the anchor delete a replay: the file goes and the live keeps none', async () => {
    await refused(t, ERRORS.FORBIDDEN.code, live.replayDelete, {
      token: other.token,
      body: { live_id: replayed },
    });
    await refused(t, 1403, live.replayDelete, { token: visitor, body: { live_id: replayed } });
    expect(existsSync(fileOf(replayUrl))).toBe(true);
    expect(await ok(t, live.replayDelete, { token: anchor.token, body: { live_id: replayed } })).toBeNull();
    expect(existsSync(fileOf(replayUrl))).toBe(false);
    expect((await detail(replayed)).replay).toEqual({ status: 'none', url: null, seconds: null });
    const page = await ok(t, live.anchorDetail, { token: visitor, query: { id: anchor.id } });
    expect(page.replays).toEqual([]);
    await refused(t, ERRORS.LIVE_REPLAY_NONE.code, live.replayDelete, {
      token: anchor.token,
      body: { live_id: replayed },
    });
  });

  it('refuses to delete the replay of a live that has not ended', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Soon', style: 'jam' } });
    await refused(t, ERRORS.LIVE_REPLAY_RECORDING.code, live.replayDelete, {
      token: anchor.token,
      body: { live_id: l.id },
    });
  });

  it('makes a replay from a clip (the demo), and destroying the live deletes its file', async () => {
    const l = await ok(t, live.createLive, { token: anchor.token, body: { title: 'Clip', style: 'class' } });
    expect(await replays.fromClip(l.id, '/nonexistent.mp4')).toBe('skipped');
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    const clip = join(t.config.dataDir, 'clip.mp4');
    execFileSync(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', clip],
    ]);
    expect(await replays.fromClip(l.id, clip)).toBe('ready');
    expect(await replays.fromClip(l.id, clip)).toBe('skipped');
    const r = (await detail(l.id)).replay!;
    expect(r).toMatchObject({ status: 'ready', seconds: 2 });
    expect(streamKinds(fileOf(r.url!))).toEqual(['audio', 'video']);
    await ok(t, live.destroy, { token: anchor.token, body: { live_id: l.id } });
    expect(existsSync(fileOf(r.url!))).toBe(false);
  });
});
