import { describe, expect, it } from 'vitest';
import { activity, mall } from '@dance/contracts';
import { countRows, newUser, testFile, visitorToken } from '../../../test/helpers.ts';
import { ok, refused } from '../../../test/kit.ts';

const { t, kit: f, by } = await testFile();
const raw = by.api;

async function battle() {
  const shop = await f.newShop();
  const a = await f.newActivity(shop);
  const open = await ok(t, activity.editGroup, {
    token: shop.owner.token,
    body: { activity_id: a.id, name: 'Breaking 1v1 Open', max_entrants: 3 },
  });
  const crew = await ok(t, activity.editGroup, {
    token: shop.clerk.token,
    body: { activity_id: a.id, name: 'Crew 3v3', sort: 2 },
  });
  return { shop, a, open, crew };
}

const entry = (stage_name: string) => ({ stage_name, crew: 'Gang', city: '上海' });

describe('divisions and sign-ups', () => {
  it('free sign-ups fill a division up to its limit, once per user; walk-ins come from the organiser', async () => {
    const { shop, a, open } = await battle();
    const users = await Promise.all(Array.from({ length: 4 }, () => newUser(t)));
    const results = await Promise.all(
      users.map((u, i) =>
        raw('POST', activity.apply.path, {
          token: u.token,
          body: { activity_id: a.id, division_id: open.id, ...entry(`B-Boy ${i}`) },
        }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 0, 0, 4109]);
    const inside = users.find((_, i) => results[i]!.body.code === 0)!;
    await refused(t, 4110, activity.apply, {
      token: inside.token,
      body: { activity_id: a.id, division_id: open.id, ...entry('again') },
    });
    const groups = await ok(t, activity.activityGroups, {
      token: await visitorToken(t.app),
      query: { activity_id: a.id },
    });
    expect(groups.list.map((d) => [d.name, d.entrants, d.requires_ticket])).toEqual([
      ['Breaking 1v1 Open', 3, 0],
      ['Crew 3v3', 0, 0],
    ]);
    await refused(t, 1400, activity.editGroup, {
      token: shop.owner.token,
      body: { id: open.id, activity_id: a.id, name: 'Breaking 1v1 Open', max_entrants: 2 },
    });
    await refused(t, 4109, activity.manualSignUp, {
      token: shop.clerk.token,
      body: { kind: 'competitor', activity_id: a.id, division_id: open.id, ...entry('Walk-in') },
    });
    await ok(t, activity.editGroup, {
      token: shop.owner.token,
      body: { id: open.id, activity_id: a.id, name: 'Breaking 1v1 Open', max_entrants: 0 },
    });
    const walkIn = await ok(t, activity.manualSignUp, {
      token: shop.clerk.token,
      body: { kind: 'competitor', activity_id: a.id, division_id: open.id, ...entry('Walk-in') },
    });
    expect(walkIn.entry).toMatchObject({ stage_name: 'Walk-in', source: 'manual', number: null });
    const mine = await ok(t, activity.registerRecord, { token: inside.token, query: {} });
    expect(mine.list[0]).toMatchObject({ division: 'Breaking 1v1 Open', activity: { id: a.id } });
  });

  it('a ticketed division needs an unused competitor ticket of that division', async () => {
    const { shop, a, crew } = await battle();
    const type = await f.newTicketType(shop, a.id, { name: '参赛票', division_id: crew.id, price: '50.00' });
    const spectator = await f.newTicketType(shop, a.id, { name: '观赛票' });
    const u = await newUser(t);
    await refused(t, 4111, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: crew.id, ...entry('Crew A') },
    });
    await f.buyTickets(u, spectator, 1);
    await f.buyTickets(u, type, 1);
    const [compTicket, watchTicket] = (await ok(t, activity.myTickets, { token: u.token, query: {} })).list;
    await refused(t, 4111, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: crew.id, ...entry('Crew A'), ticket_id: watchTicket!.id },
    });
    const e = await ok(t, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: crew.id, ...entry('Crew A'), ticket_id: compTicket!.id },
    });
    expect(e.source).toBe('ticket');
    // Someone else's ticket is no ticket.
    await refused(t, 4111, activity.apply, {
      token: (await newUser(t)).token,
      body: { activity_id: a.id, division_id: crew.id, ...entry('Crew B'), ticket_id: compTicket!.id },
    });
    // Refunding the ticket removes the entry and frees the place.
    await ok(t, mall.storeCancel, {
      token: shop.owner.token,
      body: { id: compTicket!.order_id!, reason: '退赛' },
    });
    expect(await countRows(t, 'activity_entry', `division_id = ${crew.id}`)).toBe(0);
    const groups = await ok(t, activity.activityGroups, { token: u.token, query: { activity_id: a.id } });
    expect(groups.list.find((d) => d.id === crew.id)).toMatchObject({ entrants: 0, requires_ticket: 1 });
    // The activity's detail says the same of its divisions (it reads them with its ticket types).
    const detail = await ok(t, activity.activityDetail, { token: u.token, query: { id: a.id } });
    expect(detail.divisions.map((d) => [d.id, d.requires_ticket])).toEqual(
      groups.list.map((d) => [d.id, d.requires_ticket]),
    );
    expect(detail.divisions.some((d) => d.requires_ticket === 0)).toBe(true);
  });

  it('sign-up is refused outside its window; bad input and strangers are refused', async () => {
    const { shop, a, open } = await battle();
    const closed = await f.newActivity(shop, { sign_up_end_at: new Date(Date.now() - 60_000).toISOString() });
    const d = await ok(t, activity.editGroup, {
      token: shop.owner.token,
      body: { activity_id: closed.id, name: 'Kids' },
    });
    const u = await newUser(t);
    await refused(t, 4108, activity.apply, {
      token: u.token,
      body: { activity_id: closed.id, division_id: d.id, ...entry('late') },
    });
    await refused(t, 1400, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: d.id, ...entry('x') },
    });
    await refused(t, 1400, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: open.id, stage_name: '', crew: '', city: '' },
    });
    await refused(t, 1400, activity.apply, {
      token: u.token,
      body: { activity_id: a.id, division_id: open.id, ...entry('x'.repeat(31)) },
    });
    await refused(t, 1403, activity.apply, {
      token: await visitorToken(t.app),
      body: { activity_id: a.id, division_id: open.id, ...entry('v') },
    });
    await refused(t, 1405, activity.editGroup, { token: u.token, body: { activity_id: a.id, name: 'Mine' } });
    await refused(t, 1405, activity.manualSignUp, {
      token: (await f.newShop()).owner.token,
      body: { kind: 'competitor', activity_id: a.id, division_id: open.id, ...entry('x') },
    });
    expect(await countRows(t, 'activity_entry', `activity_id in (${a.id}, ${closed.id})`)).toBe(0);
  });
});

