import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { content, envelope } from '@dance/contracts';
import { call, countRows, newUser, testApp, visitorToken } from '../../../test/helpers.ts';
import { contentFactories } from './test-factories.ts';
import { FEEDBACK_CATEGORIES, REPORT_REASONS } from '../../seed/catalog.ts';
import { DEMO_ARTICLES } from '../../seed/articles.ts';

// Feedback is limited per client address; each test speaks from its own.
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const t = await testApp();
const f = contentFactories(t.database.db, t.services.uploads);
const visitor = await visitorToken(t.app);

describe('GET /api/index/mall-setting', () => {
  it('answers name, version, languages, payments, switches, contact and agreement ids by key', async () => {
    const user = await f.article({ type: 'agreement', key: 'user-agreement', title: '用户协议' });
    const privacy = await f.article({ type: 'agreement', key: 'privacy', title: '隐私政策' });
    const intro = await f.article({ type: 'intro', key: 'app-intro', title: '关于我们' });
    const r = await call(t.app, 'GET', '/api/index/mall-setting', { token: visitor });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      app_name: '街舞社区',
      version: '1.0.47',
      version_code: 147,
      languages: ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'],
      default_language: 'zh-Hans',
      payment_methods: ['balance', 'points', 'sandbox'],
      agreements: { user: user.id, privacy: privacy.id, app_intro: intro.id },
    });
    expect(r.body.data.features).toMatchObject({ mall: true, wechat_login: false, direct_upload: false });
    expect(r.body.data.service).toMatchObject({ mobile: '400-820-1314', hours: '每天 09:00-21:00' });
  });

  it('localises the name and hours', async () => {
    const en = await call(t.app, 'GET', '/api/index/mall-setting', {
      token: visitor,
      headers: { 'x-app-language': 'en' },
    });
    expect(en.body.data.app_name).toBe('Dance Street');
    expect(en.body.msg).toBe('OK');
    const tw = await call(t.app, 'GET', '/api/index/mall-setting', {
      token: visitor,
      headers: { 'x-app-language': 'zh-Hant' },
    });
    expect(tw.body.data.app_name).toBe('街舞社區');
  });

  it("names the online gateway as configured, never by the word 'sandbox'", async () => {
    expect((await call(t.app, 'GET', '/api/index/mall-setting', { token: visitor })).body.data).toMatchObject(
      {
        payment_gateway_name: null,
      },
    );
    const named = await testApp({ PAYMENT_GATEWAY_NAME: '支付宝' });
    const r = await call(named.app, 'GET', '/api/index/mall-setting', {
      token: await visitorToken(named.app),
    });
    expect(r.body.data.payment_gateway_name).toBe('支付宝');
  });

  it('needs an access token', async () => {
    const r = await call(t.app, 'GET', '/api/index/mall-setting');
    expect(r.body.code).toBe(1401);
  });
});

