import { describe, expect, it } from 'vitest';
import { community, curate, type Endpoint } from '@dance/contracts';
import { countRows, testFile } from '../../../test/helpers.ts';
import { api, ok, refused, tag, type Input } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();
const editor = await f.newUser({ roles: ['op:editor'] });
const root = await f.newUser({ roles: ['operator'] });
const reviewer = await f.newUser({ roles: ['op:reviewer'] });
const someone = await f.newUser();

const journal = (kind: string, ref: number | string, decision?: string) =>
  countRows(
    t,
    'ops_action',
    `kind = '${kind}' and ref = '${ref}'${decision ? ` and decision = '${decision}'` : ''}`,
  );

/** A visitor 1403; an ordinary user and an operator without the editor role 1405; nothing written. */
async function onlyEditors<E extends Endpoint>(e: E, input: Input<E>) {
  const before = await countRows(t, 'ops_action');
  await refused(t, 1403, e, { ...input, token: visitor });
  await refused(t, 1405, e, { ...input, token: someone.token });
  await refused(t, 1405, e, { ...input, token: reviewer.token });
  expect(await countRows(t, 'ops_action')).toBe(before);
}

/** Two identical calls at once: one answers 0, the other `loser`. */
async function race<E extends Endpoint>(e: E, input: Input<E>, loser: number) {
  const rs = await Promise.all([api(t, e, input), api(t, e, input)]);
  expect(rs.map((r) => r.body.code).sort((a, b) => a - b)).toEqual([0, loser]);
}

describe('curating the word lists', () => {
  it('a block word added refuses a post at once; removed, the post goes through', async () => {
    const author = await f.newDancer();
    const w = `禁${tag()}`;
    // The filter has loaded the lists before the change (it would answer from memory).
    await f.newPost(author, { content: `练舞 ${tag()}` });
    const added = await ok(t, curate.wordAdd, { token: editor.token, body: { word: w, level: 'block' } });
    expect(added).toMatchObject({ word: w, level: 'block' });
    expect(await journal('word', added.id, 'add')).toBe(1);
    await refused(t, 3001, community.createPost, {
      token: author.token,
      body: { type: 'text', content: `今天练了 ${w} 很开心` },
    });
    await ok(t, curate.wordRemove, { token: editor.token, body: { id: added.id } });
    expect(await journal('word', added.id, 'remove')).toBe(1);
    await ok(t, community.createPost, {
      token: author.token,
      body: { type: 'text', content: `今天练了 ${w} 很开心` },
    });
  });

  it('lists by level and keyword with a cursor, newest first', async () => {
    const k = tag();
    const made = [];
    for (const level of ['block', 'review', 'review'] as const)
      made.push(
        await ok(t, curate.wordAdd, { token: root.token, body: { word: `${k}${made.length}`, level } }),
      );
    const review = await ok(t, curate.wordList, {
      token: editor.token,
      query: { level: 'review', keyword: k, limit: 1 },
    });
    expect(review.list.map((w) => w.id)).toEqual([made[2]!.id]);
    const next = await ok(t, curate.wordList, {
      token: editor.token,
      query: { level: 'review', keyword: k, limit: 1, cursor: review.next_cursor! },
    });
    expect(next.list.map((w) => w.id)).toEqual([made[1]!.id]);
    expect(next.next_cursor).toBeNull();
    const all = await ok(t, curate.wordList, { token: editor.token, query: { keyword: k } });
    expect(all.list.map((w) => w.level)).toEqual(['review', 'review', 'block']);
    await refused(t, 1400, curate.wordList, { token: editor.token, query: { level: 'hidden' as 'block' } });
    await refused(t, 1400, curate.wordList, { token: editor.token, query: { cursor: 'x_y' } });
    await onlyEditors(curate.wordList, { query: {} });
  });

  it('refuses duplicates (also the same word folded), empty and long words, and non-editors', async () => {
    const w = `賭${tag()}`;
    const first = await ok(t, curate.wordAdd, { token: editor.token, body: { word: w, level: 'review' } });
    const dup = await refused(t, 9501, curate.wordAdd, {
      token: editor.token,
      body: { word: w, level: 'block' },
    });
    expect((dup.body as { msg: string }).msg).toContain(w);
    // 賭 folds to 赌 and spaces are filler: the filter would see one word.
    await refused(t, 9501, curate.wordAdd, {
      token: editor.token,
      body: { word: ` 赌 ${w.slice(1).toUpperCase()}`, level: 'block' },
    });
    const bad = await refused(t, 1400, curate.wordAdd, {
      token: editor.token,
      body: { word: '', level: 'block' },
    });
    expect((bad.body as { msg: string }).msg).toContain('word');
    await refused(t, 1400, curate.wordAdd, { token: editor.token, body: { word: '！！', level: 'block' } });
    await refused(t, 1400, curate.wordAdd, {
      token: editor.token,
      body: { word: 'x'.repeat(41), level: 'block' },
    });
    await refused(t, 1400, curate.wordAdd, {
      token: editor.token,
      body: { word: 'ok', level: 'ban' as 'block' },
    });
    await onlyEditors(curate.wordAdd, { body: { word: `x${tag()}`, level: 'block' } });
    expect(await journal('word', first.id)).toBe(1);
  });

  it('two removes at once: one removes, the other answers 1404, one log row', async () => {
    const w = await ok(t, curate.wordAdd, {
      token: editor.token,
      body: { word: `删${tag()}`, level: 'block' },
    });
    await onlyEditors(curate.wordRemove, { body: { id: w.id } });
    await race(curate.wordRemove, { token: editor.token, body: { id: w.id } }, 1404);
    expect(await journal('word', w.id, 'remove')).toBe(1);
    expect(await countRows(t, 'moderation_word', `id = ${w.id}`)).toBe(0);
    await refused(t, 1400, curate.wordRemove, { token: editor.token, body: { id: -1 } });
  });
});

