import { randomBytes } from 'node:crypto';
import { user } from '@dance/contracts';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { DEMO_MEMBERS } from './people.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const BUYER_MOBILE = '13800000001';
const DAY_MS = 86_400_000;

/** Who bought what in the demo shop, and what they wrote about it (score 1-5). */
const SALES: [member: number, goods: string, score: number, review: string][] = [
  [0, 'Headspin 头旋帽', 5, '顶部很耐磨，头转顺滑了很多，推荐！'],
  [0, '专业地板舞护膝（一对）', 5, '护垫够厚，Freeze 倒地不疼了。'],
  [1, '防滑霹雳手套', 4, '防滑效果不错，就是夏天有点热。'],
  [2, 'Popping 软底舞蹈鞋', 5, '滑步很顺，分趾设计很舒服。'],
  [4, 'Groove 重磅 Oversize 连帽卫衣', 5, '面料厚实有型，落肩版型练舞不卡。'],
  [7, 'Groove 重磅 Oversize 连帽卫衣', 4, '燕麦色很好看，尺码偏大一点。'],
  [8, 'Retro 90 复古跑鞋', 5, '跳 House 很轻，颜值也高。'],
  [10, 'Paisley 街舞头巾', 5, '颜色正，吸汗。'],
  [12, 'Boombox Mini 便携蓝牙音箱', 4, '公园 Cypher 够用，低音再多点就完美了。'],
  [13, 'Breaking 印花短袖 T 恤', 3, '印花好看，但洗了一次有点缩水。'],
  [16, '机能工装束脚裤', 5, '弹力很好，蹲起完全不受限。'],
  [22, 'Funk Classics 黑胶唱片', 5, '音质很棒，Locking 经典全都有。'],
  [23, '运动吸汗护腕', 4, '便宜好用，多买了两对。'],
  [30, 'Breakbeat 合辑黑胶', 5, 'B-Boy 必备，收藏了。'],
  [34, 'Groove Logo 刺绣棒球帽', 5, '刺绣很精致，后扣调节方便。'],
];

/** The demo buyer's orders, one in each state; what she bought for each. */
const BUYER_ORDERS = [
  ['completed', '专业地板舞护膝（一对）'],
  ['received', 'Groove Logo 刺绣棒球帽'],
  ['after_sale', '运动吸汗护腕'],
  ['shipped', 'Breaking 印花短袖 T 恤'],
  ['paid', 'Paisley 街舞头巾'],
  ['paid_ticket', 'Locking 店内体验课券'],
  ['unpaid', 'Headspin 头旋帽'],
  ['cancelled', '防滑护肘（一对）'],
  ['refunded', '防滑霹雳手套'],
] as const;

const ADDRESS = {
  name: '陆小鹿',
  mobile: '13800000001',
  province_id: 310000,
  city_id: 310100,
  district_id: 310106,
  detail: '南京西路 1788 号 12 楼',
  is_default: 1,
};

/**
 * Sales with reviews by the neighbours, and the demo buyer's orders in every state (unpaid, paid,
 * shipped, received, completed, cancelled, refunded, with an after-sale), made through checkout,
 * payment, shipping, receipt, reviews, cancellation and refunds as users make them. Once: skipped
 * when the demo buyer has orders.
 */