describe('numbers and the bracket', () => {
  it('numbers once (order or draw); later walk-ins get the next number', async () => {
    const { shop, a, open } = await battle();
    await ok(t, activity.editGroup, {
      token: shop.owner.token,
      body: { id: open.id, activity_id: a.id, name: open.name, max_entrants: 0 },
    });
    for (const n of ['A', 'B', 'C'])
      await ok(t, activity.apply, {
        token: (await newUser(t)).token,
        body: { activity_id: a.id, division_id: open.id, ...entry(n) },
      });
    const r = await ok(t, activity.createNumber, {
      token: shop.clerk.token,
      body: { division_id: open.id, mode: 'draw' },
    });
    expect(r.list.map((e) => e.number)).toEqual([1, 2, 3]);
    expect(r.division).toMatchObject({ numbered: 1, number_mode: 'draw' });
    await refused(t, 4112, activity.createNumber, {
      token: shop.owner.token,
      body: { division_id: open.id },
    });
    const late = await ok(t, activity.manualSignUp, {
      token: shop.clerk.token,
      body: { kind: 'competitor', activity_id: a.id, division_id: open.id, ...entry('D') },
    });
    expect(late.entry!.number).toBe(4);
    await refused(t, 1405, activity.createNumber, {
      token: (await newUser(t)).token,
      body: { division_id: open.id },
    });
    await refused(t, 1400, activity.createNumber, {
      token: shop.owner.token,
      body: { division_id: 99_999_999 },
    });
  });

  it('a bracket of four: winners advance to the final; decided once; the champion shows', async () => {
    const { shop, a, crew } = await battle();
    const ids: number[] = [];
    for (const n of ['A', 'B', 'C', 'D'])
      ids.push(
        (
          await ok(t, activity.manualSignUp, {
            token: shop.clerk.token,
            body: { kind: 'competitor', activity_id: a.id, division_id: crew.id, ...entry(n) },
          })
        ).entry!.id,
      );
    await ok(t, activity.scoreEntry, {
      token: shop.clerk.token,
      body: { entry_id: ids[0]!, score: '88.50' },
    });
    await refused(t, 1400, activity.editBracket, {
      token: shop.owner.token,
      body: { division_id: crew.id, entry_ids: ids.slice(0, 3) },
    });
    const b = await ok(t, activity.editBracket, {
      token: shop.owner.token,
      body: { division_id: crew.id, entry_ids: ids },
    });
    expect(b.rounds.map((r) => [r.round, r.battles.length])).toEqual([['top4', 2]]);
    const [semi1, semi2] = b.rounds[0]!.battles;
    await refused(t, 1400, activity.decideBattle, {
      token: shop.owner.token,
      body: { battle_id: semi1!.id, winner_entry_id: ids[2]! },
    });
    const d1 = await ok(t, activity.decideBattle, {
      token: shop.owner.token,
      body: { battle_id: semi1!.id, winner_entry_id: ids[1]! },
    });
    expect(d1).toMatchObject({ decided: true, winner_entry_id: ids[1] });
    await refused(t, 4113, activity.decideBattle, {
      token: shop.owner.token,
      body: { battle_id: semi1!.id, winner_entry_id: ids[0]! },
    });
    await refused(t, 4113, activity.editBracket, {
      token: shop.owner.token,
      body: { division_id: crew.id, entry_ids: ids },
    });
    await ok(t, activity.decideBattle, {
      token: shop.clerk.token,
      body: { battle_id: semi2!.id, winner_entry_id: ids[2]! },
    });
    const list = await ok(t, activity.competitionList, {
      token: await visitorToken(t.app),
      query: { activity_id: a.id },
    });
    const division = list.list.find((d) => d.id === crew.id)!;
    const final = division.rounds.find((r) => r.round === 'final')!.battles[0]!;
    expect([final.a?.id, final.b?.id, final.decided]).toEqual([ids[1], ids[2], false]);
    expect(division.champion).toBeNull();
    expect(division.entries.find((e) => e.id === ids[0])!.score).toBe('88.50');
    await ok(t, activity.decideBattle, {
      token: shop.owner.token,
      body: { battle_id: final.id, winner_entry_id: ids[2]! },
    });
    const after = await ok(t, activity.competitionList, {
      token: shop.owner.token,
      query: { activity_id: a.id },
    });
    expect(after.list.find((d) => d.id === crew.id)!.champion!.id).toBe(ids[2]);
    await refused(t, 1405, activity.decideBattle, {
      token: (await newUser(t)).token,
      body: { battle_id: final.id, winner_entry_id: ids[2]! },
    });
  });
});