describe('curating the reasons of post, comment and user reports', () => {
  it('adds, edits in five languages, removes by hiding; the public list and new reports follow', async () => {
    const name = `引战${tag()}`;
    const r = await ok(t, curate.informCatAdd, {
      token: editor.token,
      body: { name, names: { en: 'Flame war', fr: '' }, sort: 3 },
    });
    expect(r).toMatchObject({ name, names: { en: 'Flame war' }, sort: 3, hidden: false });
    expect(await journal('inform_cat', r.id, 'add')).toBe(1);
    await refused(t, 9502, curate.informCatAdd, { token: root.token, body: { name } });

    const e = await ok(t, curate.informCatEdit, {
      token: root.token,
      body: {
        id: r.id,
        names: { 'zh-Hant': '引戰', en: 'Flaming', es: 'Provocación', fr: 'Provocation' },
        sort: 1,
      },
    });
    expect(e).toMatchObject({ name, sort: 1, names: { 'zh-Hant': '引戰', en: 'Flaming' } });
    expect(await journal('inform_cat', r.id, 'edit')).toBe(1);
    // Nothing changed: no log row.
    await ok(t, curate.informCatEdit, { token: root.token, body: { id: r.id, sort: 1 } });
    expect(await journal('inform_cat', r.id, 'edit')).toBe(1);
    const en = await api(t, community.informCats, { token: visitor, headers: { 'accept-language': 'en' } });
    expect(en.body.data.list).toContainEqual({ id: r.id, name: 'Flaming' });

    // A report made under it keeps it; removing hides it from the app and from new reports.
    const author = await f.newDancer();
    const post = await f.newPost(author);
    const reporter = await f.newUser();
    await ok(t, community.inform, {
      token: reporter.token,
      body: { post_id: post.id, cat_id: r.id, content: '引战', images: [] },
    });
    await onlyEditors(curate.informCatRemove, { body: { id: r.id } });
    await race(curate.informCatRemove, { token: editor.token, body: { id: r.id } }, 1404);
    expect(await journal('inform_cat', r.id, 'remove')).toBe(1);
    expect(await countRows(t, 'inform_cat', `id = ${r.id} and hidden`)).toBe(1);
    expect(await countRows(t, 'forum_report', `cat_id = ${r.id}`)).toBe(1);
    const pub = await ok(t, community.informCats, { token: visitor });
    expect(pub.list.map((c) => c.id)).not.toContain(r.id);
    await refused(t, 1404, community.inform, {
      token: (await f.newUser()).token,
      body: { post_id: post.id, cat_id: r.id, content: '', images: [] },
    });
    const listed = await ok(t, curate.informCatList, { token: editor.token });
    expect(listed.list.find((c) => c.id === r.id)).toMatchObject({ hidden: true });
    // Shown again by an edit.
    await ok(t, curate.informCatEdit, { token: editor.token, body: { id: r.id, hidden: false } });
    expect((await ok(t, community.informCats, { token: visitor })).list.map((c) => c.id)).toContain(r.id);
  });

  it('refuses bad input, unknown ids and non-editors', async () => {
    await refused(t, 1400, curate.informCatAdd, { token: editor.token, body: { name: '' } });
    await refused(t, 1400, curate.informCatAdd, { token: editor.token, body: { name: 'x'.repeat(21) } });
    await refused(t, 1400, curate.informCatAdd, { token: editor.token, body: { name: 'ok', sort: -1 } });
    await refused(t, 1400, curate.informCatAdd, {
      token: editor.token,
      body: { name: 'ok', names: { en: 'y'.repeat(21) } },
    });
    await refused(t, 1404, curate.informCatEdit, { token: editor.token, body: { id: 987654321, sort: 1 } });
    await refused(t, 1404, curate.informCatRemove, { token: editor.token, body: { id: 987654321 } });
    const r = await ok(t, curate.informCatAdd, { token: editor.token, body: { name: `其他${tag()}` } });
    const other = await ok(t, curate.informCatAdd, { token: editor.token, body: { name: `别的${tag()}` } });
    await refused(t, 9502, curate.informCatEdit, {
      token: editor.token,
      body: { id: other.id, name: r.name },
    });
    await onlyEditors(curate.informCatList, {});
    await onlyEditors(curate.informCatAdd, { body: { name: `x${tag()}` } });
    await onlyEditors(curate.informCatEdit, { body: { id: r.id, sort: 9 } });
    expect(await journal('inform_cat', r.id)).toBe(1);
  });
});