export async function seedDemoOrders(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
) {
  const buyer = people.get(BUYER_MOBILE)!;
  const merchant = people.get(MERCHANT_MOBILE)!;
  if ((await s.mall.orders.list(buyer, { status: 'all', limit: 1 })).list.length) return;

  const cards = (await s.mall.catalog.list({ type: 'goods', mch_id: shopId, sort: 'default', limit: 50 }))
    .list;
  const goods = async (name: string) => {
    const card = cards.find((c) => c.name === name);
    if (!card) throw new Error(`demo goods ${name} missing`);
    const d = await s.mall.catalog.detail(null, card.id);
    return { id: card.id, sku: d.skus.find((k) => k.stock > 0)!.id, delivery: d.delivery };
  };
  const addressOf = async (userId: number) =>
    (await s.addressBook.list(userId))[0]?.id ??
    (await s.addressBook.save(userId, user.addressSave.body!.parse(ADDRESS))).id;

  const order = async (userId: number, name: string) => {
    const g = await goods(name);
    const r = await s.mall.checkout.submit(userId, {
      items: [{ goods_id: g.id, sku_id: g.sku, num: 1 }],
      address_id: g.delivery === 'express' ? await addressOf(userId) : undefined,
      use_integral: 0,
      token: `demo-${randomBytes(8).toString('hex')}`,
    });
    return r.order_ids[0]!;
  };
  const pay = async (userId: number, orderId: number) => {
    const { payment_id } = await s.mall.payments.open(userId, [orderId]);
    await s.mall.payments.payWithBalance(userId, payment_id);
  };
  const ship = (orderId: number) =>
    s.mall.orders.ship(merchant, {
      id: orderId,
      express_company: 'SF',
      express_no: `SF${String(1_400_000_000_000 + orderId * 7919).slice(0, 13)}`,
    });
  const receive = async (userId: number, orderId: number) => {
    await pay(userId, orderId);
    await ship(orderId);
    await s.mall.orders.confirm(userId, orderId);
  };
  const lineOf = async (userId: number, orderId: number) =>
    (await s.mall.orders.detail(userId, orderId)).items[0]!.id;

  // The neighbours' purchases: paid from a demo wallet, shipped, received and reviewed.
  const buyers = [...new Set(SALES.map(([m]) => m))];
  await p.db.transaction(async (tx) => {
    for (const m of buyers) {
      const id = people.get(DEMO_MEMBERS[m]!.mobile)!;
      await s.wallet.creditBalance(tx, id, 300_000, {
        sourceType: 'demo',
        sourceId: id,
        kind: 'grant',
        note: 'demo wallet',
      });
    }
  });
  for (const [m, name, score, review] of SALES) {
    const userId = people.get(DEMO_MEMBERS[m]!.mobile)!;
    const orderId = await order(userId, name);
    await receive(userId, orderId);
    await s.mall.orders.appraise(userId, {
      order_id: orderId,
      items: [
        { order_item_id: await lineOf(userId, orderId), score, content: review, images: [], is_anonymous: 0 },
      ],
    });
  }

  const mine = new Map<string, number>();
  for (const [state, name] of BUYER_ORDERS) mine.set(state, await order(buyer, name));
  const o = (state: (typeof BUYER_ORDERS)[number][0]) => mine.get(state)!;

  // Completed: received and reviewed, then its after-sale window closes (the sweep job's call,
  // asked as if the window's days had passed; it completes the neighbours' orders too).
  await receive(buyer, o('completed'));
  await s.mall.orders.appraise(buyer, {
    order_id: o('completed'),
    items: [
      {
        order_item_id: await lineOf(buyer, o('completed')),
        score: 5,
        content: '护膝很厚实，练 Freeze 再也不怕了 👍',
        images: [],
        is_anonymous: 0,
      },
    ],
  });
  await s.mall.orders.completeDue(new Date(Date.now() + (p.config.mall.afterSaleDays + 1) * DAY_MS));

  await receive(buyer, o('received'));
  await receive(buyer, o('after_sale'));
  await s.mall.afterSales.apply(
    buyer,
    {
      order_item_id: await lineOf(buyer, o('after_sale')),
      type: 'refund',
      reason_id: 1,
      content: '尺码买小了，想退款重新拍',
      images: [],
    },
    'zh-Hans',
  );
  await pay(buyer, o('shipped'));
  await ship(o('shipped'));
  await pay(buyer, o('paid'));
  await pay(buyer, o('paid_ticket'));
  await s.mall.orders.cancel(buyer, o('cancelled'), 1, 'zh-Hans');
  await pay(buyer, o('refunded'));
  await s.mall.orders.cancelApply(buyer, o('refunded'), 2, '拍错尺码了', 'zh-Hans');
  await s.mall.orders.handleCancelApply(merchant, { id: o('refunded'), agree: true, reason: '已为你退款' });
  p.log.info('demo orders seeded');
}
