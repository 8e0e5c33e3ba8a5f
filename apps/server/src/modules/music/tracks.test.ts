import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mall, music, type EndpointQuery } from '@dance/contracts';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';
import { roundTrips } from '../../../test/round-trips.ts';
import { TrackService } from './tracks.ts';
import { ok, refused } from '../../../test/kit.ts';
import { mediaTools } from '../../platform/ffmpeg.ts';
import { tinyWav } from '../content/test-factories.ts';
import { RENDITION_FILES, musicDir } from './media.ts';

const { t, kit: f, visitor } = await testFile();
const ffprobe = mediaTools({ pathVar: process.env.PATH }).ffprobe.path!;

/** The length ffprobe reads from a rendition file, in seconds. */
function lengthOf(file: string): number {
  return Number(
    execFileSync(ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]).toString(),
  );
}

describe('the transcode job', () => {
  it('makes every rendition of a paid click track with the right length, 200 peaks and the BPM within 2', async () => {
    const shop = await f.newShop();
    const track = await f.newTrack(
      shop,
      { price: '6.00', title: '128 click' },
      { bpm: 128, seconds: 34, transcode: false },
    );
    expect(track).toMatchObject({ media_status: 'processing', duration: null, bpm: null, peaks: [] });
    expect(await t.services.music.media.transcode(track.id)).toBe('ready');
    const d = await ok(t, music.trackDetail, { token: shop.owner.token, query: { id: track.id } });
    expect(d.media_status).toBe('ready');
    expect(d.duration).toBeCloseTo(34, 0);
    expect(d.peaks).toHaveLength(200);
    expect(Math.max(...d.peaks)).toBeGreaterThan(0.5);
    expect(Math.abs(d.bpm_estimate! - 128)).toBeLessThanOrEqual(2);
    expect(d.bpm).toBe(Math.round(d.bpm_estimate!));

    const [row] = (
      await t.database.pool.query<{ media_key: string; sizes: Record<string, number> }>(
        'select media_key, sizes from music_track where id = $1',
        [track.id],
      )
    ).rows;
    const folder = join(musicDir(t.platform), row!.media_key);
    expect(row!.media_key).toMatch(new RegExp(`^${track.id}-[0-9a-f]{32}$`));
    for (const [name, r] of Object.entries(RENDITION_FILES)) {
      const file = join(folder, r.file);
      expect(statSync(file).size).toBe(row!.sizes[name]);
      expect(readFileSync(file).subarray(4, 8).toString()).toBe('ftyp');
      expect(lengthOf(file)).toBeCloseTo(name === 'preview' ? 30 : 34, 0);
    }
    // Nothing of the renditions is under the folder the static route serves.
    expect(folder.startsWith(t.platform.config.storage.dir)).toBe(false);
    // A second delivery of the job changes nothing.
    expect(await t.services.music.media.transcode(track.id)).toBe('skipped');
  }, 120_000);

  it('a free track gets no preview; an upload that is not audio fails the track', async () => {
    const shop = await f.newShop();
    const free = await f.newTrack(shop, {}, { bpm: 100, seconds: 12 });
    const [row] = (await t.database.pool.query('select sizes from music_track where id = $1', [free.id]))
      .rows;
    expect(Object.keys(row.sizes).sort()).toEqual(['download', 'stream']);

    const broken = await ok(t, music.editMusic, {
      token: shop.owner.token,
      body: {
        mch_id: shop.id,
        title: 'broken',
        artist: 'x',
        genres: ['house'],
        cover: await f.newImage(shop.owner),
        audio_url: (await t.services.uploads.store(shop.owner.id, 'audio', tinyWav(0).subarray(0, 12))).url,
      },
    });
    expect(await t.services.music.media.transcode(broken.id)).toBe('failed');
    const d = await ok(t, music.trackDetail, { token: shop.owner.token, query: { id: broken.id } });
    expect(d.media_status).toBe('failed');
  }, 120_000);
});

