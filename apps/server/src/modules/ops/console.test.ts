import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, guess, live, merchant, message, music, ops, user } from '@dance/contracts';
import { makeIdCard } from '@dance/contracts/id-card';
import { newUser, testFile } from '../../../test/helpers.ts';
import { api, ok, refused, tag, type KitUser } from '../../../test/kit.ts';

const { t, kit: f, by, visitor } = await testFile();
const s = t.services;
const boss = await newUser(t, { roles: ['operator'] });
const reviewer = await newUser(t, { roles: ['op:reviewer'] });
const finance = await newUser(t, { roles: ['op:finance'] });
const editor = await newUser(t, { roles: ['op:editor'] });
const someone = await newUser(t);

const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows;

/** The log rows of one item. */
const logged = (kind: string, ref: string) =>
  rows<{ decision: string; operator_id: number; reason: string }>(
    sql`select decision, operator_id::int as operator_id, reason from ops_action where kind = ${kind} and ref = ${ref} order by id`,
  );

/** The item of a kind with this ref, as the operator's queue shows it (null when not there). */
async function inQueue(op: KitUser, kind: ops.QueueKind, ref: string) {
  const q = await ok(t, ops.queue, { token: op.token, query: { kind, limit: 50 } });
  return q.list.find((i) => i.ref === ref) ?? null;
}

// ---------- one waiting item of each kind, made through the app's own calls ----------

async function pendingRealName() {
  const u = await newUser(t);
  await ok(t, user.authentication, {
    token: u.token,
    body: { real_name: '张小跳', id_card: makeIdCard('310101', '1999-05-20', randomInt(0, 1000)) },
  });
  return { u, ref: String(u.id) };
}

async function pendingShop() {
  const u = await f.newVerifiedUser();
  const a = await ok(t, merchant.mchApply, {
    token: u.token,
    body: {
      name: `Studio ${tag()}`,
      logo: await f.newImage(u),
      category: 'studio',
      contact: '13800001234',
      licence: await f.newImage(u),
      address: '上海市静安区南京西路 1 号',
    },
  });
  return { u, ref: String(a.id) };
}

async function pendingAnchor() {
  const u = await f.newVerifiedUser();
  const clip = (await s.uploads.store(u.id, 'video', MP4)).url;
  const a = await ok(t, live.anchorIdentify, {
    token: u.token,
    body: { stage_name: 'B-Girl Nova', dance_styles: ['breaking'], photo: await f.newImage(u), clip },
  });
  return { u, ref: String(a.id) };
}

async function pendingMusician() {
  const u = await f.newVerifiedUser();
  const a = await ok(t, music.musicianApply, {
    token: u.token,
    body: { stage_name: 'DJ Pulse', genres: ['house'], sample: await f.newAudio(u, { seconds: 3 }) },
  });
  return { u, ref: String(a.id) };
}

async function heldPost() {
  const word = await f.newWord('review');
  const u = await f.newVerifiedUser();
  const p = await f.newPost(u, { content: `Tonight's cypher ${word} at the park` });
  return { u, postId: p.id, ref: `post-${p.id}` };
}

async function reportedPost() {
  const author = await f.newVerifiedUser();
  const p = await f.newPost(author, { content: 'A post someone reports' });
  const cats = await ok(t, community.informCats, { token: someone.token });
  const reporter = await newUser(t);
  const r = await ok(t, community.inform, {
    token: reporter.token,
    body: { post_id: p.id, cat_id: cats.list[0]!.id, content: 'spam', images: [] },
  });
  return { author, postId: p.id, ref: String(r.id) };
}

async function pendingWithdrawal() {
  const shop = await f.newShop();
  await t.database.db.execute(sql`update mch set fee_rate = 0 where id = ${shop.id}`);
  await t.database.db.transaction((tx) =>
    s.merchant.account.settle(tx, {
      kind: 'completed',
      order: { id: randomInt(2 ** 40, 2 ** 47), mchId: shop.id, payAmount: 20_000, refundAmount: 0 },
    }),
  );
  const c = await ok(t, merchant.cashSubmit, {
    token: shop.owner.token,
    body: { mch_id: shop.id, client_id: `ops-${tag()}-${tag()}`, amount: '100.00', type: 'balance' },
  });
  return { shop, ref: String(c.id) };
}

