import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();

describe('shops and anchors', () => {
  it('a shop invites an anchor, the anchor accepts; both see the pair; others are refused', async () => {
    const shop = await f.newShop();
    const anchor = await f.newUser({ approved: ['anchor'] });
    const dancer = await f.newUser();
    const inv = await ok(t, live.mchAnchorInvite, {
      token: shop.clerk.token,
      body: { mch_id: shop.id, anchor_id: anchor.id },
    });
    expect(inv).toMatchObject({ mch: { id: shop.id }, anchor: { id: anchor.id }, status: 'invited' });
    await refused(t, 1405, live.mchAnchorInvite, {
      token: dancer.token,
      body: { mch_id: shop.id, anchor_id: anchor.id },
    });
    await refused(t, 1400, live.mchAnchorInvite, {
      token: shop.owner.token,
      body: { mch_id: shop.id, anchor_id: dancer.id },
    });
    await refused(t, 1403, live.mchAnchorInvite, {
      token: visitor,
      body: { mch_id: shop.id, anchor_id: anchor.id },
    });
    const mine = await ok(t, live.mchAnchors, { token: anchor.token, query: {} });
    expect(mine.list.map((x) => [x.mch.id, x.status])).toEqual([[shop.id, 'invited']]);
    await ok(t, live.mchAnchorAccept, { token: anchor.token, body: { mch_id: shop.id, accept: 1 } });
    await refused(t, 1409, live.mchAnchorAccept, {
      token: anchor.token,
      body: { mch_id: shop.id, accept: 1 },
    });
    const ofShop = await ok(t, live.mchAnchors, { token: shop.owner.token, query: { mch_id: shop.id } });
    expect(ofShop.list.map((x) => [x.anchor.id, x.status])).toEqual([[anchor.id, 'accepted']]);
    await refused(t, 1405, live.mchAnchors, { token: dancer.token, query: { mch_id: shop.id } });
    await refused(t, 1404, live.mchAnchorAccept, {
      token: dancer.token,
      body: { mch_id: shop.id, accept: 1 },
    });
    await refused(t, 1400, live.mchAnchorAccept, {
      token: anchor.token,
      body: { mch_id: shop.id, accept: 2 as never },
    });
    await ok(t, live.mchAnchorAccept, { token: anchor.token, body: { mch_id: shop.id, accept: 0 } });
    expect((await ok(t, live.mchAnchors, { token: anchor.token, query: {} })).list).toEqual([]);
  });
});