describe('POST /api/goods/edit-music', () => {
  it('publishes a track as goods of type music with an album; edits it; a draft is only the shop’s', async () => {
    const shop = await f.newShop();
    const paid = await f.newTrack(shop, {
      price: '3.50',
      album: 'Cypher Vol.1',
      genres: ['popping', 'house'],
      bpm: 110,
    });
    expect(paid).toMatchObject({
      price: '3.50',
      free: false,
      bpm: 110,
      genres: ['popping', 'house'],
      album: { name: 'Cypher Vol.1' },
      status: 'published',
      is_staff: true,
      full_access: true,
    });
    expect(paid.sku_id).toBeGreaterThan(0);
    const goods = await ok(t, mall.goodsDetail, { token: visitor, query: { id: paid.id } });
    expect(goods).toMatchObject({ id: paid.id, name: paid.title });

    const edited = await ok(t, music.editMusic, {
      token: shop.clerk.token,
      body: {
        id: paid.id,
        title: 'Renamed',
        artist: 'DJ Kit',
        genres: ['popping'],
        cover: paid.cover,
        audio_url: (
          await t.database.pool.query('select source_url from music_track where id = $1', [paid.id])
        ).rows[0].source_url as string,
        price: '4.00',
        status: 'draft',
      },
    });
    expect(edited).toMatchObject({ title: 'Renamed', price: '4.00', status: 'draft', media_status: 'ready' });
    await refused(t, 1404, music.trackDetail, { token: visitor, query: { id: paid.id } });
    expect((await ok(t, music.trackDetail, { token: shop.owner.token, query: { id: paid.id } })).title).toBe(
      'Renamed',
    );
  }, 120_000);

  it('refuses bad input, a visitor (1403), another musician (1405), a stranger’s audio and switching free and paid', async () => {
    const shop = await f.newShop();
    const other = await f.newShop();
    const cover = await f.newImage(shop.owner);
    const audio = await f.newAudio(shop.owner, { seconds: 5 });
    const body = {
      mch_id: shop.id,
      title: 'T',
      artist: 'A',
      genres: ['krump' as const],
      cover,
      audio_url: audio,
    };
    await refused(t, 1400, music.editMusic, { token: shop.owner.token, body: { ...body, genres: [] } });
    await refused(t, 1400, music.editMusic, { token: shop.owner.token, body: { ...body, title: '' } });
    await refused(t, 1400, music.editMusic, { token: shop.owner.token, body: { ...body, price: '-1.00' } });
    await refused(t, 1400, music.editMusic, {
      token: shop.owner.token,
      body: { ...body, audio_url: await f.newAudio(other.owner, { seconds: 5 }) },
    });
    await refused(t, 1400, music.editMusic, { token: shop.owner.token, body: { ...body, audio_url: cover } });
    await refused(t, 1403, music.editMusic, { token: visitor, body });
    await refused(t, 1405, music.editMusic, { token: other.owner.token, body });
    expect(await countRows(t, 'music_track', `mch_id = ${shop.id}`)).toBe(0);

    const mine = await ok(t, music.editMusic, { token: shop.owner.token, body });
    await refused(t, 1405, music.editMusic, {
      token: other.owner.token,
      body: { ...body, id: mine.id, mch_id: undefined },
    });
    await refused(t, 1400, music.editMusic, {
      token: shop.owner.token,
      body: { ...body, id: mine.id, price: '1.00' },
    });
    await refused(t, 1400, music.editMusic, { token: shop.owner.token, body: { ...body, id: 99_999_999 } });
  });
});