async function closedGuess() {
  const g = await ok(t, guess.create, {
    token: boss.token,
    body: {
      title: 'Who wins the final?',
      options: ['Red', 'Blue'],
      close_at: new Date(Date.now() + 3_600_000).toISOString(),
      stake_min: 10,
      stake_max: 500,
      rake_bp: 1000,
    },
  });
  // The guess's time has passed (a fixture: the clock of the test does not move).
  await t.database.db.execute(
    sql`update guess_game set close_at = now() - interval '1 minute' where id = ${g.id}`,
  );
  return { g, ref: String(g.id) };
}

/** A shipped order of 100.00 whose buyer asked for a refund that the shop refused. */
async function refusedAfterSale() {
  const shop = await f.newShop();
  const g = await f.newGoods(shop.id, { price: 10_000 });
  const buyer = await newUser(t);
  const { orderId } = await f.paidOrder(buyer, g);
  await by.ok('POST', '/plugin/mch/api/order/send', {
    token: shop.owner.token,
    body: { id: orderId, express_company: 'ZTO', express_no: 'ZTO778899001' },
  });
  const d = await by.ok<{ items: { id: number }[] }>('GET', '/api/order/detail', {
    token: buyer.token,
    query: { id: orderId },
  });
  const a = await by.ok<{ id: number }>('POST', '/api/order/after-sale/apply', {
    token: buyer.token,
    body: {
      order_item_id: d.items[0]!.id,
      type: 'refund',
      reason_id: 1,
      content: 'The sole came off on day one',
      images: [],
    },
  });
  await by.ok('POST', '/plugin/mch/api/after-sale/handle', {
    token: shop.owner.token,
    body: { id: a.id, agree: false, reason: 'Worn, not a defect' },
  });
  return { shop, buyer, orderId, ref: String(a.id) };
}

/** The buyer's balance in fen. */
const balance = async (userId: number) =>
  Number(
    (await rows<{ balance: string }>(sql`select balance::text from users where id = ${userId}`))[0]!.balance,
  );

/** A 1x1 video box: enough for the upload's type check. */
const MP4 = (() => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmp42', 4, 'ascii');
  box.write('mp42isom', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(64)]);
})();

