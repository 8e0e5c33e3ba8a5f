import { yuan } from '../../platform/money.ts';
import { fail } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { RefundPolicy } from '../mall/refund-policies.ts';
import type { PointsService } from './ledger.ts';
import type { RechargeRepo, RechargeSkuRow } from './recharge.repo.ts';
import type { Fulfiller, PointsMall } from './ports.ts';

/** The packages in yuan; the custom amount buys any number of the one-yuan unit. */
export const PACKAGES_YUAN = [6, 30, 68, 128, 328] as const;
const UNIT = '1';
/** Stock of a recharge SKU: points never run out; the mall still counts them down. */
const STOCK = 99_999_999;
export const CUSTOM_MAX = 999;

/**
 * Recharge: points bought with money as goods of type `integral` of the platform shop (mch 0),
 * one SKU per package plus a one-yuan unit for a custom amount, sold through the mall's checkout
 * and paid with the balance or the sandbox gateway. The fulfiller of type `integral` credits the
 * points when the order is paid, one ledger row per order line, and completes the order in the
 * same transaction (paid -> completed: nothing is left to deliver), so a notify delivered again
 * changes nothing (the flow moves an order once, and the cause is unique).
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    private readonly repo: RechargeRepo,
    private readonly ledger: PointsService,
    private readonly mall: PointsMall,
    readonly rate: number,
  ) {}

  /** The recharge goods' SKUs, made once (at the first call or by the demo seed). */
  async skus(): Promise<RechargeSkuRow[]> {
    const have = await this.repo.all(this.db);
    if (have.length) return have;
    return this.db.transaction(async (tx) => {
      await this.repo.lock(tx);
      const again = await this.repo.all(tx);
      if (again.length) return again;
      const values = [...PACKAGES_YUAN.map(String), UNIT];
      const g = await this.mall.catalog.create(
        {
          type: 'integral',
          mchId: 0,
          name: '积分充值',
          cover: '/uploads/demo/integral.svg',
          delivery: 'verify',
          shippingFee: 0,
          specs: [{ name: '充值金额', values }],
          skus: values.map((v) => ({ values: [v], price: Number(v) * 100, stock: STOCK })),
        },
        tx,
      );
      const rows = g.skus.map((s, i) => ({
        skuId: s.id,
        goodsId: g.goods.id,
        points: Number(values[i]) * this.rate,
        unit: values[i] === UNIT,
      }));
      await this.repo.insert(tx, rows);
      return this.repo.all(tx);
    });
  }

  async packages() {
    const rows = await this.skus();
    const unit = rows.find((r) => r.unit)!;
    const fen = (r: RechargeSkuRow) => Math.round((r.points * 100) / this.rate);
    return {
      goods_id: unit.goodsId,
      rate: this.rate,
      packages: rows
        .filter((r) => !r.unit)
        .map((r) => ({ sku_id: r.skuId, price: yuan(fen(r)), points: r.points }))
        .sort((a, b) => a.points - b.points),
      custom: { sku_id: unit.skuId, price: yuan(fen(unit)), points: unit.points, min: 1, max: CUSTOM_MAX },
    };
  }

  /** The fulfiller of goods type `integral`: paid credits, a refund takes the points back. */
  readonly fulfil: Fulfiller = async (tx, e) => {
    if (e.kind !== 'paid' && e.kind !== 'refunded') return;
    const bySku = new Map(
      (
        await this.repo.bySkus(
          tx,
          e.lines.map((l) => l.skuId),
        )
      ).map((r) => [r.skuId, r]),
    );
    for (const l of [...e.lines].sort((a, b) => a.itemId - b.itemId)) {
      const sku = bySku.get(l.skuId);
      if (!sku) continue;
      const points = sku.points * l.num;
      if (e.kind === 'paid') {
        await this.ledger.credit(tx, e.order.userId, points, {
          sourceType: 'recharge',
          sourceId: l.itemId,
          kind: 'credit',
        });
      } else {
        const left = await this.ledger.debit(tx, e.order.userId, points, {
          sourceType: 'recharge',
          sourceId: l.itemId,
          kind: 'refund',
        });
        // Points already spent can not be refunded in money: the refund rolls back.
        if (left === null) fail('INTEGRAL_INSUFFICIENT');
      }
    }
    // Points are delivered by paying: the order is done in the same transaction, once.
    if (e.kind === 'paid' && bySku.size) await this.mall.orders.completeOnPayment(tx, e.order.id, 'integral');
  };

  /** Buyers may not ask for a recharge back: the points are theirs to spend at once. */
  readonly refundable: RefundPolicy = async () => false;
}