describe('lists, my musics, genres and albums', () => {
  it('filters by genre, BPM, album and musician; sorts new and hot with cursors', async () => {
    const shop = await f.newShop();
    const a = await f.newTrack(shop, { genres: ['vogue'], bpm: 90, album: 'Ballroom' }, { seconds: 4 });
    const b = await f.newTrack(
      shop,
      { genres: ['vogue', 'house'], bpm: 124, album: 'Ballroom' },
      { seconds: 4 },
    );
    const c = await f.newTrack(shop, { genres: ['afro'], bpm: 100 }, { seconds: 4 });
    await t.database.pool.query('update music_track set plays = 7 where id = $1', [a.id]);
    const ids = async (q: EndpointQuery<typeof music.trackList> | Record<string, never>) =>
      (await ok(t, music.trackList, { token: visitor, query: { mch_id: shop.id, ...q } })).list.map(
        (x) => x.id,
      );
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ genre: 'vogue' })).toEqual([b.id, a.id]);
    expect(await ids({ bpm_min: 95, bpm_max: 130 })).toEqual([c.id, b.id]);
    expect(await ids({ album_id: a.album!.id })).toEqual([b.id, a.id]);
    expect(await ids({ sort: 'hot' })).toEqual([a.id, c.id, b.id]);
    const first = await ok(t, music.trackList, {
      token: visitor,
      query: { mch_id: shop.id, sort: 'hot', limit: 1 },
    });
    const next = await ok(t, music.trackList, {
      token: visitor,
      query: { mch_id: shop.id, sort: 'hot', limit: 2, cursor: first.next_cursor! },
    });
    expect(next.list.map((x) => x.id)).toEqual([c.id, b.id]);
    await refused(t, 1400, music.trackList, { token: visitor, query: { cursor: 'x_y' } });
    await refused(t, 1400, music.trackList, { token: visitor, query: { bpm_min: 130, bpm_max: 90 } });
    await refused(t, 1400, music.trackList, { token: visitor, query: { genre: 'polka' as never } });

    const genres = await ok(t, music.genres, { token: visitor });
    expect(genres.list.find((g) => g.genre === 'vogue')!.tracks).toBeGreaterThanOrEqual(2);
    const albums = await ok(t, music.albums, { token: visitor, query: { mch_id: shop.id } });
    expect(albums.list).toEqual([
      expect.objectContaining({ name: 'Ballroom', track_count: 2, mch_id: shop.id }),
    ]);
    await refused(t, 1400, music.albums, { token: visitor, query: { mch_id: 'x' as never } });
  }, 120_000);

  it('my-musics lists the shop’s tracks with sales; bought=1 the caller’s licences; a refund revokes', async () => {
    const shop = await f.newShop();
    const paid = await f.newTrack(shop, { price: '2.00' }, { seconds: 4 });
    const draft = await f.newTrack(shop, { status: 'draft' }, { seconds: 4 });
    const buyer = await newUser(t);
    expect((await ok(t, music.trackDetail, { token: buyer.token, query: { id: paid.id } })).full_access).toBe(
      false,
    );
    const orderId = await f.buyTrack(buyer, paid);
    expect(await ok(t, music.trackDetail, { token: buyer.token, query: { id: paid.id } })).toMatchObject({
      licensed: true,
      full_access: true,
    });
    const mine = await ok(t, music.myMusics, { token: shop.owner.token, query: {} });
    expect(mine.list.map((x) => [x.id, x.sales])).toEqual([
      [draft.id, 0],
      [paid.id, 1],
    ]);
    const bought = await ok(t, music.myMusics, { token: buyer.token, query: { bought: 1 } });
    expect(bought.list.map((x) => x.id)).toEqual([paid.id]);
    expect(bought.list[0]!.licensed_at).not.toBeNull();
    expect((await ok(t, music.myMusics, { token: buyer.token, query: {} })).list).toEqual([]);
    await refused(t, 1403, music.myMusics, { token: visitor, query: {} });
    await refused(t, 1400, music.myMusics, { token: buyer.token, query: { bought: 2 as never } });

    await ok(t, mall.storeCancel, { token: shop.owner.token, body: { id: orderId, reason: '下架' } });
    expect(await ok(t, music.trackDetail, { token: buyer.token, query: { id: paid.id } })).toMatchObject({
      licensed: false,
      full_access: false,
      plays: 0,
    });
    expect((await ok(t, music.myMusics, { token: buyer.token, query: { bought: 1 } })).list).toEqual([]);
    expect(
      (await ok(t, music.myMusics, { token: shop.owner.token, query: {} })).list.find(
        (x) => x.id === paid.id,
      )!.sales,
    ).toBe(0);
    expect(await countRows(t, 'music_licence', `track_id = ${paid.id} and revoked_at is not null`)).toBe(1);
  }, 120_000);
});

