import { randomBytes, randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, newUser, type TestUser, testFile } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';
import type { Storage } from '../../platform/storage.ts';
import { UploadsRepo } from './uploads.repo.ts';
import { UploadService } from './uploads.ts';
import { contentFactories, multipartBody, tinyMp4, tinyPng, tinyWav } from './test-factories.ts';

/**
 * Every call that accepts uploaded files, through the real upload call: the caller's own file of
 * the field's kind passes; another user's file, a URL never uploaded and a file of another kind are
 * refused with the validation code naming the field, and nothing changes.
 */

const { t, kit: f, by } = await testFile();
const k = factories(t);
beforeAll(async () => {
  // Report reason 1, which the user report names (the demo seed makes the real list).
  await contentFactories(t.database.db, t.services.uploads).reportReason('垃圾广告');
});

type Kind = 'image' | 'video' | 'audio';

const SAMPLE: Record<Kind, { bytes: () => Buffer; name: string; mime: string }> = {
  image: { bytes: () => tinyPng(), name: 'photo.png', mime: 'image/png' },
  video: { bytes: tinyMp4, name: 'clip.mp4', mime: 'video/mp4' },
  audio: { bytes: () => tinyWav(), name: 'voice.wav', mime: 'audio/wav' },
};

/** Uploads a file the way the app does: a grant, then the multipart upload; answers its URL. */
async function upload(user: TestUser, kind: Kind): Promise<string> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const s = SAMPLE[kind];
  const g = await call<{ url: string }>(t.app, 'POST', '/api/attachment/upload-token', {
    token: user.token,
    body: { kind, filename: s.name },
    headers: { 'x-forwarded-for': ip },
  });
  expect(g.body.code, g.body.msg).toBe(0);
  const mp = multipartBody('file', s.name, s.mime, s.bytes());
  const r = await t.app.inject({
    method: 'POST',
    url: g.body.data.url,
    payload: mp.payload,
    headers: { ...mp.headers, 'x-forwarded-for': ip },
  });
  const body = r.json<{ code: number; msg: string; data: { url: string } }>();
  expect(body.code, body.msg).toBe(0);
  return body.data.url;
}

const scalar = async (q: string) => JSON.stringify((await t.database.pool.query(q)).rows);

const REASON: Record<Kind, string> = {
  image: '必须是你上传的图片',
  video: '必须是你上传的视频',
  audio: '必须是你上传的音频',
};

interface Case {
  /** The field the file goes in, as the error names it. */
  field: string;
  kind: Kind;
  /** A kind the field does not take. */
  wrong: Kind;
  /** Makes the caller and whatever the call needs; answers the call with `url` in the field. */
  prepare(): Promise<{ caller: TestUser; send: (url: string) => Promise<{ code: number; msg: string }> }>;
  /** What the call would change, read from the database. */
  state(caller: TestUser): Promise<string>;
}

const post = (caller: TestUser, body: Record<string, unknown>) =>
  by.body('POST', '/api/forum/post/create-post', {
    token: caller.token,
    body: { content: `练舞日记 ${randomBytes(3).toString('hex')}`, ...body },
  });

/** A delivered order of one express item of a new shop, bought by a new user. */
async function delivered(receive: boolean) {
  const s = await f.newShop();
  const g = await f.newGoods(s.id);
  const buyer = await newUser(t);
  const { orderId } = await f.paidOrder(buyer, g);
  await by.ok('POST', '/plugin/mch/api/order/send', {
    token: s.owner.token,
    body: { id: orderId, express_company: 'ZTO', express_no: `ZTO${randomInt(1e9)}` },
  });
  if (receive) await by.ok('GET', '/api/order/confirm', { token: buyer.token, query: { id: orderId } });
  const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
    token: buyer.token,
    query: { id: orderId },
  });
  return { buyer, orderId, itemId: d.items[0]!.id };
}