describe('roles', () => {
  it('me answers each operator their roles and kinds; others are refused', async () => {
    expect(await ok(t, ops.me, { token: boss.token })).toMatchObject({
      roles: ['super'],
      super: true,
      editor: true,
    });
    const r = await ok(t, ops.me, { token: reviewer.token });
    expect(r).toMatchObject({ roles: ['reviewer'], super: false, editor: false });
    expect(r.kinds).toEqual([
      'realname',
      'merchant',
      'anchor',
      'musician',
      'held',
      'report',
      'live_report',
      'publish_activity',
      'publish_course',
      'publish_music',
    ]);
    expect((await ok(t, ops.me, { token: finance.token })).kinds).toEqual(['withdrawal', 'guess', 'dispute']);
    expect((await ok(t, ops.me, { token: editor.token })).kinds).toEqual([]);
    await refused(t, 1405, ops.me, { token: someone.token });
    await refused(t, 1403, ops.me, { token: visitor });
  });

  it('a role sees and decides only its own kinds; ordinary users and visitors are refused everywhere', async () => {
    const w = await pendingWithdrawal();
    await refused(t, 1405, ops.queue, { token: reviewer.token, query: { kind: 'withdrawal' } });
    await refused(t, 1405, ops.claim, { token: reviewer.token, body: { kind: 'withdrawal', ref: w.ref } });
    await refused(t, 1405, ops.decide, {
      token: reviewer.token,
      body: { kind: 'withdrawal', ref: w.ref, decision: 'pay' },
    });
    // The domain's own operator call checks the same role.
    await refused(t, 1405, merchant.adminCashApprove, { token: reviewer.token, body: { id: Number(w.ref) } });
    for (const token of [someone.token, visitor]) {
      const code = token === visitor ? 1403 : 1405;
      await refused(t, code, ops.queue, { token });
      await refused(t, code, ops.log, { token });
      await refused(t, code, ops.overview, { token });
      await refused(t, code, ops.decide, {
        token,
        body: { kind: 'withdrawal', ref: w.ref, decision: 'pay' },
      });
      await refused(t, code, ops.sanction, {
        token,
        body: { user_id: someone.id, action: 'warn', reason: 'x' },
      });
      await refused(t, code, ops.operators, { token });
    }
    const counts = (await ok(t, ops.queue, { token: reviewer.token })).counts.map((c) => c.kind);
    expect(counts).not.toContain('withdrawal');
    expect(await inQueue(finance, 'withdrawal', w.ref)).not.toBeNull();
    expect(await logged('withdrawal', w.ref)).toEqual([]);
  });

  it('a super operator sets roles; the change is logged and takes effect at once', async () => {
    const u = await newUser(t);
    await refused(t, 1405, ops.setRoles, {
      token: reviewer.token,
      body: { user_id: u.id, roles: ['finance'] },
    });
    await refused(t, 1405, ops.me, { token: u.token });
    const r = await ok(t, ops.setRoles, {
      token: boss.token,
      body: { user_id: u.id, roles: ['finance', 'editor'], reason: 'new finance lead' },
    });
    expect(r.roles).toEqual(['finance', 'editor']);
    expect((await ok(t, ops.me, { token: u.token })).kinds).toEqual(['withdrawal', 'guess', 'dispute']);
    const list = await ok(t, ops.operators, { token: boss.token });
    expect(list.list.find((o) => o.user.id === u.id)).toMatchObject({ roles: ['finance', 'editor'] });
    expect(list.list.find((o) => o.user.id === u.id)!.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    await ok(t, ops.setRoles, { token: boss.token, body: { user_id: u.id, roles: [] } });
    await refused(t, 1405, ops.me, { token: u.token });
    expect((await logged('operator', String(u.id))).map((l) => l.decision)).toEqual(['roles', 'roles']);
    await refused(t, 1400, ops.setRoles, {
      token: boss.token,
      body: { user_id: boss.id, roles: ['finance'] },
    });
    await refused(t, 1400, ops.setRoles, {
      token: boss.token,
      body: { user_id: u.id, roles: ['king'] as never },
    });
    await refused(t, 1404, ops.setRoles, { token: boss.token, body: { user_id: 987654321, roles: [] } });
  });
});

describe('the queue', () => {
  it('lists every kind oldest first with counts, pages by cursor, filters by kind and age', async () => {
    const made = [
      { kind: 'realname' as const, ...(await pendingRealName()) },
      { kind: 'merchant' as const, ...(await pendingShop()) },
      { kind: 'anchor' as const, ...(await pendingAnchor()) },
      { kind: 'held' as const, ...(await heldPost()) },
      { kind: 'report' as const, ...(await reportedPost()) },
      { kind: 'withdrawal' as const, ...(await pendingWithdrawal()) },
      { kind: 'guess' as const, ...(await closedGuess()) },
      { kind: 'musician' as const, ...(await pendingMusician()) },
    ];
    const first = await ok(t, ops.queue, { token: boss.token, query: { limit: 50 } });
    for (const m of made) {
      expect(first.list.some((i) => i.kind === m.kind && i.ref === m.ref)).toBe(true);
      expect(first.counts.find((c) => c.kind === m.kind)!.count).toBeGreaterThanOrEqual(1);
    }
    const times = first.list.map((i) => i.created_at);
    expect([...times].sort()).toEqual(times);
    // Pages of two walk the same items in the same order.
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await ok(t, ops.queue, {
        token: boss.token,
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      walked.push(...p.list.map((i) => `${i.kind}:${i.ref}`));
      cursor = p.next_cursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(first.list.map((i) => `${i.kind}:${i.ref}`));
    // The reported content in place with the reporter's reason; the held post's words.
    const rep = first.list.find((i) => i.kind === 'report' && i.ref === made[4]!.ref)!;
    expect(rep).toMatchObject({ title: 'A post someone reports', summary: 'spam' });
    expect(rep.facts.find((x) => x.label === 'target')!.value).toBe(
      `post ${(made[4] as { postId: number }).postId}`,
    );
    const held = first.list.find((i) => i.kind === 'held' && i.ref === made[3]!.ref)!;
    expect(held.facts.find((x) => x.label === 'words')!.value).not.toBe('');
    const rn = first.list.find((i) => i.kind === 'realname' && i.ref === made[0]!.ref)!;
    expect(rn.facts.find((x) => x.label === 'id_card')!.value).toMatch(/\*{4}/);
    expect(rn.facts.find((x) => x.label === 'id_check')!.value).toBe('ok');
    const g = first.list.find((i) => i.kind === 'guess' && i.ref === made[6]!.ref)!;
    expect(g.options.map((o) => o.label)).toEqual(['Red', 'Blue']);
    // Only one kind; none waits a day yet.
    const only = await ok(t, ops.queue, { token: boss.token, query: { kind: 'anchor', limit: 50 } });
    expect(new Set(only.list.map((i) => i.kind))).toEqual(new Set(['anchor']));
    const old = await ok(t, ops.queue, { token: boss.token, query: { min_age_hours: 24 * 300, limit: 50 } });
    expect(old.list.filter((i) => made.some((m) => m.ref === i.ref && m.kind === i.kind))).toEqual([]);
    await refused(t, 1400, ops.queue, { token: boss.token, query: { cursor: 'nope' } });
    await refused(t, 1400, ops.queue, { token: boss.token, query: { kind: 'dragons' as never } });
  });

  it('the second operator opening an item sees who holds it', async () => {
    const { ref } = await pendingShop();
    const mine = await ok(t, ops.claim, { token: reviewer.token, body: { kind: 'merchant', ref } });
    expect(mine.claim).toMatchObject({ mine: true, operator: { id: reviewer.id } });
    const theirs = await ok(t, ops.claim, { token: boss.token, body: { kind: 'merchant', ref } });
    expect(theirs.claim).toMatchObject({ mine: false, operator: { id: reviewer.id } });
    expect((await inQueue(boss, 'merchant', ref))!.claim).toMatchObject({ operator: { id: reviewer.id } });
    await refused(t, 1404, ops.claim, { token: boss.token, body: { kind: 'merchant', ref: '987654321' } });
    await refused(t, 1404, ops.claim, { token: boss.token, body: { kind: 'merchant', ref: 'x;drop' } });
  });
});

describe('decisions', () => {
  it('real name: refused with a reason, told in the message box, logged, gone from the queue', async () => {
    const { u, ref } = await pendingRealName();
    await refused(t, 1400, ops.decide, {
      token: reviewer.token,
      body: { kind: 'realname', ref, decision: 'refuse' },
    });
    await refused(t, 1400, ops.decide, {
      token: reviewer.token,
      body: { kind: 'realname', ref, decision: 'pay' },
    });
    expect(await logged('realname', ref)).toEqual([]);
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'realname', ref, decision: 'refuse', reason: 'The name does not match the ID' },
    });
    const info = await ok(t, user.userInfo, { token: u.token });
    expect(info.review_status).toBe(3);
    expect(await inQueue(reviewer, 'realname', ref)).toBeNull();
    const box = await ok(t, message.messageList, { token: u.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('The name does not match the ID');
    expect(await logged('realname', ref)).toEqual([
      { decision: 'refuse', operator_id: reviewer.id, reason: 'The name does not match the ID' },
    ]);
    await refused(t, 1409, ops.decide, {
      token: boss.token,
      body: { kind: 'realname', ref, decision: 'approve' },
    });
  });

  it('shop application approved: the shop opens and the applicant is told', async () => {
    const { u, ref } = await pendingShop();
    await ok(t, ops.decide, { token: reviewer.token, body: { kind: 'merchant', ref, decision: 'approve' } });
    const a = await ok(t, merchant.mchApplyInfo, { token: u.token });
    expect(a).toMatchObject({ merchant_review_status: 2, application: { status: 'approved' } });
    expect(a.application!.mch_id).toBeGreaterThan(0);
    const box = await ok(t, message.messageList, { token: u.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('开店申请已通过');
  });

  it('anchor application approved; held post refused; reported post hidden', async () => {
    const an = await pendingAnchor();
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'anchor', ref: an.ref, decision: 'approve' },
    });
    expect(await ok(t, live.anchorApplication, { token: an.u.token })).toMatchObject({ status: 'approved' });

    const h = await heldPost();
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'held', ref: h.ref, decision: 'refuse', reason: 'Hate speech' },
    });
    const [post] = await rows<{ status: number }>(sql`select status from post where id = ${h.postId}`);
    expect(post!.status).toBe(4);

    const r = await reportedPost();
    await refused(t, 1400, ops.decide, {
      token: reviewer.token,
      body: { kind: 'report', ref: r.ref, decision: 'hide' },
    });
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'report', ref: r.ref, decision: 'hide', reason: 'Spam' },
    });
    await refused(t, 1404, community.postDetail, { token: someone.token, query: { id: r.postId } });
    await refused(t, 1404, ops.decide, {
      token: reviewer.token,
      body: { kind: 'held', ref: 'user-1', decision: 'approve' },
    });
  });

  it('withdrawal paid by finance: the shop sees it paid', async () => {
    const w = await pendingWithdrawal();
    await ok(t, ops.decide, {
      token: finance.token,
      body: { kind: 'withdrawal', ref: w.ref, decision: 'pay' },
    });
    const log = await ok(t, merchant.cashLog, { token: w.shop.owner.token, query: { mch_id: w.shop.id } });
    expect(log.list.find((c) => String(c.id) === w.ref)).toMatchObject({ status: 'paid' });
    expect((await logged('withdrawal', w.ref)).map((l) => l.decision)).toEqual(['pay']);
  });

  it('guess: settle needs an option; cancel needs a reason', async () => {
    const a = await closedGuess();
    await refused(t, 1400, ops.decide, {
      token: finance.token,
      body: { kind: 'guess', ref: a.ref, decision: 'settle' },
    });
    await ok(t, ops.decide, {
      token: finance.token,
      body: { kind: 'guess', ref: a.ref, decision: 'settle', option_id: a.g.options[0]!.id },
    });
    expect((await ok(t, guess.detail, { token: finance.token, query: { id: a.g.id } })).status).toBe(
      'settled',
    );
    const b = await closedGuess();
    await refused(t, 1400, ops.decide, {
      token: finance.token,
      body: { kind: 'guess', ref: b.ref, decision: 'cancel' },
    });
    await ok(t, ops.decide, {
      token: finance.token,
      body: { kind: 'guess', ref: b.ref, decision: 'cancel', reason: 'The battle was called off' },
    });
    expect((await ok(t, guess.detail, { token: finance.token, query: { id: b.g.id } })).status).toBe(
      'cancelled',
    );
  });

  it.each([
    ['realname', pendingRealName, 'approve'],
    ['merchant', pendingShop, 'approve'],
    ['anchor', pendingAnchor, 'approve'],
    ['held', heldPost, 'approve'],
    ['report', reportedPost, 'dismiss'],
    ['withdrawal', pendingWithdrawal, 'pay'],
  ] as const)(
    '%s decided by eight operators at once: one outcome, one log row',
    async (kind, make, decision) => {
      const { ref } = await make();
      const ops8 = [
        boss,
        ...(await Promise.all(Array.from({ length: 7 }, () => newUser(t, { roles: ['operator'] })))),
      ];
      const res = await Promise.all(
        ops8.map((o) => api(t, ops.decide, { token: o.token, body: { kind, ref, decision, reason: 'ok' } })),
      );
      const codes = res.map((r) => r.body.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c !== 0).every((c) => c === 1409 || c === 1404 || c >= 3000)).toBe(true);
      expect(res.every((r) => r.status < 500)).toBe(true);
      expect(await logged(kind, ref)).toHaveLength(1);
    },
  );
});

