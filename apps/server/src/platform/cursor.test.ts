import { beforeAll, describe, expect, it } from 'vitest';
import { community } from '@dance/contracts';
import { call, testApp, type TestUser } from '../../test/helpers.ts';
import { factories, ok } from '../../test/kit.ts';

/** A malformed cursor answers the validation code naming `cursor` on every list, never a 500. */
let op: TestUser;
const lists: [string, Record<string, string | number>][] = [];

const t = await testApp();
beforeAll(async () => {
  const f = factories(t);
  op = await f.newVerifiedUser({ roles: ['operator'], ageDays: 2 });
  const shop = await f.newShop({ owner: op });
  const g = await f.newGoods(shop.id);
  const post = await f.newPost(op);
  const c = await ok(t, community.comment, { token: op.token, body: { post_id: post.id, content: '好' } });
  lists.push(
    ['/api/goods/v2-goods-list', {}],
    ['/api/goods/v2-goods-list', { sort: 'new' }],
    ['/api/goods/comments-list', { goods_id: g.id }],
    ['/api/forum/interaction/goods-collection-list', {}],
    ['/api/order/list', {}],
    ['/api/order/mch-product-sales-record', { goods_id: g.id }],
    ['/api/order/after-sale/list', {}],
    ['/plugin/mch/api/mch/list', {}],
    ['/plugin/mch/api/order/index', { mch_id: shop.id }],
    ['/plugin/mch/api/after-sale/list', { mch_id: shop.id }],
    ['/api/forum/post/list', { tab: 'recommend' }],
    ['/api/forum/post/list', { tab: 'latest' }],
    ['/api/forum/post/list', { tab: 'follow' }],
    ['/api/forum/post/list', { tab: 'latest', user_id: op.id }],
    ['/api/forum/post/draft-list', {}],
    ['/api/forum/post/hidden-user-list', {}],
    ['/api/forum/post/comment-list', { post_id: post.id }],
    ['/api/forum/post/comment-reply-list', { comment_id: c.id }],
    ['/api/forum/post/video-recommend', {}],
    ['/api/forum/interaction/post-collection-list', {}],
    ['/api/forum/interaction/post-like-list', {}],
    ['/api/forum/interaction/user-like-list', { type: 'fans' }],
    ['/api/forum/interaction/post-like-user-list', { post_id: post.id }],
    ['/api/forum/topic/list', { sort: 'hot' }],
    ['/api/forum/topic/list', { sort: 'new' }],
    ['/api/forum/group/list', { scope: 'all' }],
    ['/api/forum/group/list', { scope: 'mine' }],
    ['/api/forum/compilation/list', { user_id: op.id }],
    ['/api/admin/forum/report-list', {}],
    ['/api/admin/forum/review-list', {}],
    ['/api/admin/forum/action-log', {}],
    ['/api/message/like-list', {}],
    ['/api/message/notice-list', { kind: 'comment' }],
    ['/api/admin/user/pending-authentications', {}],
    ['/api/user/search', { keyword: 'dancer' }],
    ['/api/search/search', { keyword: '街舞', type: 'post' }],
    ['/api/article/list', {}],
  );
});

const BAD = [
  '1_2.5',
  '1.5',
  'abc',
  '1_2_3_4',
  '9'.repeat(17),
  '1_99999999999999999',
  '_',
  '99999999999_1',
  '-5',
];

describe('cursors', () => {
  it('are refused with the validation code naming cursor on every list, whatever is wrong with them', async () => {
    const wrong: string[] = [];
    for (const [path, query] of lists) {
      for (const cursor of BAD) {
        const r = await call(t.app, 'GET', path, { token: op.token, query: { ...query, cursor, limit: 5 } });
        const good =
          r.status < 500 && (r.body.code === 0 || (r.body.code === 1400 && r.body.msg.includes('cursor')));
        // A cursor of the right shape for this list may be valid (an id, a count): then it is a page.
        if (!good)
          wrong.push(
            `${path} ${JSON.stringify(query)} cursor=${cursor} -> ${r.status} ${r.body.code} ${r.body.msg}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a decimal, a word and an out-of-range part everywhere', async () => {
    for (const [path, query] of lists)
      for (const cursor of ['1.5', 'abc', '1_2_3_4', '9'.repeat(17)]) {
        const r = await call(t.app, 'GET', path, { token: op.token, query: { ...query, cursor } });
        expect(r.body.code, `${path} ${cursor}`).toBe(1400);
        expect(r.body.msg, `${path} ${cursor}`).toContain('cursor');
      }
  });
});