const CASES: Record<string, Case> = {
  'profile avatar': {
    field: 'avatar',
    kind: 'image',
    wrong: 'audio',
    async prepare() {
      const caller = await newUser(t);
      return {
        caller,
        send: async (url) =>
          (
            await call(t.app, 'POST', '/plugin/mobile/api/user/update-user-info', {
              token: caller.token,
              body: { avatar: url },
            })
          ).body,
      };
    },
    state: (u) => scalar(`select avatar, updated_at from users where id = ${u.id}`),
  },
  'user report images': {
    field: 'images.1',
    kind: 'image',
    wrong: 'video',
    async prepare() {
      const caller = await newUser(t);
      const other = await newUser(t);
      const first = await upload(caller, 'image');
      return {
        caller,
        send: async (url) =>
          (
            await call(t.app, 'POST', '/plugin/mobile/api/user/report-user', {
              token: caller.token,
              body: { user_id: other.id, reason_id: 1, images: [first, url] },
            })
          ).body,
      };
    },
    state: async (u) => String(await countRows(t, 'user_report', `reporter_id = ${u.id}`)),
  },
  'feedback images': {
    field: 'images.0',
    kind: 'image',
    wrong: 'audio',
    async prepare() {
      const caller = await newUser(t);
      const cat = await contentFactories(t.database.db, t.services.uploads).feedbackCategory();
      return {
        caller,
        send: async (url) =>
          (
            await call(t.app, 'POST', '/api/feedback/add-feedback', {
              token: caller.token,
              body: { category_id: cat.id, content: '上传的图片看不到', images: [url] },
            })
          ).body,
      };
    },
    state: async (u) => String(await countRows(t, 'feedback', `user_id = ${u.id}`)),
  },
  'post images': {
    field: 'images.0',
    kind: 'image',
    wrong: 'video',
    async prepare() {
      const caller = await k.newDancer();
      return { caller, send: (url) => post(caller, { type: 'image', images: [url] }) };
    },
    state: async (u) => String(await countRows(t, 'post', `user_id = ${u.id}`)),
  },
  'post video': {
    field: 'video.url',
    kind: 'video',
    wrong: 'image',
    async prepare() {
      const caller = await k.newDancer();
      return { caller, send: (url) => post(caller, { type: 'video', video: { url } }) };
    },
    state: async (u) => String(await countRows(t, 'post', `user_id = ${u.id}`)),
  },
  'post video cover': {
    field: 'video.cover',
    kind: 'image',
    wrong: 'video',
    async prepare() {
      const caller = await k.newDancer();
      const video = await upload(caller, 'video');
      return { caller, send: (url) => post(caller, { type: 'video', video: { url: video, cover: url } }) };
    },
    state: async (u) => String(await countRows(t, 'post', `user_id = ${u.id}`)),
  },
  'circle avatar': {
    field: 'avatar',
    kind: 'image',
    wrong: 'audio',
    async prepare() {
      const caller = await k.newDancer();
      return {
        caller,
        send: (url) =>
          by.body('POST', '/api/forum/group/edit-group', {
            token: caller.token,
            body: { name: `圈${randomBytes(3).toString('hex')}`, avatar: url, intro: '一起跳舞' },
          }),
      };
    },
    state: async (u) => String(await countRows(t, 'forum_group', `owner_id = ${u.id}`)),
  },
  'circle cover': {
    field: 'cover',
    kind: 'image',
    wrong: 'video',
    async prepare() {
      const caller = await k.newDancer();
      const avatar = await upload(caller, 'image');
      return {
        caller,
        send: (url) =>
          by.body('POST', '/api/forum/group/edit-group', {
            token: caller.token,
            body: { name: `圈${randomBytes(3).toString('hex')}`, avatar, cover: url, intro: '一起跳舞' },
          }),
      };
    },
    state: async (u) => String(await countRows(t, 'forum_group', `owner_id = ${u.id}`)),
  },
  'post report images': {
    field: 'images.0',
    kind: 'image',
    wrong: 'audio',
    async prepare() {
      const caller = await k.newDancer();
      const target = await k.newPost(await k.newDancer());
      const cats = await by.ok<{ list: { id: number }[] }>('GET', '/api/forum/post/inform-cats', {
        token: caller.token,
      });
      return {
        caller,
        send: (url) =>
          by.body('POST', '/api/forum/post/inform', {
            token: caller.token,
            body: { post_id: target.id, cat_id: cats.list[0]!.id, content: '广告', images: [url] },
          }),
      };
    },
    state: async (u) => String(await countRows(t, 'forum_report', `reporter_id = ${u.id}`)),
  },
  'review images': {
    field: 'items.0.images.0',
    kind: 'image',
    wrong: 'video',
    async prepare() {
      const { buyer, orderId, itemId } = await delivered(true);
      return {
        caller: buyer,
        send: async (url) =>
          (
            await by.api('POST', '/api/order/appraise', {
              token: buyer.token,
              body: {
                order_id: orderId,
                items: [{ order_item_id: itemId, score: 5, content: '很好', images: [url] }],
              },
            })
          ).body,
      };
    },
    state: (u) =>
      scalar(
        `select (select count(*) from goods_comment where user_id = ${u.id}) as comments,
                (select count(*) from order_item i join orders o on o.id = i.order_id
                  where o.user_id = ${u.id} and i.is_appraised) as appraised`,
      ),
  },
  'after-sale evidence': {
    field: 'images.0',
    kind: 'image',
    wrong: 'audio',
    async prepare() {
      const { buyer, itemId } = await delivered(false);
      return {
        caller: buyer,
        send: async (url) =>
          (
            await by.api('POST', '/api/order/after-sale/apply', {
              token: buyer.token,
              body: {
                order_item_id: itemId,
                type: 'refund',
                reason_id: 1,
                content: '鞋码偏小',
                images: [url],
              },
            })
          ).body,
      };
    },
    state: (u) =>
      scalar(
        `select (select count(*) from after_sale where user_id = ${u.id}) as after_sales,
                (select json_agg(status order by id) from orders where user_id = ${u.id}) as orders`,
      ),
  },
};

