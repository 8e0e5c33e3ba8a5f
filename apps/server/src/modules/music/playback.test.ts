import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { music } from '@dance/contracts';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';
import { RENDITION_FILES, musicDir } from './media.ts';

const { t, kit: f, visitor } = await testFile();

const shop = await f.newShop();
const free = await f.newTrack(shop, { genres: ['breaking'], downloadable: 1 }, { seconds: 12 });
const paid = await f.newTrack(shop, { price: '5.00', genres: ['popping'] }, { seconds: 34 });

/** The bytes of a rendition as stored. */
async function stored(id: number, r: keyof typeof RENDITION_FILES): Promise<Buffer> {
  const key = (await t.database.pool.query('select media_key from music_track where id = $1', [id])).rows[0]
    .media_key as string;
  return readFileSync(join(musicDir(t.platform), key, RENDITION_FILES[r].file));
}

/** The track's download count as its shop sees it. */
const downloads = async (id: number) =>
  (await ok(t, music.myMusics, { token: shop.owner.token, query: { limit: 50 } })).list.find(
    (x) => x.id === id,
  )!.downloads;

const get = (url: string, range?: string) =>
  t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

describe('GET /api/music/play-url and the audio route', () => {
  it('serves a free track in full to a visitor, with Range: first bytes, middle, suffix, past the end', async () => {
    const u = await ok(t, music.playUrl, { token: visitor, query: { id: free.id } });
    expect(u).toMatchObject({ rendition: 'stream', mime: 'audio/mp4' });
    const bytes = await stored(free.id, 'stream');
    expect(u.size).toBe(bytes.length);

    const whole = await get(u.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const first = await get(u.url, 'bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await get(u.url, 'bytes=1000-1999');
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const open = await get(u.url, `bytes=${bytes.length - 10}-`);
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const suffix = await get(u.url, 'bytes=-500');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const past = await get(u.url, `bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('a paid track: the preview for anyone, the full renditions refused until licensed (7001)', async () => {
    const listener = await newUser(t);
    const pre = await ok(t, music.playUrl, { token: listener.token, query: { id: paid.id } });
    expect(pre.rendition).toBe('preview');
    expect((await get(pre.url)).rawPayload.equals(await stored(paid.id, 'preview'))).toBe(true);
    await refused(t, 7001, music.playUrl, {
      token: listener.token,
      query: { id: paid.id, rendition: 'stream' },
    });
    await refused(t, 7001, music.playUrl, { token: visitor, query: { id: paid.id, rendition: 'download' } });

    // A preview URL cannot be turned into a full one: the signature covers the rendition.
    const forged = pre.url.replace('r=preview', 'r=stream');
    const r = await get(forged);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe(1405);

    await f.buyTrack(listener, paid);
    const full = await ok(t, music.playUrl, { token: listener.token, query: { id: paid.id } });
    expect(full.rendition).toBe('stream');
    expect(
      (await get(full.url, 'bytes=0-9')).rawPayload.equals((await stored(paid.id, 'stream')).subarray(0, 10)),
    ).toBe(true);
    // Not downloadable: not even for a licensee; the shop's staff may.
    await refused(t, 7003, music.playUrl, {
      token: listener.token,
      query: { id: paid.id, rendition: 'download' },
    });
    expect(
      (await ok(t, music.playUrl, { token: shop.owner.token, query: { id: paid.id, rendition: 'download' } }))
        .rendition,
    ).toBe('download');
  }, 120_000);

  it('a free downloadable track downloads and counts; bad, expired and unknown URLs are refused', async () => {
    const listener = await newUser(t);
    const d = await ok(t, music.playUrl, {
      token: listener.token,
      query: { id: free.id, rendition: 'download' },
    });
    expect((await get(d.url)).rawPayload.equals(await stored(free.id, 'download'))).toBe(true);
    expect(await downloads(free.id)).toBe(1);
    // A download counts once per listener, so a visitor is asked to sign in.
    await refused(t, 1403, music.playUrl, { token: visitor, query: { id: free.id, rendition: 'download' } });

    const expired = d.url.replace(/exp=\d+/, 'exp=1000');
    expect((await get(expired)).statusCode).toBe(403);
    expect((await get(d.url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`))).statusCode).toBe(403);
    expect((await get(d.url.replace(/sig=[0-9a-f]+/, 'sig=zz'))).json().code).toBe(1400);
    await refused(t, 1400, music.playUrl, {
      token: visitor,
      query: { id: free.id, rendition: 'master' as never },
    });
    await refused(t, 1404, music.playUrl, { token: visitor, query: { id: 99_999_999 } });
    const pending = await f.newTrack(shop, {}, { seconds: 4, transcode: false });
    await refused(t, 7002, music.playUrl, { token: visitor, query: { id: pending.id } });
  }, 120_000);
});

describe('counted downloads', () => {
  it('a listener renewing the download URL, 20 times at once, counts one download; another listener one more', async () => {
    const track = await f.newTrack(shop, { genres: ['house'], downloadable: 1 }, { seconds: 4 });
    const listener = await newUser(t);
    const urls = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok(t, music.playUrl, { token: listener.token, query: { id: track.id, rendition: 'download' } }),
      ),
    );
    expect(urls.every((u) => u.rendition === 'download')).toBe(true);
    expect(await downloads(track.id)).toBe(1);
    expect(await countRows(t, 'music_download', `track_id = ${track.id}`)).toBe(1);
    // Renewed later (an expired URL, a resume): still one.
    await ok(t, music.playUrl, { token: listener.token, query: { id: track.id, rendition: 'download' } });
    expect(await downloads(track.id)).toBe(1);
    // Streaming it does not count as a download.
    await ok(t, music.playUrl, { token: listener.token, query: { id: track.id } });
    const other = await newUser(t);
    await ok(t, music.playUrl, { token: other.token, query: { id: track.id, rendition: 'download' } });
    expect(await downloads(track.id)).toBe(2);
  });
});

