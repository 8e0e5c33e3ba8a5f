import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, user } from '@dance/contracts';
import { userRow, testFile } from '../../../test/helpers.ts';
import { api, ok } from '../../../test/kit.ts';
import { MAX_IMAGE_SIDE } from './sanitize.ts';

/** Prohibited words are found however they are disguised, in every text other people read. */
const PROHIBITED = 3001;

const { t, kit: f, visitor } = await testFile();
const u = await f.newVerifiedUser({ ageDays: 2 });
beforeAll(async () => {
  await t.database.db.execute(
    sql`insert into moderation_word (word, level) values ('赌博网站', 'block') on conflict (word) do update set level = 'block'`,
  );
});

const posts = async () =>
  Number(
    (await t.database.db.execute<{ n: number }>(sql`select count(*) as n from post where user_id = ${u.id}`))
      .rows[0]!.n,
  );

describe('prohibited words', () => {
  it.each([
    ['a zero-width space', '快来赌\u200b博网站玩'],
    ['zero-width joiners and a BOM', '赌\u200d博\u200c网\ufeff站'],
    ['full-width spacing and traditional characters', '賭　博　網　站'],
    ['a title attribute of a link', '<p>看这里</p><a href="https://example.com" title="赌博网站">链接</a>'],
  ])('refuses a post hiding the word behind %s, and writes nothing', async (_name, content) => {
    const before = await posts();
    const r = await api(t, community.createPost, { token: u.token, body: { type: 'text', content } });
    expect(r.body.code).toBe(PROHIBITED);
    expect(r.body.msg).toContain('赌博网站');
    expect(await posts()).toBe(before);
  });

  it('refuses the word in an image description (alt) of our own picture', async () => {
    const src = await f.newImage(u);
    const r = await api(t, community.createPost, {
      token: u.token,
      body: { type: 'text', content: `<p>今天练舞</p><img src="${src}" alt="赌\u200b博网站">` },
    });
    expect(r.body.code).toBe(PROHIBITED);
  });

  it('refuses it in a nickname and a signature, and in a circle name; the profile is unchanged', async () => {
    const before = await userRow(t, u.id);
    for (const body of [{ nickname: '赌\u200b博网站' }, { signature: '欢迎来 賭博網站' }]) {
      const r = await api(t, user.updateUserInfo, { token: u.token, body });
      expect(r.body.code, JSON.stringify(body)).toBe(PROHIBITED);
    }
    expect(await userRow(t, u.id)).toEqual(before);
    const circle = await api(t, community.editGroup, {
      token: u.token,
      body: { name: '赌\u200b博网站', avatar: await f.newImage(u), intro: '一起跳舞' },
    });
    expect(circle.body.code).toBe(PROHIBITED);
    await ok(t, user.updateUserInfo, {
      token: u.token,
      body: { nickname: '霹雳小子', signature: '每天练舞' },
    });
    expect(await userRow(t, u.id)).toMatchObject({ nickname: '霹雳小子', signature: '每天练舞' });
  });
});

describe('pictures in a post', () => {
  it("keeps our own pictures, drops another site's, and clamps sizes", async () => {
    const author = await f.newVerifiedUser({ ageDays: 2 });
    const own = await f.newImage(author);
    const { id } = await f.newPost(author, {
      content: `<p>图</p><img src="${own}" width="99999" height="640"><img src="https://tracker.example/p.gif" width="1" height="1"><img src="${own}" width="-5" height="abc">`,
    });
    const d = await ok(t, community.postDetail, { token: visitor, query: { id } });
    expect(d.content).not.toContain('tracker.example');
    expect(d.content.match(/<img /g)).toHaveLength(2);
    expect(d.content).toContain(`<img src="${own}" width="${MAX_IMAGE_SIDE}" height="640" />`);
    expect(d.content).toContain(`<img src="${own}" />`);
  });
});