describe('photos', () => {
  it('the organiser adds tagged photos (own uploads only); anyone browses by tag; removal', async () => {
    const { shop, a, open } = await battle();
    const pics = [await f.newImage(shop.clerk), await f.newImage(shop.clerk)];
    const added = await ok(t, activity.addImage, {
      token: shop.clerk.token,
      body: {
        activity_id: a.id,
        urls: pics,
        tags: ['决赛', 'Freeze', '决赛'],
        division_id: open.id,
        round: 'final',
        number: 7,
      },
    });
    expect(added.list[0]).toMatchObject({ tags: ['决赛', 'Freeze'], round: 'final', number: 7 });
    await ok(t, activity.addImage, {
      token: shop.owner.token,
      body: { activity_id: a.id, urls: [await f.newImage(shop.owner)], tags: ['观众'] },
    });
    await refused(t, 1400, activity.addImage, {
      token: shop.owner.token,
      body: { activity_id: a.id, urls: [pics[0]!] },
    });
    await refused(t, 1405, activity.addImage, {
      token: (await newUser(t)).token,
      body: { activity_id: a.id, urls: [pics[0]!] },
    });
    const visitor = await visitorToken(t.app);
    const tags = await ok(t, activity.imageTags, { token: visitor, query: { activity_id: a.id } });
    expect(tags).toMatchObject({
      total: 3,
      rounds: [{ round: 'final', count: 2 }],
      numbers: [{ number: 7, count: 2 }],
      divisions: [{ id: open.id, count: 2 }],
    });
    expect(tags.tags).toContainEqual({ tag: '决赛', count: 2 });
    const byTag = await ok(t, activity.images, { token: visitor, query: { activity_id: a.id, tag: '观众' } });
    expect(byTag.list).toHaveLength(1);
    const byNumber = await ok(t, activity.images, {
      token: visitor,
      query: { activity_id: a.id, number: 7, limit: 1 },
    });
    expect(byNumber.list).toHaveLength(1);
    expect(byNumber.next_cursor).not.toBeNull();
    const removed = await ok(t, activity.removeImage, {
      token: shop.owner.token,
      body: { activity_id: a.id, ids: added.list.map((p) => p.id) },
    });
    expect(removed.count).toBe(2);
    await refused(t, 1405, activity.removeImage, {
      token: (await newUser(t)).token,
      body: { activity_id: a.id, ids: [1] },
    });
    expect(await countRows(t, 'activity_photo', `activity_id = ${a.id}`)).toBe(1);
  });
});

describe('saved attendees', () => {
  it('adds, edits and removes; an ID number is checked and only shown masked; others cannot touch them', async () => {
    const u = await newUser(t);
    const saved = await f.newAttendee(u, '小明');
    expect(saved.has_id_card).toBe(true);
    await refused(t, 2020, activity.attendeeSave, {
      token: u.token,
      body: { name: 'x', mobile: '13912345678', id_card: '110101199001011230' },
    });
    await refused(t, 1400, activity.attendeeSave, { token: u.token, body: { name: 'x', mobile: '123' } });
    const other = await newUser(t);
    await refused(t, 1404, activity.attendeeSave, {
      token: other.token,
      body: { id: saved.id, name: 'mine now', mobile: '13912345678' },
    });
    await refused(t, 1404, activity.attendeeDelete, { token: other.token, body: { id: saved.id } });
    const list = await ok(t, activity.attendeeList, { token: u.token });
    expect(list.list.map((x) => x.id)).toEqual([saved.id]);
    expect(JSON.stringify(list)).not.toMatch(/\d{17}[\dX]/);
    await ok(t, activity.attendeeDelete, { token: u.token, body: { id: saved.id } });
    expect((await ok(t, activity.attendeeList, { token: u.token })).list).toEqual([]);
    await refused(t, 1403, activity.attendeeList, { token: await visitorToken(t.app) });
  });
});
