import { describe, expect, it } from 'vitest';
import { merchant } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, visitor } = await testFile();

describe("the owner's desk", () => {
  it("dashboard figures: today's and the week's sales, orders to ship, to verify, after-sales", async () => {
    const shop = await f.newShop();
    const express = await f.newGoods(shop.id, { price: 2_000 });
    const verify = await f.newGoods(shop.id, { price: 3_000, delivery: 'verify' });
    const u = await newUser(t);
    await f.paidOrder(u, express);
    await f.paidOrder(u, verify);
    await f.newOrder(u, express);
    const d = await ok(t, merchant.mchIndex, { token: shop.owner.token, query: { mch_id: shop.id } });
    expect(d).toMatchObject({
      role: 'owner',
      today: { sales: '60.00', orders: 2 },
      week: { sales: '60.00', orders: 2 },
      to_ship: 1,
      to_verify: 1,
      after_sales: 0,
      account: { balance: '0.00', frozen: '0.00' },
    });
    expect(d.detail).toMatchObject({ id: shop.id, goods_count: 2 });
    const clerk = await ok(t, merchant.mchIndex, { token: shop.clerk.token, query: { mch_id: shop.id } });
    expect(clerk).toMatchObject({ role: 'clerk', account: null, to_ship: 1 });
    const other = await f.newShop();
    await refused(t, 1405, merchant.mchIndex, { token: other.owner.token, query: { mch_id: shop.id } });
    await refused(t, 1403, merchant.mchIndex, { token: visitor, query: { mch_id: shop.id } });
    await refused(t, 1400, merchant.mchIndex, {
      token: shop.owner.token,
      query: { mch_id: 'x' as unknown as number },
    });
  });

  it('settings: the owner and managers read and save them; other clerks and other owners may not', async () => {
    const shop = await f.newShop({ role: 'orders' });
    const s = await ok(t, merchant.mchSetting, { token: shop.owner.token, query: { mch_id: shop.id } });
    expect(s).toMatchObject({ id: shop.id, delivery_modes: ['express'], fee_rate: 60 });
    const cover = await f.newImage(shop.owner);
    const body = {
      mch_id: shop.id,
      name: '地下舞社',
      logo: s.logo,
      cover,
      intro: '城市街舞工作室',
      contact: '021-12345678',
      hours: '10:00-22:00',
      address: '上海市静安区',
      return_address: '上海市静安区南京西路 2 号',
      after_sale_policy: '七天无理由',
      delivery_modes: ['express' as const, 'verify' as const],
    };
    await ok(t, merchant.mchSettingSave, { token: shop.owner.token, body });
    const after = await ok(t, merchant.mchSetting, { token: shop.owner.token, query: { mch_id: shop.id } });
    expect(after).toMatchObject({
      name: '地下舞社',
      cover,
      hours: '10:00-22:00',
      delivery_modes: ['express', 'verify'],
    });
    const stranger = await f.newImage(await newUser(t));
    await refused(t, 1400, merchant.mchSettingSave, {
      token: shop.owner.token,
      body: { ...body, cover: stranger },
    });
    await refused(t, 1400, merchant.mchSettingSave, {
      token: shop.owner.token,
      body: { ...body, delivery_modes: [] },
    });
    await refused(t, 1400, merchant.mchSettingSave, { token: shop.owner.token, body: { ...body, name: '' } });
    await refused(t, 1405, merchant.mchSettingSave, { token: shop.clerk.token, body });
    await refused(t, 1405, merchant.mchSetting, { token: shop.clerk.token, query: { mch_id: shop.id } });
    const other = await f.newShop();
    await refused(t, 1405, merchant.mchSetting, { token: other.owner.token, query: { mch_id: shop.id } });
    const manager = await newUser(t);
    await t.services.merchants.addClerk(shop.id, manager.id, 'manager');
    await ok(t, merchant.mchSettingSave, { token: manager.token, body: { ...body, intro: '经理改过' } });
    expect(
      await ok(t, merchant.mchSetting, { token: manager.token, query: { mch_id: shop.id } }),
    ).toMatchObject({
      intro: '经理改过',
    });
    await refused(t, 1403, merchant.mchSettingSave, { token: visitor, body });
  });

  it('settings whose name, intro or after-sale policy carry a prohibited or sensitive word are refused, naming it', async () => {
    await t.database.pool.query(
      `insert into moderation_word (word, level) values ('赌博网站', 'block'), ('私聊交易', 'review')
       on conflict (word) do nothing`,
    );
    const shop = await f.newShop();
    const s = await ok(t, merchant.mchSetting, { token: shop.owner.token, query: { mch_id: shop.id } });
    const body = {
      mch_id: shop.id,
      name: s.name,
      logo: s.logo,
      cover: '',
      intro: '城市街舞工作室',
      contact: '021-12345678',
      hours: '10:00-22:00',
      address: '上海市静安区',
      return_address: '',
      after_sale_policy: '七天无理由',
      delivery_modes: ['express' as const],
    };
    for (const [field, text, word] of [
      ['intro', '周末开课，赌 博 网 站勿扰', '赌博网站'],
      ['after_sale_policy', '售后请私聊交易', '私聊交易'],
      ['name', '賭博網站舞社', '赌博网站'],
    ] as const) {
      const r = await refused(t, 3001, merchant.mchSettingSave, {
        token: shop.owner.token,
        body: { ...body, [field]: text },
      });
      expect(r.body.msg, field).toContain(word);
    }
    expect(
      await ok(t, merchant.mchSetting, { token: shop.owner.token, query: { mch_id: shop.id } }),
    ).toMatchObject({ name: s.name, intro: s.intro, after_sale_policy: s.after_sale_policy });
  });

  it("the QR code opens the shop's page", async () => {
    const shop = await f.newShop();
    const q = await ok(t, merchant.mchQrCode, { token: shop.clerk.token, query: { mch_id: shop.id } });
    expect(q.url).toMatch(new RegExp(`/#/pages/mch-detail\\?id=${shop.id}$`));
    expect(q.image.startsWith('data:image/png;base64,')).toBe(true);
    await refused(t, 1405, merchant.mchQrCode, {
      token: (await newUser(t)).token,
      query: { mch_id: shop.id },
    });
    await refused(t, 1403, merchant.mchQrCode, { token: visitor, query: { mch_id: shop.id } });
  });
});