describe('pinning hot topics', () => {
  it('pinned topics lead the hot list in their order at once; unpinned they take their place again', async () => {
    const u = await f.newDancer();
    const names = [`热${tag()}`, `热${tag()}`, `热${tag()}`];
    for (const [i, name] of names.entries())
      for (let n = 0; n <= i; n++) await f.newPost(u, { topics: [name] });
    await t.services.community.topics.recomputeHot();
    const hot = async (limit = 50) => {
      const ids: number[] = [];
      let cursor: string | undefined;
      do {
        const p = await ok(t, community.topicList, { token: visitor, query: { sort: 'hot', limit, cursor } });
        ids.push(...p.list.map((x) => x.id));
        cursor = p.next_cursor ?? undefined;
      } while (cursor);
      return ids;
    };
    const before = await hot();
    const list = (await ok(t, community.topicList, { token: visitor, query: { sort: 'hot', limit: 50 } }))
      .list;
    const idOf = (n: string) => list.find((x) => x.name === n)!.id;
    const [t0, t1, t2] = names.map(idOf) as [number, number, number];
    // By activity: the topic with most posts first.
    expect(before.indexOf(t2)).toBeLessThan(before.indexOf(t1));
    expect(before.indexOf(t1)).toBeLessThan(before.indexOf(t0));

    const pinned = await ok(t, curate.topicPin, { token: editor.token, body: { topic_id: t0, position: 1 } });
    expect(pinned).toMatchObject({ id: t0, position: 1 });
    await ok(t, curate.topicPin, { token: root.token, body: { topic_id: t1, position: 2 } });
    expect(await journal('topic', t0, 'pin')).toBe(1);
    const now = await hot();
    expect(now.slice(0, 2)).toEqual([t0, t1]);
    expect(now.length).toBe(before.length);
    // Paged one at a time the order is the same, with nothing repeated or lost.
    expect(await hot(1)).toEqual(now);
    expect(
      (await ok(t, curate.topicPins, { token: editor.token })).list.map((x) => [x.id, x.position]),
    ).toEqual([
      [t0, 1],
      [t1, 2],
    ]);

    // A held position is refused with the topic that holds it; the same pin again changes nothing.
    const taken = await refused(t, 9503, curate.topicPin, {
      token: editor.token,
      body: { topic_id: t2, position: 1 },
    });
    expect((taken.body as { msg: string }).msg).toContain(names[0]);
    await ok(t, curate.topicPin, { token: editor.token, body: { topic_id: t0, position: 1 } });
    expect(await journal('topic', t0, 'pin')).toBe(1);
    // Moved to another position.
    await ok(t, curate.topicPin, { token: editor.token, body: { topic_id: t0, position: 3 } });
    expect((await hot()).slice(0, 2)).toEqual([t1, t0]);

    await onlyEditors(curate.topicUnpin, { body: { topic_id: t0 } });
    await race(curate.topicUnpin, { token: editor.token, body: { topic_id: t0 } }, 1404);
    expect(await journal('topic', t0, 'unpin')).toBe(1);
    await ok(t, curate.topicUnpin, { token: editor.token, body: { topic_id: t1 } });
    expect(await hot()).toEqual(before);
    // A cursor of the old form (score_id) still pages among the unpinned topics.
    const first = await ok(t, community.topicList, { token: visitor, query: { sort: 'hot', limit: 1 } });
    const old = first.next_cursor!.split('_').slice(1).join('_');
    const second = await ok(t, community.topicList, {
      token: visitor,
      query: { sort: 'hot', limit: 1, cursor: old },
    });
    expect(second.list[0]!.id).toBe(before[1]);
  });

  it('two topics pinned to one free position at once: one wins', async () => {
    const u = await f.newDancer();
    const ids: number[] = [];
    for (const name of [`争${tag()}`, `争${tag()}`]) {
      await f.newPost(u, { topics: [name] });
      ids.push(
        (await ok(t, community.topicList, { token: visitor, query: { sort: 'new', keyword: name } })).list[0]!
          .id,
      );
    }
    const rs = await Promise.all(
      ids.map((id) => api(t, curate.topicPin, { token: editor.token, body: { topic_id: id, position: 7 } })),
    );
    expect(rs.map((r) => r.body.code).sort((a, b) => a - b)).toEqual([0, 9503]);
    expect(await countRows(t, 'topic', 'pin_position = 7')).toBe(1);
    expect(await countRows(t, 'ops_action', `kind = 'topic' and ref in ('${ids[0]}', '${ids[1]}')`)).toBe(1);
  });

  it('refuses bad positions, unknown topics and non-editors', async () => {
    const u = await f.newDancer();
    const name = `拒${tag()}`;
    await f.newPost(u, { topics: [name] });
    const id = (await ok(t, community.topicList, { token: visitor, query: { sort: 'new', keyword: name } }))
      .list[0]!.id;
    for (const position of [0, 21, 1.5, -1])
      await refused(t, 1400, curate.topicPin, { token: editor.token, body: { topic_id: id, position } });
    await refused(t, 1404, curate.topicPin, {
      token: editor.token,
      body: { topic_id: 987654321, position: 1 },
    });
    await refused(t, 1404, curate.topicUnpin, { token: editor.token, body: { topic_id: id } });
    await onlyEditors(curate.topicPin, { body: { topic_id: id, position: 5 } });
    await onlyEditors(curate.topicPins, {});
    expect(await countRows(t, 'topic', `id = ${id} and pin_position is not null`)).toBe(0);
  });
});