describe('after-sale disputes', () => {
  it('an operator refunds part of a refused after-sale: the money returns once, the buyer sees it', async () => {
    const x = await refusedAfterSale();
    const item = await inQueue(finance, 'dispute', x.ref);
    expect(item).toMatchObject({ max_refund: '100.00', decisions: ['refund', 'refuse'] });
    expect(item!.facts.find((f) => f.label === 'shop_reply')!.value).toBe('Worn, not a defect');
    await refused(t, 1405, ops.decide, {
      token: reviewer.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refund', amount: '50.00' },
    });
    await refused(t, 1400, ops.decide, {
      token: finance.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refund' },
    });
    await refused(t, 1400, ops.decide, {
      token: finance.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refund', amount: '100.01' },
    });
    const before = await balance(x.buyer.id);
    const res = await Promise.all(
      [finance, boss, finance, boss].map((o) =>
        api(t, ops.decide, {
          token: o.token,
          body: {
            kind: 'dispute',
            ref: x.ref,
            decision: 'refund',
            amount: '50.00',
            reason: 'Defect on the photos',
          },
        }),
      ),
    );
    expect(res.map((r) => r.body.code).filter((c) => c === 0)).toHaveLength(1);
    expect(res.every((r) => r.status < 500)).toBe(true);
    expect((await balance(x.buyer.id)) - before).toBe(5_000);
    const [o] = await rows<{ refund_amount: string; status: string }>(
      sql`select refund_amount::text, status from orders where id = ${x.orderId}`,
    );
    expect(o).toEqual({ refund_amount: '5000', status: 'shipped' });
    const detail = await by.ok<{
      status: string;
      refund_amount: string;
      records: { actor: string; action: string }[];
    }>('GET', '/api/order/after-sale/detail', { token: x.buyer.token, query: { id: Number(x.ref) } });
    expect(detail).toMatchObject({ status: 'refunded', refund_amount: '50.00' });
    expect(detail.records.map((r) => `${r.actor}:${r.action}`)).toContain('platform:ops_refund');
    expect(await logged('dispute', x.ref)).toEqual([
      { decision: 'refund', operator_id: expect.any(Number), reason: 'Defect on the photos' },
    ]);
    expect(await inQueue(finance, 'dispute', x.ref)).toBeNull();
  });

  it('upholding the refusal needs a reason, changes no money, and leaves the queue', async () => {
    const x = await refusedAfterSale();
    const before = await balance(x.buyer.id);
    await refused(t, 1400, ops.decide, {
      token: finance.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refuse' },
    });
    await ok(t, ops.decide, {
      token: finance.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refuse', reason: 'Signs of wear' },
    });
    expect(await balance(x.buyer.id)).toBe(before);
    expect(await inQueue(finance, 'dispute', x.ref)).toBeNull();
    await refused(t, 1409, ops.decide, {
      token: finance.token,
      body: { kind: 'dispute', ref: x.ref, decision: 'refund', amount: '1.00' },
    });
  });
});