describe('GET /api/default/district', () => {
  it('answers the whole tree with an ETag, and 304 when it is unchanged', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/default/district',
      headers: { 'x-access-token': visitor },
    });
    expect(r.statusCode).toBe(200);
    const body = envelope(content.district.data).parse(r.json());
    expect(body.code).toBe(0);
    expect(body.msg).toBe('成功');
    expect(body.data.list).toHaveLength(34);
    const beijing = body.data.list.find((p) => p.id === 110000);
    expect(beijing?.name).toBe('北京市');
    expect(beijing?.children?.[0]?.children?.find((d) => d.id === 110101)?.name).toBe('东城区');
    const shenzhen = body.data.list.find((p) => p.id === 440000)?.children?.find((c) => c.id === 440300);
    expect(shenzhen?.name).toBe('深圳市');
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(r.headers['cache-control']).toBe('public, max-age=86400');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/default/district',
      headers: { 'x-access-token': visitor, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/default/district',
      headers: { 'x-access-token': visitor, 'if-none-match': '"old"', 'x-app-language': 'en' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().msg).toBe('OK');
    expect(stale.json().data.list).toHaveLength(34);
  });

  it('sends the same tree compressed to a client that accepts it, brotli first', async () => {
    const plain = await t.app.inject({
      url: '/api/default/district',
      headers: { 'x-access-token': visitor },
    });
    const zipped = await t.app.inject({
      url: '/api/default/district',
      headers: { 'x-access-token': visitor, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toContain('application/json');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const br = await t.app.inject({
      url: '/api/default/district',
      headers: { 'x-access-token': visitor, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('GET /api/cat/list', () => {
  it('answers the tree of one type in sort order', async () => {
    const music = await f.category({ type: 'music', name: 'Hip-hop', sort: 2 });
    const first = await f.category({ type: 'music', name: 'Breaking', sort: 1 });
    const child = await f.category({
      type: 'music',
      name: 'Old school',
      parentId: music.id,
      pic: '/uploads/p.png',
    });
    await f.category({ type: 'course', name: 'Popping' });
    const r = await call<{ list: { id: number; name: string; pic: string; children: unknown[] }[] }>(
      t.app,
      'GET',
      '/api/cat/list',
      {
        token: visitor,
        query: { type: 'music' },
      },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data.list).toEqual([
      { id: first.id, name: 'Breaking', pic: '', children: [] },
      {
        id: music.id,
        name: 'Hip-hop',
        pic: '',
        children: [{ id: child.id, name: 'Old school', pic: '/uploads/p.png', children: [] }],
      },
    ]);
  });

  it('refuses an unknown type', async () => {
    const r = await call(t.app, 'GET', '/api/cat/list', { token: visitor, query: { type: 'weapons' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('type');
  });
});

describe('GET /api/emoji/list', () => {
  it('answers groups of codes and characters, group names localised', async () => {
    const r = await call<{ list: { group: string; list: { code: string; char: string }[] }[] }>(
      t.app,
      'GET',
      '/api/emoji/list',
      {
        token: visitor,
      },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data.list.map((g) => g.group)).toEqual(['表情', '手势', '街舞', '符号']);
    expect(r.body.data.list[0]!.list).toContainEqual({ code: '[笑]', char: '😄' });
    const codes = r.body.data.list.flatMap((g) => g.list.map((e) => e.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\[[^\]]+\]$/.test(c))).toBe(true);
    const fr = await call<{ list: { group: string }[] }>(t.app, 'GET', '/api/emoji/list', {
      token: visitor,
      headers: { 'x-app-language': 'fr' },
    });
    expect(fr.body.data.list[0]!.group).toBe('Visages');
  });
});

describe('GET /api/article/list', () => {
  it('pages newest first by id cursor with no repeats', async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await f.article({ type: 'help', title: `help ${i}`, summary: `s${i}` }));
    await f.article({ type: 'notice' });
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const r = await call<{ list: { id: number; type: string }[]; next_cursor: string | null }>(
        t.app,
        'GET',
        '/api/article/list',
        {
          token: visitor,
          query: { type: 'help', limit: 2, cursor },
        },
      );
      expect(r.body.code).toBe(0);
      expect(r.body.data.list.length).toBeLessThanOrEqual(2);
      expect(r.body.data.list.every((a) => a.type === 'help')).toBe(true);
      seen.push(...r.body.data.list.map((a) => a.id));
      if (!r.body.data.next_cursor) break;
      cursor = r.body.data.next_cursor;
    }
    expect(seen).toEqual([...made].reverse().map((a) => a.id));
    expect(seen.length).toBe(await countRows(t, 'article', "type = 'help'"));
    const top = await call<{ list: Record<string, unknown>[] }>(t.app, 'GET', '/api/article/list', {
      token: visitor,
      query: { type: 'help', limit: 1 },
    });
    expect(top.body.data.list[0]).toEqual({
      id: made[4]!.id,
      type: 'help',
      title: 'help 4',
      summary: 's4',
      cover: '',
      created_at: made[4]!.createdAt.toISOString(),
    });
  });

  it('lists every type for all', async () => {
    const r = await call<{ list: { type: string }[] }>(t.app, 'GET', '/api/article/list', {
      token: visitor,
      query: { limit: 50 },
    });
    expect(new Set(r.body.data.list.map((a) => a.type))).toEqual(
      new Set(['agreement', 'intro', 'help', 'notice']),
    );
  });

  it.each([
    [{ type: 'secret' }, 'type'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: 'many' }, 'limit'],
    [{ cursor: 'abc' }, 'cursor'],
    [{ cursor: '-5' }, 'cursor'],
    [{ cursor: 'x'.repeat(201) }, 'cursor'],
  ])('refuses %o naming %s', async (query, field) => {
    const r = await call(t.app, 'GET', '/api/article/list', { token: visitor, query });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
  });
});

describe('GET /api/article/detail', () => {
  it('answers the article with scripts, handlers and javascript: URLs removed', async () => {
    const a = await f.article({
      type: 'notice',
      title: '公告',
      content:
        '<p onclick="steal()" style="color: red; position: fixed">Hi<script>alert(1)</script></p>' +
        '<img src="/uploads/x.png" onerror="alert(2)" alt="x">' +
        '<a href="javascript:alert(3)">bad</a><a href="JaVaScRiPt&#58;alert(4)">bad2</a>' +
        '<a href="https://dance.example/" target="_blank">good</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg><style>body{}</style>',
    });
    const r = await call<{ content: string; title: string; id: number }>(
      t.app,
      'GET',
      '/api/article/detail',
      {
        token: visitor,
        query: { id: a.id },
      },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data.id).toBe(a.id);
    expect(r.body.data.title).toBe('公告');
    const html = r.body.data.content;
    expect(html).toBe(
      '<p style="color:red">Hi</p><img src="/uploads/x.png" alt="x" /><a>bad</a><a>bad2</a>' +
        '<a href="https://dance.example/" target="_blank" rel="noopener noreferrer">good</a>',
    );
    for (const bad of [
      'script',
      'onerror',
      'onclick',
      'onload',
      'javascript',
      'iframe',
      'alert',
      'position',
    ]) {
      expect(html.toLowerCase()).not.toContain(bad);
    }
  });

  it.each([
    [{}, 'id'],
    [{ id: 'abc' }, 'id'],
    [{ id: -1 }, 'id'],
    [{ id: 0 }, 'id'],
    [{ id: '1e30' }, 'id'],
  ])('refuses %o', async (query, field) => {
    const r = await call(t.app, 'GET', '/api/article/detail', { token: visitor, query });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
  });

  it('answers 1404 for an unknown id, localised', async () => {
    const r = await call(t.app, 'GET', '/api/article/detail', { token: visitor, query: { id: 987654321 } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 1404, msg: '文章不存在', data: null });
    const en = await call(t.app, 'GET', '/api/article/detail', {
      token: visitor,
      query: { id: 987654321 },
      headers: { 'x-app-language': 'en' },
    });
    expect(en.body.msg).toBe('Article not found');
  });
});

describe('GET /api/site/advert-list', () => {
  it('answers the enabled adverts of one position in order', async () => {
    const second = await f.advert({ position: 'mall_banner', sort: 2, linkUrl: '#/pages/goods-detail?id=3' });
    const first = await f.advert({ position: 'mall_banner', sort: 1 });
    await f.advert({ position: 'mall_banner', sort: 0, enabled: false });
    await f.advert({ position: 'splash', sort: 0 });
    const r = await call<{ list: Record<string, unknown>[] }>(t.app, 'GET', '/api/site/advert-list', {
      token: visitor,
      query: { position: 'mall_banner' },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data.list).toEqual([
      {
        id: first.id,
        title: first.title,
        pic_url: '/uploads/image/ad.png',
        link_url: '',
        position: 'mall_banner',
      },
      {
        id: second.id,
        title: second.title,
        pic_url: '/uploads/image/ad.png',
        link_url: '#/pages/goods-detail?id=3',
        position: 'mall_banner',
      },
    ]);
  });

  it('refuses an unknown position', async () => {
    const r = await call(t.app, 'GET', '/api/site/advert-list', {
      token: visitor,
      query: { position: 'sidebar' },
    });
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain('position');
  });
});

describe('GET /api/index/report-reason-list and /api/feedback/category', () => {
  it('answer their lists in sort order', async () => {
    const b = await f.reportReason('色情低俗', 2);
    const a = await f.reportReason('垃圾广告', 1);
    const r = await call<{ list: { id: number; name: string }[] }>(
      t.app,
      'GET',
      '/api/index/report-reason-list',
      { token: visitor },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.data.list).toEqual([
      { id: a.id, name: '垃圾广告' },
      { id: b.id, name: '色情低俗' },
    ]);
    const c = await f.feedbackCategory('功能建议', 1);
    const fc = await call<{ list: { id: number; name: string }[] }>(t.app, 'GET', '/api/feedback/category', {
      token: visitor,
    });
    expect(fc.body.data.list).toContainEqual({ id: c.id, name: '功能建议' });
  });
});

describe('catalogues in the request language', () => {
  const CJK = /[\u3400-\u9fff]/;
  const list = async (path: string, lang: string) =>
    (
      await call<{ list: { id: number; name: string }[] }>(t.app, 'GET', path, {
        token: visitor,
        headers: { 'x-app-language': lang },
      })
    ).body.data.list;

  it('name feedback categories and report reasons in English and French, Chinese by default', async () => {
    const tag = randomBytes(3).toString('hex');
    for (const [i, c] of FEEDBACK_CATEGORIES.entries())
      await t.services.content.addFeedbackCategory(`${c.name}${tag}`, 100 + i, c.names);
    for (const [i, r] of REPORT_REASONS.entries())
      await t.services.content.addReportReason(`${r.name}${tag}`, 100 + i, r.names);
    for (const [path, entries] of [
      ['/api/feedback/category', FEEDBACK_CATEGORIES],
      ['/api/index/report-reason-list', REPORT_REASONS],
    ] as const) {
      const zh = (await list(path, 'zh-Hans')).filter((x) => x.name.endsWith(tag));
      expect(zh.map((x) => x.name)).toEqual(entries.map((e) => `${e.name}${tag}`));
      const ids = zh.map((x) => x.id);
      for (const lang of ['en', 'fr', 'es', 'zh-Hant'] as const) {
        const named = (await list(path, lang)).filter((x) => ids.includes(x.id));
        expect(named.map((x) => x.name)).toEqual(entries.map((e) => e.names[lang]));
        if (lang !== 'zh-Hant') for (const x of named) expect(x.name).not.toMatch(CJK);
      }
    }
    expect((await list('/api/feedback/category', 'en')).map((x) => x.name)).toContain('Suggestion');
    expect((await list('/api/index/report-reason-list', 'fr')).map((x) => x.name)).toContain(
      'Spam ou publicité',
    );
  });

  it('answer the About text in English and French, Chinese by default', async () => {
    const about = DEMO_ARTICLES.find((a) => a.key === 'app-intro')!;
    const id = await t.services.content.addArticle({
      type: 'intro',
      key: `intro-${randomBytes(3).toString('hex')}`,
      title: about.title,
      summary: about.summary,
      cover: '',
      content: about.content,
      translations: about.translations,
    });
    const detail = async (lang: string) =>
      (
        await call<{ title: string; summary: string; content: string }>(t.app, 'GET', '/api/article/detail', {
          token: visitor,
          query: { id },
          headers: { 'x-app-language': lang },
        })
      ).body.data;
    expect((await detail('zh-Hans')).title).toBe('关于街舞社区');
    const en = await detail('en');
    expect(en.title).toBe('About Dance Street');
    expect(en.content).toContain('Welcome to Dance Street');
    expect(`${en.title}${en.summary}${en.content}`).not.toMatch(CJK);
    const fr = await detail('fr');
    expect(fr.title).toBe('À propos de Dance Street');
    expect(`${fr.title}${fr.summary}${fr.content}`).not.toMatch(CJK);
    expect((await detail('zh-Hant')).title).toBe('關於街舞社區');
  });

  it('title the article list in the request’s language too, Chinese where none is given', async () => {
    const about = DEMO_ARTICLES.find((a) => a.key === 'app-intro')!;
    const type = 'notice';
    await f.article({ type, title: '只有中文', summary: '中文摘要' });
    await t.services.content.addArticle({
      type,
      key: `intro-${randomBytes(3).toString('hex')}`,
      title: about.title,
      summary: about.summary,
      cover: '',
      content: about.content,
      translations: about.translations,
    });
    const list = async (lang: string) =>
      (
        await call<{ list: { title: string; summary: string }[] }>(t.app, 'GET', '/api/article/list', {
          token: visitor,
          query: { type },
          headers: { 'x-app-language': lang },
        })
      ).body.data.list;
    // Newest first: the translated article, then the one only in Chinese.
    const en = (await list('en')).slice(0, 2);
    expect(en.map((a) => a.title)).toEqual(['About Dance Street', '只有中文']);
    expect(en[0]!.summary).toBe(about.translations!.en!.summary);
    expect((await list('fr'))[0]!.title).toBe('À propos de Dance Street');
    expect((await list('zh-Hans')).slice(0, 2).map((a) => a.title)).toEqual(['关于街舞社区', '只有中文']);
  });
});

describe('POST /api/feedback/add-feedback', () => {
  it('stores text, contact and the sender’s own images', async () => {
    const u = await newUser(t);
    const cat = await f.feedbackCategory();
    const img1 = await f.attachment(u.id);
    const img2 = await f.attachment(u.id);
    const r = await call<{ id: number }>(t.app, 'POST', '/api/feedback/add-feedback', {
      token: u.token,
      body: {
        category_id: cat.id,
        content: '  播放器偶尔卡顿  ',
        images: [img1.url, img2.url, img1.url],
        contact: 'wx: dancer',
      },
    });
    expect(r.body.code).toBe(0);
    const rows = await t.database.pool.query('select * from feedback where id = $1', [r.body.data.id]);
    expect(rows.rows[0]).toMatchObject({
      user_id: u.id,
      category_id: cat.id,
      content: '播放器偶尔卡顿',
      images: [img1.url, img2.url],
      contact: 'wx: dancer',
      status: 0,
    });
  });

  it('needs a logged-in user', async () => {
    const cat = await f.feedbackCategory();
    const before = await countRows(t, 'feedback');
    const r = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: visitor,
      body: { category_id: cat.id, content: 'hello world' },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: 1403, msg: '请登录后操作', data: null });
    expect(await countRows(t, 'feedback')).toBe(before);
  });

  it('refuses images that belong to another user or were never uploaded', async () => {
    const me = await newUser(t);
    const other = await newUser(t);
    const cat = await f.feedbackCategory();
    const mine = await f.attachment(me.id);
    const theirs = await f.attachment(other.id);
    const before = await countRows(t, 'feedback');
    const r = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: me.token,
      body: { category_id: cat.id, content: 'look at this', images: [mine.url, theirs.url] },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toBe('参数错误：images.1 必须是你上传的图片');
    const never = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: me.token,
      body: { category_id: cat.id, content: 'look at this', images: ['https://evil.example/x.png'] },
      headers: { 'x-app-language': 'en' },
    });
    expect(never.body.msg).toBe('Invalid input: images.0 must be an image you uploaded');
    expect(await countRows(t, 'feedback')).toBe(before);
  });

  it('refuses an unknown category', async () => {
    const u = await newUser(t);
    const r = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: u.token,
      body: { category_id: 99999999, content: 'hello world' },
    });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(1404);
    expect(r.body.msg).toBe('反馈分类不存在');
    expect(await countRows(t, 'feedback', `user_id = ${u.id}`)).toBe(0);
  });

  it.each([
    [{ content: 'hello world' }, 'category_id'],
    [{ category_id: 'x', content: 'hello world' }, 'category_id'],
    [{ category_id: -3, content: 'hello world' }, 'category_id'],
    [{ category_id: 2 ** 60, content: 'hello world' }, 'category_id'],
    [{ category_id: 1 }, 'content'],
    [{ category_id: 1, content: 'abc' }, 'content'],
    [{ category_id: 1, content: 'x'.repeat(501) }, 'content'],
    [{ category_id: 1, content: 12345678 }, 'content'],
    [
      {
        category_id: 1,
        content: 'hello world',
        images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`),
      },
      'images',
    ],
    [{ category_id: 1, content: 'hello world', images: ['x'.repeat(501)] }, 'images'],
    [{ category_id: 1, content: 'hello world', contact: 'x'.repeat(51) }, 'contact'],
  ])('refuses %o naming %s, nothing stored', async (body, field) => {
    const u = await newUser(t);
    const r = await call(t.app, 'POST', '/api/feedback/add-feedback', {
      token: u.token,
      body,
      headers: { 'x-forwarded-for': ip() },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(1400);
    expect(r.body.msg).toContain(field);
    expect(await countRows(t, 'feedback', `user_id = ${u.id}`)).toBe(0);
  });

  it('limits a client to 10 feedbacks a minute', async () => {
    const u = await newUser(t);
    const cat = await f.feedbackCategory();
    const from = ip();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await call(t.app, 'POST', '/api/feedback/add-feedback', {
        token: u.token,
        body: { category_id: cat.id, content: `feedback number ${i}` },
        headers: { 'x-forwarded-for': from },
      });
      codes.push(r.body.code);
    }
    expect(codes).toEqual([...Array(10).fill(0), 1429]);
    expect(await countRows(t, 'feedback', `user_id = ${u.id}`)).toBe(10);
  });
});