describe('POST /api/music/play', () => {
  it('counts a play once under 20 concurrent reports, after 30 s (or half the track)', async () => {
    const listener = await newUser(t);
    const short = await ok(t, music.reportPlay, {
      token: listener.token,
      body: { id: paid.id, seconds: 10 },
    });
    expect(short.counted).toBe(false);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok(t, music.reportPlay, { token: listener.token, body: { id: paid.id, seconds: 31 } }),
      ),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(await countRows(t, 'music_play', `track_id = ${paid.id} and user_id = ${listener.id}`)).toBe(1);
    const d = await ok(t, music.trackDetail, { token: listener.token, query: { id: paid.id } });
    expect(d.plays).toBe(1);
    // A 12 s track counts after 6 s.
    expect(
      (await ok(t, music.reportPlay, { token: listener.token, body: { id: free.id, seconds: 6 } })).counted,
    ).toBe(true);

    await refused(t, 1403, music.reportPlay, { token: visitor, body: { id: paid.id, seconds: 40 } });
    await refused(t, 1400, music.reportPlay, { token: listener.token, body: { id: paid.id, seconds: -1 } });
    await refused(t, 1404, music.reportPlay, {
      token: listener.token,
      body: { id: 99_999_999, seconds: 40 },
    });
  });

  it('feeds the charts (recomputed by the job), recommendations and recently played', async () => {
    const fan = await newUser(t);
    const other = await f.newTrack(shop, { genres: ['breaking'] }, { seconds: 4 });
    await ok(t, music.reportPlay, { token: fan.token, body: { id: free.id, seconds: 12 } });
    await ok(t, music.reportPlay, { token: fan.token, body: { id: paid.id, seconds: 1 } });
    await t.services.music.plays.recompute();
    for (const window of ['day', 'week', 'all'] as const) {
      const r = await ok(t, music.rank, { token: visitor, query: { window } });
      expect(r.computed_at).not.toBeNull();
      expect(r.list[0]).toMatchObject({ rank: 1, track: { id: free.id } });
      expect(r.list[0]!.plays).toBeGreaterThanOrEqual(2);
    }
    await refused(t, 1400, music.rank, { token: visitor, query: { window: 'year' as never } });

    // The fan plays breaking: the breaking track they have not played comes first.
    const rec = await ok(t, music.recommend, { token: fan.token, query: {} });
    expect(rec.list.map((x) => x.id)).toEqual([other.id]);
    const forVisitor = await ok(t, music.recommend, { token: visitor, query: {} });
    expect(forVisitor.list[0]!.id).toBe(free.id);
    await refused(t, 1400, music.recommend, { token: visitor, query: { limit: 0 } });

    // Three genres by plays (ties by name), the tracks played left out, most played then newest first.
    const listener = await newUser(t);
    const played = [];
    for (const genres of [['breaking', 'popping'], ['breaking', 'house'], ['breaking'], ['krump']] as const) {
      played.push(await f.newTrack(shop, { genres: [...genres] }, { seconds: 4 }));
      await ok(t, music.reportPlay, { token: listener.token, body: { id: played.at(-1)!.id, seconds: 4 } });
    }
    const fresh: Record<string, number> = {};
    for (const genre of ['breaking', 'house', 'krump', 'popping'] as const)
      fresh[genre] = (await f.newTrack(shop, { genres: [genre] }, { seconds: 4 })).id;
    const third = await newUser(t);
    await ok(t, music.reportPlay, { token: third.token, body: { id: fresh.house!, seconds: 4 } });
    const mine = new Set([...played.map((x) => x.id), ...Object.values(fresh)]);
    const picked = (await ok(t, music.recommend, { token: listener.token, query: { limit: 50 } })).list
      .map((x) => x.id)
      .filter((id) => mine.has(id));
    // breaking 3, then house, krump and popping at 1 each: popping is fourth by name.
    expect(picked).toEqual([fresh.house, fresh.krump, fresh.breaking]);

    const recent = await ok(t, music.recent, { token: fan.token });
    expect(recent.list.map((x) => x.track.id)).toEqual([paid.id, free.id]);
    await refused(t, 1403, music.recent, { token: visitor });

    const merged = await ok(t, music.recentMerge, {
      token: fan.token,
      body: {
        items: [
          { goods_id: other.id, played_at: new Date(Date.now() + 60_000).toISOString() },
          { goods_id: free.id, played_at: new Date(Date.now() - 86_400_000).toISOString() },
          { goods_id: 99_999_999, played_at: new Date().toISOString() },
        ],
      },
    });
    expect(merged.list.map((x) => x.track.id)).toEqual([other.id, paid.id, free.id]);
    await refused(t, 1400, music.recentMerge, {
      token: fan.token,
      body: { items: [{ goods_id: other.id, played_at: 'yesterday' }] },
    });
  }, 120_000);

  it('keeps the last 100 recently played', async () => {
    const fan = await newUser(t);
    await t.database.pool.query(
      `insert into music_recent (user_id, track_id, played_at)
       select $1, g, now() - g * interval '1 second' from generate_series(1000000, 1000120) g`,
      [fan.id],
    );
    await ok(t, music.reportPlay, { token: fan.token, body: { id: free.id, seconds: 1 } });
    expect(await countRows(t, 'music_recent', `user_id = ${fan.id}`)).toBe(100);
    expect(await countRows(t, 'music_recent', `user_id = ${fan.id} and track_id = ${free.id}`)).toBe(1);
  });
});
