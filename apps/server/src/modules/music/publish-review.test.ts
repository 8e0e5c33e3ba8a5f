import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall, message, music, ops } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { api, ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const editor = await newUser(t, { roles: ['op:editor'] });
const reviewer = await newUser(t, { roles: ['op:reviewer'] });
const boss = await newUser(t, { roles: ['operator'] });

const logged = async (kind: string, ref: string) =>
  (
    await t.database.db.execute<{ decision: string; reason: string; after: unknown }>(
      sql`select decision, reason, after from ops_action where kind = ${kind} and ref = ${ref} order by id`,
    )
  ).rows;

const inQueue = async (ref: string) =>
  (await ok(t, ops.queue, { token: reviewer.token, query: { kind: 'publish_music', limit: 50 } })).list.find(
    (i) => i.ref === ref,
  ) ?? null;

const listed = async (id: number) =>
  (await ok(t, music.trackList, { token: visitor, query: { limit: 50 } })).list.some((c) => c.id === id);

describe('review before publishing of tracks', () => {
  it('is off by default: a published track is listed and on sale at once', async () => {
    expect(await ok(t, music.publishReview, { token: editor.token })).toEqual({ on: false });
    const shop = await f.newShop();
    const track = await f.newTrack(shop, { price: '3.00' });
    expect(track.status).toBe('published');
    expect(await listed(track.id)).toBe(true);
    expect((await ok(t, mall.goodsDetail, { token: visitor, query: { id: track.id } })).status).toBe(1);
    expect(await inQueue(String(track.id))).toBeNull();
  });

  it('only an editor (or super) reads or flips the switch, and each flip is logged', async () => {
    const shop = await f.newShop();
    await refused(t, 1405, music.setPublishReview, { token: shop.owner.token, body: { on: 1 } });
    await refused(t, 1405, music.setPublishReview, { token: reviewer.token, body: { on: 1 } });
    await refused(t, 1405, music.publishReview, { token: shop.owner.token });
    expect(await ok(t, music.publishReview, { token: boss.token })).toEqual({ on: false });
    expect(await ok(t, music.setPublishReview, { token: editor.token, body: { on: 1 } })).toEqual({
      on: true,
    });
    expect(await ok(t, music.publishReview, { token: boss.token })).toEqual({ on: true });
    expect((await logged('setting', 'music_publish_review')).map((r) => r.after)).toEqual([{ on: true }]);
  });

  it('on: a publication waits unseen until approved, once', async () => {
    const shop = await f.newShop();
    const stranger = await newUser(t);
    const track = await f.newTrack(shop, { price: '6.00', title: 'Waiting beat' });
    expect(track.status).toBe('review');
    // Its shop sees it under review; nobody else finds, lists, plays or buys it.
    const mine = await ok(t, music.myMusics, { token: shop.owner.token, query: { limit: 10 } });
    expect(mine.list.find((c) => c.id === track.id)?.status).toBe('review');
    await refused(t, 1404, music.trackDetail, { token: stranger.token, query: { id: track.id } });
    await refused(t, 1404, music.playUrl, { token: stranger.token, query: { id: track.id } });
    expect(await listed(track.id)).toBe(false);
    expect((await ok(t, mall.goodsDetail, { token: visitor, query: { id: track.id } })).status).toBe(0);

    const item = await inQueue(String(track.id));
    expect(item).toMatchObject({
      kind: 'publish_music',
      title: 'Waiting beat',
      user: { id: shop.owner.id },
      decisions: ['approve', 'refuse'],
    });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_music', ref: String(track.id), decision: 'approve' },
    });
    expect((await ok(t, music.trackDetail, { token: stranger.token, query: { id: track.id } })).status).toBe(
      'published',
    );
    expect(await listed(track.id)).toBe(true);
    expect((await ok(t, mall.goodsDetail, { token: visitor, query: { id: track.id } })).status).toBe(1);
    expect(await inQueue(String(track.id))).toBeNull();
    await refused(t, 1409, ops.decide, {
      token: boss.token,
      body: { kind: 'publish_music', ref: String(track.id), decision: 'refuse', reason: 'late' },
    });
    expect((await logged('publish_music', String(track.id))).map((r) => r.decision)).toEqual(['approve']);

    // Editing a published track keeps it published while review is on.
    const edited = await ok(t, music.editMusic, {
      token: shop.owner.token,
      body: {
        id: track.id,
        title: 'Waiting beat (edit)',
        artist: 'DJ Kit',
        genres: ['breaking'],
        cover: track.cover,
        audio_url: track.source_url,
        price: '6.00',
      },
    });
    expect(edited.status).toBe('published');
  });

  it('on: a refusal returns it to draft with the reason, and its publisher is told', async () => {
    const shop = await f.newShop();
    const track = await f.newTrack(shop, { title: 'Too loud' });
    expect(track.status).toBe('review');
    await refused(t, 1400, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_music', ref: String(track.id), decision: 'refuse' },
    });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_music', ref: String(track.id), decision: 'refuse', reason: 'Cover is blurred' },
    });
    const d = await ok(t, music.trackDetail, { token: shop.owner.token, query: { id: track.id } });
    expect(d).toMatchObject({ status: 'draft', review_reason: 'Cover is blurred' });
    expect(await listed(track.id)).toBe(false);
    const box = await ok(t, message.messageList, { token: shop.owner.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('Cover is blurred');
    expect(await logged('publish_music', String(track.id))).toMatchObject([
      { decision: 'refuse', reason: 'Cover is blurred' },
    ]);
    await refused(t, 1409, ops.decide, {
      token: reviewer.token,
      body: { kind: 'publish_music', ref: String(track.id), decision: 'approve' },
    });

    // Switched off again, publishing the draft is immediate and clears the reason.
    await ok(t, music.setPublishReview, { token: editor.token, body: { on: 0 } });
    const again = await ok(t, music.editMusic, {
      token: shop.owner.token,
      body: {
        id: track.id,
        title: 'Too loud',
        artist: 'DJ Kit',
        genres: ['breaking'],
        cover: track.cover,
        audio_url: d.source_url,
      },
    });
    expect(again.status).toBe('published');
    expect(again.review_reason).toBeUndefined();
    await ok(t, music.setPublishReview, { token: editor.token, body: { on: 1 } });
  });

  it('decided by six operators at once: one outcome, one log row', async () => {
    const shop = await f.newShop();
    const track = await f.newTrack(shop, { price: '2.00' });
    expect(track.status).toBe('review');
    const many = [
      boss,
      reviewer,
      ...(await Promise.all(Array.from({ length: 4 }, () => newUser(t, { roles: ['op:reviewer'] })))),
    ];
    const res = await Promise.all(
      many.map((o, i) =>
        api(t, ops.decide, {
          token: o.token,
          body: {
            kind: 'publish_music',
            ref: String(track.id),
            decision: i % 2 ? 'refuse' : 'approve',
            reason: 'ok',
          },
        }),
      ),
    );
    const codes = res.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 1409)).toBe(true);
    const log = await logged('publish_music', String(track.id));
    expect(log).toHaveLength(1);
    const d = await ok(t, music.trackDetail, { token: shop.owner.token, query: { id: track.id } });
    expect(d.status).toBe(log[0]!.decision === 'approve' ? 'published' : 'draft');
    expect((await ok(t, mall.goodsDetail, { token: visitor, query: { id: track.id } })).status).toBe(
      log[0]!.decision === 'approve' ? 1 : 0,
    );
  });
});