describe('users, lives and the log', () => {
  it('warn tells the user; ban ends their sessions at once; both logged; an operator cannot be banned', async () => {
    const u = await newUser(t);
    await refused(t, 1400, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'warn', reason: '' },
    });
    await ok(t, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'warn', reason: 'No spam please' },
    });
    const box = await ok(t, message.messageList, { token: u.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('No spam please');
    await ok(t, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'ban', reason: 'Repeated spam' },
    });
    await refused(t, 1403, user.userInfo, { token: u.token });
    await refused(t, 1409, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'ban', reason: 'again' },
    });
    await refused(t, 1405, ops.sanction, {
      token: reviewer.token,
      body: { user_id: finance.id, action: 'ban', reason: 'x' },
    });
    await refused(t, 1405, ops.sanction, {
      token: finance.token,
      body: { user_id: u.id, action: 'warn', reason: 'x' },
    });
    await refused(t, 1404, ops.sanction, {
      token: reviewer.token,
      body: { user_id: 987654321, action: 'warn', reason: 'x' },
    });
    expect((await logged('user', String(u.id))).map((l) => l.decision)).toEqual(['warn', 'ban']);
  });

  it('mute keeps a user from posting, commenting and chatting until it ends or is lifted', async () => {
    const u = await f.newVerifiedUser();
    const friend = await newUser(t);
    const post = await f.newPost(u, { content: 'Before the mute' });
    await refused(t, 1400, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'mute', reason: 'Flooding' },
    });
    await refused(t, 1409, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'unmute', reason: 'x' },
    });
    await ok(t, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'mute', hours: 24, reason: 'Flooding' },
    });
    await f.rewindPosts(u);
    const r = await refused(t, 9401, community.createPost, {
      token: u.token,
      body: { type: 'text', title: 'x', content: '<p>still here</p>', images: [] },
    });
    expect(r.body.msg).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await refused(t, 9401, community.comment, {
      token: u.token,
      body: { post_id: post.id, content: 'hello' },
    });
    await refused(t, 9401, message.messageSend, {
      token: u.token,
      body: { to_user_id: friend.id, client_id: `c-${tag()}-${tag()}`, text: 'hi' },
    });
    // Reading and reacting still work.
    await ok(t, community.postDetail, { token: u.token, query: { id: post.id } });
    await ok(t, ops.sanction, {
      token: reviewer.token,
      body: { user_id: u.id, action: 'unmute', reason: 'Appeal accepted' },
    });
    await ok(t, community.comment, {
      token: u.token,
      body: { post_id: post.id, content: 'hello again' },
    });
    const box = await ok(t, message.messageList, { token: u.token, query: { category: 'system' } });
    expect(JSON.stringify(box.list)).toContain('你的禁言已解除');
    expect((await logged('user', String(u.id))).map((l) => l.decision)).toEqual(['mute', 'unmute']);
  });

  it('ending a live that is not on air is refused; an unknown live is not found', async () => {
    const anchor = await f.newVerifiedUser();
    await s.users.setAnchorReview(t.database.db, anchor.id, 2, [0, 1, 3]);
    const l = await ok(t, live.createLive, {
      token: anchor.token,
      body: { title: 'Night cypher', style: 'jam' },
    });
    await refused(t, 9001, ops.endLive, { token: reviewer.token, body: { id: l.id, reason: 'x' } });
    await refused(t, 1404, ops.endLive, { token: reviewer.token, body: { id: 987654321, reason: 'x' } });
    await refused(t, 1400, ops.endLive, { token: reviewer.token, body: { id: l.id, reason: '' } });
    await refused(t, 1405, ops.endLive, { token: finance.token, body: { id: l.id, reason: 'x' } });
    await t.database.db.execute(
      sql`update live_room set status = 'live', started_at = now() where id = ${l.id}`,
    );
    await ok(t, ops.endLive, { token: reviewer.token, body: { id: l.id, reason: 'Nudity' } });
    expect((await ok(t, live.detail, { token: anchor.token, query: { id: l.id } })).status).toBe('ended');
    expect(await logged('live', String(l.id))).toEqual([
      { decision: 'end', operator_id: reviewer.id, reason: 'Nudity' },
    ]);
  });

  it("the domains' own operator calls write the same log, inside their transaction", async () => {
    const w = await pendingWithdrawal();
    await ok(t, merchant.adminCashRefuse, {
      token: finance.token,
      body: { id: Number(w.ref), reason: 'Wrong card' },
    });
    await refused(t, 4304, merchant.adminCashRefuse, {
      token: finance.token,
      body: { id: Number(w.ref), reason: 'Wrong card' },
    });
    expect(await logged('withdrawal', w.ref)).toEqual([
      { decision: 'refuse', operator_id: finance.id, reason: 'Wrong card' },
    ]);
    const an = await pendingAnchor();
    await ok(t, live.anchorReview, { token: reviewer.token, body: { id: Number(an.ref), approve: 1 } });
    expect((await logged('anchor', an.ref)).map((l) => l.decision)).toEqual(['approve']);
  });

  it('an editor hides and shows the live entrances at once; logged; others refused', async () => {
    await refused(t, 1405, ops.displayLive, { token: reviewer.token, body: { on: 0 } });
    await refused(t, 1400, ops.displayLive, { token: editor.token, body: { on: 2 } });
    expect(await ok(t, ops.displayLive, { token: editor.token, body: { on: 0 } })).toEqual({ on: false });
    expect((await ok(t, live.isDisplayLive, { token: someone.token })).is_display).toBe(0);
    expect(await ok(t, ops.displayLive, { token: boss.token, body: { on: 1 } })).toEqual({ on: true });
    const rows = await ok(t, ops.log, { token: boss.token, query: { kind: 'setting', limit: 2 } });
    expect(rows.list.map((l) => [l.operator.id, l.after])).toEqual([
      [boss.id, { on: true }],
      [editor.id, { on: false }],
    ]);
  });

  it('the log lists newest first, filters by kind, operator and ref, and pages', async () => {
    const a = await pendingRealName();
    const b = await pendingRealName();
    await ok(t, ops.decide, {
      token: reviewer.token,
      body: { kind: 'realname', ref: a.ref, decision: 'approve' },
    });
    await ok(t, ops.decide, {
      token: boss.token,
      body: { kind: 'realname', ref: b.ref, decision: 'approve' },
    });
    const all = await ok(t, ops.log, { token: finance.token, query: { kind: 'realname', limit: 50 } });
    const ids = all.list.map((l) => l.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(all.list[0]).toMatchObject({ ref: b.ref, decision: 'approve', operator: { id: boss.id } });
    expect(all.list[0]!.before).toEqual({ review_status: 'pending' });
    expect(all.list[0]!.after).toEqual({ review_status: 'approved' });
    const byOp = await ok(t, ops.log, { token: boss.token, query: { operator_id: reviewer.id, ref: a.ref } });
    expect(byOp.list.map((l) => l.ref)).toEqual([a.ref]);
    const p1 = await ok(t, ops.log, { token: boss.token, query: { limit: 1 } });
    const p2 = await ok(t, ops.log, { token: boss.token, query: { limit: 1, cursor: p1.next_cursor! } });
    expect(p2.list[0]!.id).toBeLessThan(p1.list[0]!.id);
    await refused(t, 1400, ops.log, { token: boss.token, query: { cursor: 'x' } });
  });

  it('the overview counts the last seven China days and the open queue by age', async () => {
    await pendingRealName();
    const o = await ok(t, ops.overview, { token: boss.token });
    expect(o.days).toHaveLength(7);
    expect(o.today.day).toBe(o.days[6]!.day);
    expect(o.today.users).toBeGreaterThan(0);
    expect(o.week.users).toBe(o.days.reduce((a, d) => a + d.users, 0));
    expect(o.queue.find((q) => q.kind === 'realname')!.count).toBeGreaterThan(0);
    const r = await ok(t, ops.overview, { token: reviewer.token });
    expect(r.queue.map((q) => q.kind)).toEqual([
      'realname',
      'merchant',
      'anchor',
      'musician',
      'held',
      'report',
      'live_report',
      'publish_activity',
      'publish_course',
      'publish_music',
    ]);
  });
});