describe('every call that takes uploaded files asks the upload ledger', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: own file passes; a stranger's, a never-uploaded and a ${c.wrong} file are refused`, async () => {
      const { caller, send } = await c.prepare();
      const stranger = await newUser(t);
      const refused: [string, string][] = [
        ["another user's file", await upload(stranger, c.kind)],
        ['a URL never uploaded', `/uploads/${c.kind}/2026/01/${randomBytes(12).toString('hex')}.png`],
        [`the caller's own ${c.wrong} file`, await upload(caller, c.wrong)],
      ];
      const before = await c.state(caller);
      for (const [what, url] of refused) {
        const r = await send(url);
        expect(r.code, `${what}: ${r.msg}`).toBe(1400);
        // Said in the request's language (Chinese by default), naming the field and its kind.
        expect(r.msg, what).toBe(`参数错误：${c.field} ${REASON[c.kind]}`);
        expect(await c.state(caller), what).toBe(before);
      }
      // Another user's file and a URL never uploaded get the very same answer: nothing leaks.
      const stranger2 = await send(refused[0]![1]);
      const never = await send(refused[1]![1]);
      expect(stranger2.msg).toBe(never.msg);

      const own = await send(await upload(caller, c.kind));
      expect(own.code, own.msg).toBe(0);
      expect(await c.state(caller)).not.toBe(before);
    });
  }
});

describe('files the server stores as a user', () => {
  it("count as that user's uploads, decided from the bytes; no one else may use them", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const stored = await t.services.uploads.store(owner.id, 'image', tinyPng(2, 2));
    expect(stored).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(stored.url).toMatch(/^\/uploads\/image\/\d{4}\/\d{2}\/[A-Za-z0-9]+\.png$/);
    const avatar = (u: TestUser) =>
      call(t.app, 'POST', '/plugin/mobile/api/user/update-user-info', {
        token: u.token,
        body: { avatar: stored.url },
      });
    expect((await avatar(other)).body.code).toBe(1400);
    expect((await avatar(owner)).body.code).toBe(0);
    expect((await t.database.pool.query(`select avatar from users where id = ${owner.id}`)).rows[0]).toEqual({
      avatar: stored.url,
    });
    // The bytes decide the kind: a sound is not stored as a picture, and nothing is recorded.
    const files = await countRows(t, 'attachment', `user_id = ${owner.id}`);
    await expect(t.services.uploads.store(owner.id, 'image', tinyWav())).rejects.toMatchObject({
      errorName: 'UPLOAD_REJECTED',
    });
    expect(await countRows(t, 'attachment', `user_id = ${owner.id}`)).toBe(files);
  });
});

describe('direct uploads to the object store', () => {
  it('count once the file is really in the store, of an allowed type and size', async () => {
    const cdn = 'https://cdn.dance.example/';
    const objects = new Map<string, { size: number; mime: string }>();
    const storage: Storage = {
      kind: 's3',
      tempDir: tmpdir(),
      urlOf: (key) => `${cdn}${key}`,
      put: async () => '',
      putFile: async () => '',
      presignPut: async (key, mime, ttl) => ({
        url: `https://s3.dance.example/${key}?X-Amz-Signature=x`,
        headers: { 'content-type': mime },
        publicUrl: `${cdn}${key}`,
        expiresAt: Math.floor(Date.now() / 1000) + ttl,
      }),
      stat: async (key) => objects.get(key) ?? null,
    };
    const uploads = new UploadService({ ...t.platform, storage }, new UploadsRepo(), 'secret');
    const owner = await newUser(t);
    const other = await newUser(t);
    const g = await uploads.grant(owner.id, { kind: 'image', filename: 'me.png', size: 100 }, 'en');
    const url = g.public_url!;
    const key = url.slice(cdn.length);
    const avatar = [{ field: 'avatar', url, kind: 'image' as const }];
    const refused = { errorName: 'VALIDATION', params: { field: 'avatar' } };

    // Granted but never sent: nothing is in the store yet.
    await expect(uploads.assertOwned(owner.id, avatar)).rejects.toMatchObject(refused);
    objects.set(key, { size: 11 * 1024 * 1024, mime: 'image/png' });
    await expect(uploads.assertOwned(owner.id, avatar)).rejects.toMatchObject(refused);
    objects.set(key, { size: 100, mime: 'text/html' });
    await expect(uploads.assertOwned(owner.id, avatar)).rejects.toMatchObject(refused);
    objects.set(key, { size: 100, mime: 'image/png' });
    await expect(uploads.assertOwned(owner.id, avatar)).resolves.toBeUndefined();
    await expect(uploads.assertOwned(other.id, avatar)).rejects.toMatchObject(refused);
  });
});
