import { describe, expect, it } from 'vitest';
import { music } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, by, visitor } = await testFile();

const shop = await f.newShop();
const track = await f.newTrack(shop, { title: 'Comment me' }, { bpm: 100, seconds: 8 });
const draft = await f.newTrack(
  shop,
  { title: 'Draft', status: 'draft' },
  { bpm: 100, seconds: 8, transcode: false },
);

describe('comments on a track', () => {
  it('comments, replies in one thread naming whom a reply answers, and lists them', async () => {
    const a = await f.newUser();
    const b = await f.newUser();
    const top = await ok(t, music.comment, {
      token: a.token,
      body: { id: track.id, content: '  这段 toprock 太炸了  ' },
    });
    expect(top).toMatchObject({
      content: '这段 toprock 太炸了',
      parent_id: null,
      status: 'published',
      reply_count: 0,
    });
    const r1 = await ok(t, music.comment, {
      token: b.token,
      body: { id: track.id, parent_id: top.id, content: '同意' },
    });
    expect(r1).toMatchObject({ parent_id: top.id, reply_to: null });
    // A reply to a reply joins the top-level thread and names whom it answers.
    const r2 = await ok(t, music.comment, {
      token: a.token,
      body: { id: track.id, parent_id: r1.id, content: '一起练' },
    });
    expect(r2.parent_id).toBe(top.id);
    expect(r2.reply_to?.id).toBe(b.id);

    const page = await ok(t, music.comments, { token: visitor, query: { id: track.id } });
    const shown = page.list.find((c) => c.id === top.id)!;
    expect(shown.reply_count).toBe(2);
    expect(shown.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect(shown.user.id).toBe(a.id);
    const replies = await ok(t, music.comments, {
      token: visitor,
      query: { id: track.id, parent_id: top.id, limit: 1 },
    });
    expect(replies.list.map((r) => r.id)).toEqual([r1.id]);
    const more = await ok(t, music.comments, {
      token: visitor,
      query: { id: track.id, parent_id: top.id, cursor: replies.next_cursor!, limit: 1 },
    });
    expect(more.list.map((r) => r.id)).toEqual([r2.id]);
  });

  it('holds a comment with a review word for its author and refuses a blocked one', async () => {
    const u = await f.newUser();
    const held = await ok(t, music.comment, {
      token: u.token,
      body: { id: track.id, content: `听 ${await f.newWord('review')}` },
    });
    expect(held.status).toBe('review');
    const seen = async (token: string) =>
      (await ok(t, music.comments, { token, query: { id: track.id, limit: 50 } })).list.map((c) => c.id);
    expect(await seen(visitor)).not.toContain(held.id);
    expect(await seen(u.token)).toContain(held.id);
    await refused(t, 3001, music.comment, {
      token: u.token,
      body: { id: track.id, content: `听 ${await f.newWord('block')}` },
    });
  });

  it('refuses bad input (1400), a visitor (1403), a draft of another shop (1404) and a foreign parent', async () => {
    const u = await f.newUser();
    await refused(t, 1403, music.comment, { token: visitor, body: { id: track.id, content: 'hi' } });
    await refused(t, 1403, music.commentLike, { token: visitor, body: { id: 1, like: 1 } });
    const empty = await refused(t, 1400, music.comment, {
      token: u.token,
      body: { id: track.id, content: '   ' },
    });
    expect(JSON.stringify(empty.body)).toContain('content');
    const long = await by.body('POST', '/api/music/comment', {
      token: u.token,
      body: { id: track.id, content: 'x'.repeat(501) },
    });
    expect(long.code).toBe(1400);
    await refused(t, 1400, music.comments, { token: visitor, query: { id: track.id, cursor: 'nope' } });
    await refused(t, 1404, music.comment, { token: u.token, body: { id: draft.id, content: 'hi' } });
    await refused(t, 1404, music.comments, { token: visitor, query: { id: draft.id } });
    await refused(t, 1404, music.comment, { token: u.token, body: { id: 99_999_999, content: 'hi' } });
    const other = await f.newTrack(shop, { title: 'Other' }, { bpm: 90, seconds: 8 });
    const elsewhere = await ok(t, music.comment, { token: u.token, body: { id: other.id, content: 'here' } });
    await refused(t, 1400, music.comment, {
      token: u.token,
      body: { id: track.id, parent_id: elsewhere.id, content: 'wrong thread' },
    });
  });

  it('counts a like once under 20 concurrent likes, and an unlike once', async () => {
    const author = await f.newUser();
    const fan = await f.newUser();
    const c = await ok(t, music.comment, { token: author.token, body: { id: track.id, content: 'like me' } });
    const likes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ok(t, music.commentLike, { token: fan.token, body: { id: c.id, like: 1 } }),
      ),
    );
    expect(likes.every((l) => l.liked)).toBe(true);
    const rows = await t.database.pool.query(
      'select (select count(*)::int from music_comment_like where comment_id = $1) as likes, like_count from music_comment where id = $1',
      [c.id],
    );
    expect(rows.rows[0]).toEqual({ likes: 1, like_count: 1 });
    const listed = await ok(t, music.comments, { token: fan.token, query: { id: track.id, limit: 50 } });
    expect(listed.list.find((x) => x.id === c.id)).toMatchObject({ liked: true, like_count: 1 });
    const unlikes = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok(t, music.commentLike, { token: fan.token, body: { id: c.id, like: 0 } }),
      ),
    );
    expect(Math.min(...unlikes.map((u) => u.like_count))).toBe(0);
    const after = await t.database.pool.query('select like_count from music_comment where id = $1', [c.id]);
    expect(after.rows[0].like_count).toBe(0);
    await refused(t, 1404, music.commentLike, { token: fan.token, body: { id: 99_999_999, like: 1 } });
  });
});

