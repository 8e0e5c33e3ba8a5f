import { describe, expect, it } from 'vitest';
import { content, curate, passport, user, type Endpoint } from '@dance/contracts';
import { countRows, testFile } from '../../../test/helpers.ts';
import { api, ok, refused, tag, type Input } from '../../../test/kit.ts';
import { CONTENT_CHANGED } from './curation.ts';

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
const msgOf = (r: { body: unknown }) => (r.body as { msg: string }).msg;

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

describe('curating report reasons', () => {
  it('adds, edits in five languages, removes by hiding; the public list and new reports follow', async () => {
    const name = `诈骗${tag()}`;
    const r = await ok(t, curate.reportReasonAdd, {
      token: editor.token,
      body: { name, names: { en: 'Scam', es: '' }, sort: 2 },
    });
    expect(r).toMatchObject({ name, names: { en: 'Scam' }, sort: 2, hidden: false });
    expect(await journal('report_reason', r.id, 'add')).toBe(1);
    await refused(t, 9502, curate.reportReasonAdd, { token: root.token, body: { name } });

    const e = await ok(t, curate.reportReasonEdit, {
      token: root.token,
      body: { id: r.id, names: { 'zh-Hant': '詐騙', en: 'Fraud', es: 'Fraude', fr: 'Arnaque' } },
    });
    expect(e.names).toEqual({ 'zh-Hant': '詐騙', en: 'Fraud', es: 'Fraude', fr: 'Arnaque' });
    expect(await journal('report_reason', r.id, 'edit')).toBe(1);
    const fr = await api(t, content.reportReasonList, {
      token: visitor,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.body.data.list).toContainEqual({ id: r.id, name: 'Arnaque' });

    // A user report made under it keeps it; removed, it is hidden from the app and new reports.
    const reported = await f.newUser();
    await ok(t, user.reportUser, { token: someone.token, body: { user_id: reported.id, reason_id: r.id } });
    await onlyEditors(curate.reportReasonRemove, { body: { id: r.id } });
    await race(curate.reportReasonRemove, { token: editor.token, body: { id: r.id } }, 1404);
    expect(await journal('report_reason', r.id, 'remove')).toBe(1);
    expect(await countRows(t, 'report_reason', `id = ${r.id} and hidden`)).toBe(1);
    expect((await ok(t, content.reportReasonList, { token: visitor })).list.map((x) => x.id)).not.toContain(
      r.id,
    );
    await refused(t, 1400, user.reportUser, {
      token: (await f.newUser()).token,
      body: { user_id: reported.id, reason_id: r.id },
    });
    const listed = await ok(t, curate.reportReasonList, { token: editor.token });
    expect(listed.list.find((x) => x.id === r.id)).toMatchObject({ hidden: true, name });
  });

  it('refuses bad input, unknown ids and non-editors', async () => {
    await refused(t, 1400, curate.reportReasonAdd, { token: editor.token, body: { name: ' ' } });
    await refused(t, 1400, curate.reportReasonAdd, {
      token: editor.token,
      body: { name: 'ok', sort: 10_000 },
    });
    await refused(t, 1400, curate.reportReasonAdd, {
      token: editor.token,
      body: { name: 'ok', sort: true as unknown as number },
    });
    await refused(t, 1404, curate.reportReasonEdit, {
      token: editor.token,
      body: { id: 987654321, name: 'x' },
    });
    await refused(t, 1404, curate.reportReasonRemove, { token: editor.token, body: { id: 987654321 } });
    const r = await ok(t, curate.reportReasonAdd, { token: editor.token, body: { name: `其他${tag()}` } });
    await onlyEditors(curate.reportReasonList, {});
    await onlyEditors(curate.reportReasonAdd, { body: { name: `x${tag()}` } });
    await onlyEditors(curate.reportReasonEdit, { body: { id: r.id, sort: 5 } });
    expect(await journal('report_reason', r.id)).toBe(1);
  });
});

describe('curating adverts', () => {
  const shown = async (position: 'home_banner' | 'splash' = 'home_banner') =>
    (await ok(t, content.advertList, { token: visitor, query: { position } })).list.map((a) => a.id);

  it('a saved advert shows at once, hidden ones stay in the console, edits and removal too', async () => {
    // The home screen has read (and cached) the banners before the change.
    const cached = await shown();
    const pic = await f.newImage(editor);
    const a = await ok(t, curate.advertSave, {
      token: editor.token,
      body: {
        position: 'home_banner',
        title: '夏日 Battle',
        pic_url: pic,
        link_url: '#/pages/activity-detail?id=3',
        sort: 1,
      },
    });
    expect(a).toMatchObject({ position: 'home_banner', pic_url: pic, shown: true, sort: 1 });
    expect(await journal('advert', a.id, 'add')).toBe(1);
    expect(await shown()).toEqual([...cached, a.id]);

    // Hidden by an edit: gone from the app at once, listed in the console.
    const h = await ok(t, curate.advertSave, {
      token: root.token,
      body: { id: a.id, position: 'home_banner', title: '夏日 Battle', pic_url: pic, shown: false, sort: 1 },
    });
    expect(h.shown).toBe(false);
    expect(await shown()).toEqual(cached);
    const listed = await ok(t, curate.advertList, {
      token: editor.token,
      query: { position: 'home_banner' },
    });
    expect(listed.list.find((x) => x.id === a.id)).toMatchObject({ shown: false, link_url: '' });
    // Another operator kept the first editor's picture: allowed, and the log says what changed.
    const edit = await t.database.pool.query(
      `select before, after from ops_action where kind = 'advert' and ref = '${a.id}' and decision = 'edit'`,
    );
    expect(edit.rows).toEqual([
      {
        before: { link_url: '#/pages/activity-detail?id=3', shown: true },
        after: { link_url: '', shown: false },
      },
    ]);
    // Moved to another position.
    await ok(t, curate.advertSave, {
      token: editor.token,
      body: { id: a.id, position: 'splash', title: '开屏', pic_url: pic, shown: true },
    });
    expect(await shown('splash')).toContain(a.id);

    await onlyEditors(curate.advertRemove, { body: { id: a.id } });
    await race(curate.advertRemove, { token: editor.token, body: { id: a.id } }, 1404);
    expect(await journal('advert', a.id, 'remove')).toBe(1);
    expect(await shown('splash')).not.toContain(a.id);
  });

  it("another process's change reaches this one's cache through the bus", async () => {
    // Notices of earlier changes arrive first (NOTIFY keeps the order): wait for them to pass.
    const marker = `test.${tag()}`;
    const passed = new Promise<void>((resolve) => t.platform.bus.subscribe(marker, () => resolve()));
    await t.platform.bus.publish(marker, null);
    await passed;
    const before = await shown('splash');
    // As if another server process had saved it: the row, then its notice.
    const r = await t.database.pool.query(
      `insert into advert (position, title, pic_url) values ('splash', 'elsewhere', '/uploads/x.png') returning id`,
    );
    expect(await shown('splash')).toEqual(before);
    await t.platform.bus.publish(CONTENT_CHANGED, 'advert');
    await expect.poll(() => shown('splash'), { timeout: 5000 }).toContain(Number(r.rows[0].id));
  });

  it("refuses a picture not the editor's own, bad links and fields, unknown ids and non-editors", async () => {
    const pic = await f.newImage(editor);
    const body = { position: 'home_banner' as const, title: '横幅', pic_url: pic };
    const stranger = await refused(t, 1400, curate.advertSave, {
      token: editor.token,
      body: { ...body, pic_url: await f.newImage(someone) },
    });
    expect(msgOf(stranger)).toContain('pic_url');
    await refused(t, 1400, curate.advertSave, {
      token: editor.token,
      body: { ...body, pic_url: 'https://evil.example/x.png' },
    });
    const link = await refused(t, 1400, curate.advertSave, {
      token: editor.token,
      body: { ...body, link_url: 'javascript:alert(1)' },
    });
    expect(msgOf(link)).toContain('link_url');
    await refused(t, 1400, curate.advertSave, { token: editor.token, body: { ...body, title: '' } });
    await refused(t, 1400, curate.advertSave, {
      token: editor.token,
      body: { ...body, position: 'sidebar' as 'splash' },
    });
    await refused(t, 1400, curate.advertSave, { token: editor.token, body: { ...body, sort: -3 } });
    await refused(t, 1404, curate.advertSave, { token: editor.token, body: { ...body, id: 987654321 } });
    await refused(t, 1404, curate.advertRemove, { token: editor.token, body: { id: 987654321 } });
    await onlyEditors(curate.advertSave, { body });
    await onlyEditors(curate.advertList, { query: {} });
    expect(await countRows(t, 'advert', `pic_url = '${pic}'`)).toBe(0);
    // Super passes.
    const a = await ok(t, curate.advertSave, {
      token: root.token,
      body: { ...body, pic_url: await f.newImage(root) },
    });
    expect(await journal('advert', a.id)).toBe(1);
  });
});

describe('curating articles', () => {
  it('saves sanitised HTML in every language, edits, hides and shows; the app follows at once', async () => {
    const cover = await f.newImage(editor);
    const a = await ok(t, curate.articleSave, {
      token: editor.token,
      body: {
        type: 'notice',
        title: '停服公告',
        summary: '周五凌晨维护',
        cover,
        content: '<p onclick="x()">维护<script>alert(1)</script></p>',
        translations: {
          en: { title: 'Maintenance', content: '<p>Down <img src="javascript:x" onerror="y"></p>' },
        },
      },
    });
    expect(a.content).toBe('<p>维护</p>');
    expect(a.translations.en).toEqual({ title: 'Maintenance', summary: '', content: '<p>Down <img /></p>' });
    expect(await journal('article', a.id, 'add')).toBe(1);
    const en = await api(t, content.articleDetail, {
      token: visitor,
      query: { id: a.id },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.data).toMatchObject({ title: 'Maintenance' });

    await ok(t, curate.articleSave, {
      token: root.token,
      body: { id: a.id, type: 'notice', title: '停服公告（改期）', cover, content: '<p>改到周六</p>' },
    });
    const log = await t.database.pool.query(
      `select before, after from ops_action where kind = 'article' and ref = '${a.id}' and decision = 'edit'`,
    );
    expect(log.rows[0].after).toMatchObject({ title: '停服公告（改期）', content: '(changed)', summary: '' });
    expect((await ok(t, content.articleDetail, { token: visitor, query: { id: a.id } })).content).toBe(
      '<p>改到周六</p>',
    );

    await onlyEditors(curate.articleVisibility, { body: { id: a.id, hidden: true } });
    await race(curate.articleVisibility, { token: editor.token, body: { id: a.id, hidden: true } }, 0);
    expect(await journal('article', a.id, 'hide')).toBe(1);
    await refused(t, 1404, content.articleDetail, { token: visitor, query: { id: a.id } });
    const pub = await ok(t, content.articleList, { token: visitor, query: { type: 'notice' } });
    expect(pub.list.map((x) => x.id)).not.toContain(a.id);
    const console_ = await ok(t, curate.articleList, { token: editor.token, query: { type: 'notice' } });
    expect(console_.list.find((x) => x.id === a.id)).toMatchObject({ hidden: true });
    expect((await ok(t, curate.articleDetail, { token: editor.token, query: { id: a.id } })).content).toBe(
      '<p>改到周六</p>',
    );

    await ok(t, curate.articleVisibility, { token: editor.token, body: { id: a.id, hidden: false } });
    expect(await journal('article', a.id, 'show')).toBe(1);
    await ok(t, content.articleDetail, { token: visitor, query: { id: a.id } });
  });

  it('a hidden agreement leaves the settings at once', async () => {
    const a = await t.services.content.addArticle({
      type: 'agreement',
      key: 'privacy',
      title: '隐私政策',
      summary: '',
      cover: '',
      content: '<p>...</p>',
    });
    expect((await ok(t, passport.mallSetting, { token: visitor })).agreements.privacy).toBe(a);
    await ok(t, curate.articleVisibility, { token: editor.token, body: { id: a, hidden: true } });
    expect((await ok(t, passport.mallSetting, { token: visitor })).agreements.privacy).toBe(0);
  });

  it('lists newest first with a cursor; refuses bad input, a cover not the editor own and non-editors', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await ok(t, curate.articleSave, {
            token: editor.token,
            body: { type: 'help', title: `帮助${i}`, content: '<p>x</p>' },
          })
        ).id,
      );
    const p1 = await ok(t, curate.articleList, { token: editor.token, query: { type: 'help', limit: 2 } });
    const p2 = await ok(t, curate.articleList, {
      token: editor.token,
      query: { type: 'help', limit: 2, cursor: p1.next_cursor! },
    });
    expect([...p1.list, ...p2.list].map((x) => x.id)).toEqual(ids.reverse());

    const body = { type: 'notice' as const, title: '公告', content: '<p>x</p>' };
    const cover = await refused(t, 1400, curate.articleSave, {
      token: editor.token,
      body: { ...body, cover: await f.newImage(someone) },
    });
    expect(msgOf(cover)).toContain('cover');
    await refused(t, 1400, curate.articleSave, { token: editor.token, body: { ...body, title: '' } });
    await refused(t, 1400, curate.articleSave, {
      token: editor.token,
      body: { ...body, type: 'ad' as 'notice' },
    });
    await refused(t, 1400, curate.articleSave, {
      token: editor.token,
      body: { ...body, content: 'x'.repeat(100_001) },
    });
    await refused(t, 1400, curate.articleSave, {
      token: editor.token,
      body: { ...body, translations: { en: { title: '', content: 'x' } } },
    });
    await refused(t, 1404, curate.articleSave, { token: editor.token, body: { ...body, id: 987654321 } });
    await refused(t, 1404, curate.articleVisibility, {
      token: editor.token,
      body: { id: 987654321, hidden: true },
    });
    await refused(t, 1404, curate.articleDetail, { token: editor.token, query: { id: 987654321 } });
    await onlyEditors(curate.articleSave, { body });
    await onlyEditors(curate.articleList, { query: {} });
    await onlyEditors(curate.articleDetail, { query: { id: ids[0]! } });
  });
});
