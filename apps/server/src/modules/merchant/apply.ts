import type { BodyOf, merchant } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { TextScreen, UserDirectory } from '../account/index.ts';
import type { UploadedFiles } from '../content/index.ts';
import type { ApplyRepo, ApplyRow } from './apply.repo.ts';
import { screenShown } from './screen.ts';
import type { ShopsRepo } from './shops.repo.ts';

type ApplyBody = BodyOf<typeof merchant.mchApply>;

/**
 * Opening a shop: a real-name verified user without a shop applies (name, logo, category, contact,
 * business licence, address); the user's merchant review follows (1 pending, 2 approved, 3
 * refused); an operator's approval creates the shop with the applicant as owner, in one
 * transaction, once.
 */
export class ShopApplications {
  constructor(
    private readonly p: Platform,
    private readonly repo: ApplyRepo,
    private readonly shops: ShopsRepo,
    private readonly users: UserDirectory,
    private readonly files: UploadedFiles,
    private readonly words: TextScreen,
  ) {}

  async apply(userId: number, b: ApplyBody) {
    const u = await this.users.standing(userId);
    if (!u || u.closed) notFound('user');
    if (!u.verified) fail('MCH_APPLY_REALNAME');
    if (await this.shops.ownedBy(this.p.db, userId)) fail('MCH_APPLY_STATE');
    await screenShown(this.words, [b.name]);
    await this.files.assertOwned(userId, [
      { field: 'logo', url: b.logo, kind: 'image' },
      { field: 'licence', url: b.licence, kind: 'image' },
    ]);
    const row = await this.p.db.transaction(async (tx) => {
      const r = await this.repo.insert(tx, { userId, ...b });
      if (!r) fail('MCH_APPLY_STATE');
      await this.users.setMerchantReview(tx, userId, 1);
      return r;
    });
    return view(row);
  }

  async info(userId: number) {
    const [u, row] = await Promise.all([this.users.standing(userId), this.repo.latest(this.p.db, userId)]);
    if (!u || u.closed) notFound('user');
    return { merchant_review_status: u.reviews.merchant, application: row ? view(row) : null };
  }

  async list(operatorId: number, q: { status: ApplyRow['status']; cursor?: string; limit: number }) {
    await this.users.requireOperator(operatorId, 'reviewer');
    const after = decodeCursor(q.cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.list(this.p.db, q.status, after, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    return { list: list.map((r) => ({ ...view(r), user_id: r.userId })), next_cursor };
  }

  async review(operatorId: number, b: { id: number; approve: boolean; reason: string }) {
    await this.users.requireOperator(operatorId, 'reviewer');
    if (!(await this.repo.byId(this.p.db, b.id))) notFound('application');
    const row = await this.p.db.transaction(async (tx) => {
      const r = await this.repo.decide(tx, b.id, b.approve ? 'approved' : 'refused', {
        operatorId,
        reason: b.approve ? '' : b.reason,
      });
      if (!r) fail('CONFLICT', { reason: 'not pending review' });
      const log = (after: Record<string, unknown>) =>
        this.p.journal.record(tx, {
          operatorId,
          kind: 'merchant',
          ref: String(r.id),
          decision: b.approve ? 'approve' : 'refuse',
          reason: b.reason,
          before: { status: 'pending' },
          after,
        });
      if (!b.approve) {
        await this.users.setMerchantReview(tx, r.userId, 3);
        await log({ status: 'refused' });
        return r;
      }
      // One shop per owner (mch_owner_uq): a user who got one meanwhile keeps it.
      const existing = await this.shops.ownedBy(tx, r.userId);
      const shop =
        existing ??
        (await this.shops.insert(tx, {
          ownerId: r.userId,
          name: r.name,
          logo: r.logo,
          contact: r.contact,
          address: r.address,
          returnAddress: r.address,
        }));
      await this.users.setMerchantReview(tx, r.userId, 2);
      await log({ status: 'approved', mch_id: shop.id });
      return this.repo.setShop(tx, r.id, shop.id);
    });
    return view(row);
  }
}

function view(r: ApplyRow) {
  return {
    id: r.id,
    name: r.name,
    logo: r.logo,
    category: r.category as (typeof merchant.MCH_CATEGORIES)[number],
    contact: r.contact,
    licence: r.licence,
    address: r.address,
    status: r.status as (typeof merchant.APPLY_STATUSES)[number],
    reason: r.reason,
    mch_id: r.mchId,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt ? r.handledAt.toISOString() : null,
  };
}