describe('handpicked lists', () => {
  it('an operator creates and edits a list; everyone reads it with its tracks in order', async () => {
    const op = await f.newUser({ roles: ['operator'] });
    const second = await f.newTrack(shop, { title: 'Second' }, { bpm: 120, seconds: 8 });
    const made = await ok(t, music.handpickEdit, {
      token: op.token,
      body: { title: 'Cypher 必备', intro: '练 toprock 的歌', track_ids: [second.id, track.id], sort: 1 },
    });
    expect(made.tracks.map((x) => x.id)).toEqual([second.id, track.id]);
    expect(made.cover).toBe(second.cover);
    const read = await ok(t, music.handpick, { token: visitor });
    expect(read.list.find((h) => h.id === made.id)?.tracks.map((x) => x.id)).toEqual([second.id, track.id]);
    const edited = await ok(t, music.handpickEdit, {
      token: op.token,
      body: { id: made.id, title: 'Cypher 必备', track_ids: [track.id], status: 'hidden' },
    });
    expect(edited).toMatchObject({ status: 'hidden', tracks: [{ id: track.id }] });
    expect((await ok(t, music.handpick, { token: visitor })).list.map((h) => h.id)).not.toContain(made.id);
    await refused(t, 1404, music.handpick, { token: visitor, query: { id: made.id } });
  });

  it('refuses a visitor (1403), a non-operator (1405), bad input and unlisted tracks (1400)', async () => {
    const op = await f.newUser({ roles: ['operator'] });
    const dancer = await f.newUser();
    const body = { title: 'x', track_ids: [track.id] };
    await refused(t, 1403, music.handpickEdit, { token: visitor, body });
    await refused(t, 1405, music.handpickEdit, { token: shop.owner.token, body });
    await refused(t, 1405, music.handpickEdit, { token: dancer.token, body });
    await refused(t, 1400, music.handpickEdit, {
      token: op.token,
      body: { title: '', track_ids: [track.id] },
    });
    await refused(t, 1400, music.handpickEdit, { token: op.token, body: { title: 'x', track_ids: [] } });
    const r = await refused(t, 1400, music.handpickEdit, {
      token: op.token,
      body: { title: 'x', track_ids: [track.id, draft.id] },
    });
    expect(JSON.stringify(r.body)).toContain('track_ids');
    await refused(t, 1404, music.handpickEdit, {
      token: op.token,
      body: { id: 99_999_999, title: 'x', track_ids: [track.id] },
    });
    await refused(t, 1400, music.handpick, { token: visitor, query: { id: 'abc' as never } });
  });
});
