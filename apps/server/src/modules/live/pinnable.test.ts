import { describe, expect, it } from 'vitest';
import { live } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';

// The goods an anchor may pin, as the goods picker lists them (decision 244).
const { t, kit: f } = await testFile();

const anchor = await f.newUser({ approved: ['anchor'] });

/** A shop that invited the anchor; accepted unless told otherwise. */
async function invitingShop(accept: boolean) {
  const shop = await f.newShop();
  await ok(t, live.mchAnchorInvite, {
    token: shop.owner.token,
    body: { mch_id: shop.id, anchor_id: anchor.id },
  });
  if (accept)
    await ok(t, live.mchAnchorAccept, { token: anchor.token, body: { mch_id: shop.id, accept: 1 } });
  return shop;
}

const word = `krump${tag()}`;
const own = await f.newShop({ owner: anchor });
const partner = await invitingShop(true);
const invitedOnly = await invitingShop(false);
const stranger = await f.newShop();
const ownShoes = await f.newGoods(own.id, { name: `霹雳舞鞋 ${tag()}`, price: 12_900, stock: 7 });
const ownOff = await f.newGoods(own.id, { status: 0 });
const partnerTee = await f.newGoods(partner.id, { name: `Tee ${word} black` });
const partnerCap = await f.newGoods(partner.id);
const invitedGoods = await f.newGoods(invitedOnly.id);
const strangerGoods = await f.newGoods(stranger.id, { name: `Tee ${word} stranger` });

const pinnable = (query: { keyword?: string; cursor?: string; limit?: number } = {}) =>
  ok(t, live.pinnableGoods, { token: anchor.token, query: { limit: 50, ...query } });

describe('pinnable goods', () => {
  it("lists the own shop's and the accepted partners' goods on sale, newest first, with shop and price", async () => {
    const r = await pinnable();
    expect(r.list.map((g) => g.id)).toEqual(
      [ownShoes.id, partnerTee.id, partnerCap.id].sort((a, b) => b - a),
    );
    expect(r.next_cursor).toBeNull();
    const ids = r.list.map((g) => g.id);
    for (const g of [ownOff, invitedGoods, strangerGoods]) expect(ids).not.toContain(g.id);
    const shoes = r.list.find((g) => g.id === ownShoes.id)!;
    expect(shoes).toMatchObject({
      name: ownShoes.name,
      price: '129.00',
      stock: 7,
      mch: { id: own.id, name: own.name },
    });
    expect(shoes.cover).toBeTruthy();
    expect(r.list.find((g) => g.id === partnerTee.id)!.mch).toMatchObject({
      id: partner.id,
      name: partner.name,
    });
  });

  it('filters by a name keyword, Latin or Han', async () => {
    expect((await pinnable({ keyword: word })).list.map((g) => g.id)).toEqual([partnerTee.id]);
    expect((await pinnable({ keyword: word.toUpperCase() })).list.map((g) => g.id)).toEqual([partnerTee.id]);
    expect((await pinnable({ keyword: '舞鞋' })).list.map((g) => g.id)).toEqual([ownShoes.id]);
    expect((await pinnable({ keyword: `nothing${tag()}` })).list).toEqual([]);
    // Like-pattern characters are plain text.
    expect((await pinnable({ keyword: '%' })).list).toEqual([]);
  });

  it('pages through every goods once', async () => {
    const all = (await pinnable()).list.map((g) => g.id);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const r = await pinnable({ limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...r.list.map((g) => g.id));
      if (!r.next_cursor) break;
      cursor = r.next_cursor;
    }
    expect(seen).toEqual(all);
    expect(seen.length).toBe(3);
  });

  it('follows the shops: an accepted invitation adds its goods', async () => {
    const later = await invitingShop(true);
    const g = await f.newGoods(later.id);
    expect((await pinnable()).list[0]!.id).toBe(g.id);
  });

  it('answers an empty list to an anchor without partner or shop', async () => {
    const lone = await f.newUser({ approved: ['anchor'] });
    const r = await ok(t, live.pinnableGoods, { token: lone.token });
    expect(r).toEqual({ list: [], next_cursor: null });
  });

  it('refuses a user who is not an approved anchor, and a malformed cursor', async () => {
    const viewer = await f.newUser();
    await refused(t, 1405, live.pinnableGoods, { token: viewer.token });
    // Even one who owns a shop with goods on sale.
    await refused(t, 1405, live.pinnableGoods, { token: partner.owner.token });
    for (const cursor of ['abc', '-1', '1_2', '9'.repeat(30)]) {
      const r = await refused(t, 1400, live.pinnableGoods, { token: anchor.token, query: { cursor } });
      expect(JSON.stringify(r.body), cursor).toContain('cursor');
    }
  });
});
