import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { message } from '@dance/contracts';
import { sqlCount, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';
import { chatFactories, paidNotice } from './test-factories.ts';

const { t, kit: f } = await testFile();
const { statistics } = chatFactories(t);

const shopNote = (mchId: number, key: string) => paidNotice({ mchId }, key);

const additions = (mchId: number) =>
  sqlCount(
    t,
    sql`select count(*)::int as n from message_box_delta where owner_kind = 'shop' and owner_id = ${mchId}`,
  );
const rowUnread = (mchId: number) =>
  sqlCount(
    t,
    sql`select coalesce(sum(unread), 0)::int as n from message_box where owner_kind = 'shop' and owner_id = ${mchId}`,
  );
const unreadNotices = (mchId: number) =>
  sqlCount(t, sql`select count(*)::int as n from notification where mch_id = ${mchId} and not is_read`);

describe("the notices' additions to the boxes", () => {
  it('a notice adds to its box without the box row: recorded while the row is locked elsewhere', async () => {
    const shop = await f.newShop();
    await t.services.messages.notifyAll(undefined, [shopNote(shop.id, 'a')]);
    await t.services.chat.folder.run();
    expect(await rowUnread(shop.id)).toBe(1);
    // Another transaction holds the shop's box row, as a clerk's read would.
    const other = await t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query(`select 1 from message_box where owner_kind = 'shop' and owner_id = $1 for update`, [
        shop.id,
      ]);
      const recorded = t.services.messages
        .notifyAll(undefined, [shopNote(shop.id, 'b')])
        .then(() => 'recorded');
      const waited = new Promise((r) => setTimeout(() => r('waited'), 3000));
      expect(await Promise.race([recorded, waited])).toBe('recorded');
      // The fold gives up on the locked row at once, and keeps the addition for later.
      expect(await t.services.chat.folder.run()).toBe(0);
      expect(await additions(shop.id)).toBe(1);
    } finally {
      await other.query('rollback');
      other.release();
    }
    expect((await statistics(shop.owner)).shop).toBe(2);
    expect(await t.services.chat.folder.run()).toBeGreaterThanOrEqual(1);
    expect(await additions(shop.id)).toBe(0);
    expect(await rowUnread(shop.id)).toBe(2);
    expect((await statistics(shop.owner)).shop).toBe(2);
  });

  it('a box read before its additions are folded ends at zero, and stays there when they are', async () => {
    const shop = await f.newShop();
    await t.services.messages.notifyAll(undefined, [shopNote(shop.id, 'c'), shopNote(shop.id, 'd')]);
    expect(await rowUnread(shop.id)).toBe(0);
    expect((await statistics(shop.clerk)).shop).toBe(2);
    await ok(t, message.messageRead, {
      token: shop.clerk.token,
      body: { category: 'shop', as_mch_id: shop.id },
    });
    expect((await statistics(shop.owner)).shop).toBe(0);
    await t.services.chat.folder.run();
    expect((await statistics(shop.owner)).shop).toBe(0);
    await t.services.messages.notifyAll(undefined, [shopNote(shop.id, 'e')]);
    expect((await statistics(shop.owner)).shop).toBe(1);
    // One notice read by its id: the same.
    const [latest] = (
      await ok(t, message.messageList, {
        token: shop.owner.token,
        query: { category: 'shop', as_mch_id: shop.id },
      })
    ).list;
    await ok(t, message.messageRead, {
      token: shop.owner.token,
      body: { notice_id: latest!.id, as_mch_id: shop.id },
    });
    expect((await statistics(shop.owner)).shop).toBe(0);
    await t.services.chat.folder.run();
    expect((await statistics(shop.owner)).shop).toBe(0);
  });

  it('200 notices, reads and folds at once: the box counts its unread notices to the unit', async () => {
    const shop = await f.newShop();
    const errors: unknown[] = [];
    const keep = (p: Promise<unknown>) => p.catch((e: unknown) => void errors.push(e));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      work.push(
        keep(
          t.services.messages.notifyAll(
            undefined,
            Array.from({ length: 5 }, (_, j) => shopNote(shop.id, `r${i}-${j}`)),
          ),
        ),
      );
      if (i % 4 === 0) work.push(keep(t.services.chat.folder.run()));
      if (i % 8 === 3)
        work.push(
          keep(
            ok(t, message.messageRead, {
              token: shop.clerk.token,
              body: { category: 'shop', as_mch_id: shop.id },
            }),
          ),
        );
    }
    await Promise.all(work);
    expect(errors).toEqual([]);
    const unread = await unreadNotices(shop.id);
    expect(
      await sqlCount(t, sql`select count(*)::int as n from notification where mch_id = ${shop.id}`),
    ).toBe(200);
    expect((await statistics(shop.owner)).shop).toBe(unread);
    await t.services.chat.folder.run();
    expect(await additions(shop.id)).toBe(0);
    expect(await rowUnread(shop.id)).toBe(unread);
    expect((await statistics(shop.owner)).shop).toBe(unread);
  });
});