describe('liking a track (the goods collect)', () => {
  it('the detail shows the like; liked=1 lists liked tracks newest first, without other goods or unlisted tracks', async () => {
    const shop = await f.newShop();
    const a = await f.newTrack(shop, { genres: ['house'] }, { seconds: 4 });
    const b = await f.newTrack(shop, { price: '1.00', genres: ['krump'] }, { seconds: 4 });
    const hidden = await f.newTrack(shop, {}, { seconds: 4 });
    const shoes = await f.newGoods(shop.id);
    const fan = await newUser(t);
    expect((await ok(t, music.trackDetail, { token: fan.token, query: { id: a.id } })).is_liked).toBe(false);

    const like = (id: number, on: 0 | 1) =>
      ok(t, mall.goodsCollect, { token: fan.token, body: { goods_id: id, is_collect: on } });
    await like(a.id, 1);
    await like(hidden.id, 1);
    await like(shoes.id, 1);
    await like(b.id, 1);
    expect((await ok(t, music.trackDetail, { token: fan.token, query: { id: a.id } })).is_liked).toBe(true);
    expect((await ok(t, music.trackDetail, { token: visitor, query: { id: a.id } })).is_liked).toBe(false);
    // Another listener's like is not mine.
    const other = await newUser(t);
    expect((await ok(t, music.trackDetail, { token: other.token, query: { id: a.id } })).is_liked).toBe(
      false,
    );

    // The shop takes one track back to draft: it leaves the list.
    await t.database.pool.query(`update music_track set status = 'draft' where id = $1`, [hidden.id]);
    const liked = await ok(t, music.myMusics, { token: fan.token, query: { liked: 1 } });
    expect(liked.list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(liked.list[0]!.liked_at).not.toBeNull();
    expect(liked.list[0]!.licensed_at).toBeNull();

    // Paging with the collection's cursor walks the same list.
    const walked: number[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 5; n++) {
      const p = await ok(t, music.myMusics, { token: fan.token, query: { liked: 1, limit: 1, cursor } });
      walked.push(...p.list.map((x) => x.id));
      if (!p.next_cursor) break;
      cursor = p.next_cursor;
    }
    expect(walked).toEqual([b.id, a.id]);

    await like(b.id, 0);
    expect((await ok(t, music.trackDetail, { token: fan.token, query: { id: b.id } })).is_liked).toBe(false);
    expect(
      (await ok(t, music.myMusics, { token: fan.token, query: { liked: 1 } })).list.map((x) => x.id),
    ).toEqual([a.id]);
    await refused(t, 1403, music.myMusics, { token: visitor, query: { liked: 1 } });
    await refused(t, 1400, music.myMusics, { token: fan.token, query: { liked: 2 as never } });
  }, 120_000);
});

describe('the OpenAPI document', () => {
  it('describes every music call', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = (Object.values(music) as unknown[]).filter(
      (e): e is { method: string; path: string } =>
        typeof e === 'object' && e !== null && 'path' in e && 'method' in e,
    );
    expect(calls.length).toBe(23);
    for (const c of calls) expect(doc.paths[c.path]?.[c.method.toLowerCase()], c.path).toBeDefined();
  });
});

describe('the detail as a visitor sees it (decision 264)', () => {
  it('is kept for every visitor; a listener’s own state and an unlisted track never are', async () => {
    // A service as production builds it (caches on), of the same parts as the test app's.
    type Args = ConstructorParameters<typeof TrackService>;
    const live = t.services.music.tracks as unknown as {
      p: Args[0];
      db: Args[1];
      repo: Args[2];
      deps: Args[3];
      review: Args[4];
    };
    const s = new TrackService(live.p, live.db, live.repo, live.deps, live.review, 60_000);
    const shop = await f.newShop();
    const a = await f.newTrack(shop, { price: '1.00' }, { seconds: 4 });
    const draft = await f.newTrack(shop, { status: 'draft' }, { seconds: 4 });
    const first = await s.detail(null, a.id);
    expect(first).toMatchObject({ id: a.id, is_liked: false, licensed: false, full_access: false });
    // Kept: the second visitor's answer is the same object, read from nothing.
    const again = await roundTrips(() => s.detail(null, a.id));
    expect(again.queries).toEqual([]);
    expect(again.result).toBe(first);
    // A listener's like shows at once; a visitor's kept answer is still the visitors'.
    const fan = await newUser(t);
    await ok(t, mall.goodsCollect, { token: fan.token, body: { goods_id: a.id, is_collect: 1 } });
    expect(await s.detail(fan.id, a.id)).toMatchObject({ is_liked: true });
    expect(await s.detail(fan.id, a.id)).not.toBe(await s.detail(fan.id, a.id));
    expect((await s.detail(null, a.id)).is_liked).toBe(false);
    // A track not listed is refused each time, not kept: published, it shows at once.
    await expect(s.detail(null, draft.id)).rejects.toMatchObject({ code: 1404 });
    await t.database.pool.query(`update music_track set status = 'published' where id = $1`, [draft.id]);
    expect(await s.detail(null, draft.id)).toMatchObject({ id: draft.id });
  });
});
