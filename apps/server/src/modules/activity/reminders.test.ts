import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activity, message } from '@dance/contracts';
import { newUser, testFile } from '../../../test/helpers.ts';
import { ok } from '../../../test/kit.ts';

const { t, kit: f } = await testFile();
const HOUR = 3_600_000;

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('activity reminders', () => {
  it('every holder of a valid ticket hears once that the event starts within a day; later events and void tickets do not', async () => {
    const shop = await f.newShop();
    const soon = await f.newActivity(shop, { start_at: at(20 * HOUR), end_at: at(24 * HOUR) });
    const later = await f.newActivity(shop, { start_at: at(30 * HOUR), end_at: at(34 * HOUR) });
    const soonType = await f.newTicketType(shop, soon.id, { refundable_until: at(10 * HOUR) });
    const laterType = await f.newTicketType(shop, later.id);
    const [ann, ben, cat] = [await newUser(t), await newUser(t), await newUser(t)];
    await f.buyTickets(ann, soonType, 2);
    await f.buyTickets(ben, soonType, 1);
    await f.buyTickets(cat, laterType, 1);
    // Ben's ticket is void (as a refund leaves it): a void ticket gets no reminder.
    const benTicket = (
      await t.database.db.execute(sql`select order_id from activity_ticket where user_id = ${ben.id}`)
    ).rows[0] as { order_id: string };
    await t.database.db.execute(
      sql`update activity_ticket set status = 'void', voided_at = now() where order_id = ${benTicket.order_id}`,
    );

    const first = await t.services.activity.reminders.run();
    const again = await t.services.activity.reminders.run();
    expect(first.activities).toBeGreaterThanOrEqual(1);
    expect(again.attempts).toBe(first.attempts);

    const notices = async (userId: number) =>
      (
        await t.database.db.execute(
          sql`select kind, ref_type, ref_id, text from notification where user_id = ${userId} and kind = 'activity'`,
        )
      ).rows;
    expect(await notices(ann.id)).toEqual([
      { kind: 'activity', ref_type: 'activity', ref_id: soon.id, text: soon.name },
    ]);
    expect(await notices(ben.id)).toEqual([]);
    expect(await notices(cat.id)).toEqual([]);

    const stats = await ok(t, message.messageStatistics, { token: ann.token });
    expect(stats.activity).toBe(1);
    const page = await ok(t, message.messageList, {
      token: ann.token,
      query: { category: 'activity' },
      headers: { 'accept-language': 'en' },
    });
    expect(page.list[0]).toMatchObject({ type: 'notice', title: 'Your event starts within 24 hours' });

    // A day later the later event is within reach too; Ann's reminder is still the only one.
    await t.services.activity.reminders.run(new Date(Date.now() + 12 * HOUR));
    expect(await notices(cat.id)).toHaveLength(1);
    expect(await notices(ann.id)).toHaveLength(1);
    await ok(t, activity.activityDetail, { token: ann.token, query: { id: soon.id } });
  });
});
