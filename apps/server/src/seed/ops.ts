import { community } from '@dance/contracts';
import { makeIdCard } from '@dance/contracts/id-card';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { FixedClock } from '../modules/points/clock.ts';
import { uploadAs } from './community.ts';
import { posterPng, testClip } from './media.ts';
import { DEMO_MEMBERS } from './people.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const OPERATOR_MOBILE = '13800000006';
const ANCHOR_MOBILE = '13800000004';
const HOUR_MS = 3_600_000;
/** The newcomers whose applications wait for the demo operator. */
const NEWCOMERS = [
  { mobile: '13900009001', nickname: '新人小舞', realName: '林小舞' },
  { mobile: '13900009002', nickname: '街角舞室', realName: '周街角' },
  { mobile: '13900009003', nickname: 'Nova 诺娃', realName: '陈诺娃' },
] as const;
/** A sensitive word: posts with it wait for an operator before anyone else sees them. */
const REVIEW_WORD = '私下转账';

/**
 * Work waiting for the demo operator (13800000006) in every queue of the console: a real-name
 * verification, a shop application, an anchor application, a post held by a sensitive word, a
 * reported post, a reported live, a guess past its close, a refund the shop refused and the buyer disputes (the
 * shop's withdrawal is the merchant demo's own), all
 * made through the services as users make them. Once: skipped when the first newcomer exists.
 */
export async function seedDemoOps(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
): Promise<void> {
  const operator = people.get(OPERATOR_MOBILE);
  const first = await s.users.provision({ mobile: NEWCOMERS[0].mobile, nickname: NEWCOMERS[0].nickname });
  if (!first.created || operator === undefined) return;
  const ids: number[] = [first.id];
  for (const n of NEWCOMERS.slice(1))
    ids.push((await s.users.provision({ mobile: n.mobile, nickname: n.nickname })).id);
  for (const [i, n] of NEWCOMERS.entries())
    await s.accounts.submitRealName(
      ids[i]!,
      n.realName,
      makeIdCard('310106', `199${i + 5}-0${i + 3}-1${i + 2}`, 300 + i),
    );
  // The first newcomer's verification waits; the others were approved and applied for more.
  await s.accounts.reviewRealName(operator, ids[1]!, true);
  await s.accounts.reviewRealName(operator, ids[2]!, true);
  await s.merchant.applications.apply(ids[1]!, {
    name: '街角舞室 Corner Studio',
    logo: await uploadAs(s, ids[1]!, 'image', posterPng(11)),
    category: 'studio',
    contact: '021-62880099',
    licence: await uploadAs(s, ids[1]!, 'image', posterPng(12)),
    address: '上海市徐汇区漕溪北路 88 号 2 楼',
  });
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (ffmpeg.path !== null)
    await s.live.anchors.apply(ids[2]!, {
      stage_name: 'Nova',
      dance_styles: ['waacking', 'jazz'],
      photo: await uploadAs(s, ids[2]!, 'image', posterPng(13)),
      clip: await uploadAs(s, ids[2]!, 'video', await testClip(ffmpeg.path, 5)),
    });

  // A post held by a sensitive word, and a report of a published post.
  // The demo editor lists it, as the console's words page does.
  await s.community.curation.addWord(operator, { word: REVIEW_WORD, level: 'review' });
  const member = (i: number) => people.get(DEMO_MEMBERS[i]!.mobile)!;
  await s.community.posts.create(
    ids[1]!,
    community.createPost.body!.parse({
      type: 'text',
      title: '转让两张周末 Battle 门票',
      content: `<p>原价转让，${REVIEW_WORD}优先，私信我。</p>`,
      images: [],
    }),
  );
  const reported = await s.community.posts.create(
    ids[2]!,
    community.createPost.body!.parse({
      type: 'text',
      title: '低价代练，包教包会',
      content: '<p>加我微信，三天学会 Breaking 全套动作，先付款后上课。</p>',
      images: [],
    }),
  );
  const [cat] = (await s.community.moderation.informCats('zh-Hans')).list;
  if (cat)
    await s.community.moderation.inform(member(5), {
      post_id: reported.id,
      cat_id: cat.id,
      content: '疑似诈骗：先付款后上课，私下加微信',
      images: [],
    });
  // A viewer reports the demo anchor's ended class.
  const anchor = people.get(ANCHOR_MOBILE);
  const class_ =
    anchor === undefined
      ? undefined
      : (await s.live.lives.list(anchor, { mine: 1, limit: 20 })).list.find(
          (l) => l.title === 'Popping basics: hits and waves',
        );
  if (cat && class_)
    await s.live.reports.report(member(4), {
      live_id: class_.id,
      cat_id: cat.id,
      content: '直播里一直在推销私教课，还留了联系方式',
    });

  // A neighbour's shoes, shipped; the shop refused the refund she asked for: a dispute.
  const buyer = member(2);
  const card = (
    await s.mall.catalog.list({ type: 'goods', mch_id: shopId, sort: 'default', limit: 50 })
  ).list.find((c) => c.name === 'Retro 90 复古跑鞋');
  const address = (await s.addressBook.list(buyer))[0];
  if (card && address) {
    const d = await s.mall.catalog.detail(null, card.id);
    const sku = d.skus.find((k) => k.stock > 0);
    if (sku) {
      const { order_ids } = await s.mall.checkout.submit(buyer, {
        items: [{ goods_id: card.id, sku_id: sku.id, num: 1 }],
        address_id: address.id,
        use_integral: 0,
        token: `demo-dispute-${first.id}`,
      });
      const orderId = order_ids[0]!;
      const { payment_id } = await s.mall.payments.open(buyer, [orderId]);
      await s.mall.payments.payWithBalance(buyer, payment_id);
      await s.mall.orders.ship(people.get(MERCHANT_MOBILE)!, {
        id: orderId,
        express_company: 'SF',
        express_no: `SF${String(1_500_000_000_000 + orderId * 7919).slice(0, 13)}`,
      });
      const a = await s.mall.afterSales.apply(
        buyer,
        {
          order_item_id: (await s.mall.orders.detail(buyer, orderId)).items[0]!.id,
          type: 'refund',
          reason_id: 1,
          content: '穿了一次鞋底就开胶了',
          images: [],
        },
        'zh-Hans',
      );
      await s.mall.afterSales.handle(people.get(MERCHANT_MOBILE)!, {
        id: a.id,
        agree: false,
        reason: '鞋底有明显磨损，属于正常使用痕迹',
      });
    }
  }

  // A guess that closed an hour ago and waits to be settled.
  const clock = s.integral.clock;
  const system = clock.current;
  clock.current = new FixedClock(new Date(Date.now() - 3 * HOUR_MS));
  try {
    await s.guess.create(operator, {
      title: '周末 Cypher 谁会拿到最佳个人？',
      options: ['小鹿', '阿杰', 'Nova'],
      close_at: new Date(Date.now() - HOUR_MS).toISOString(),
      stake_min: 10,
      stake_max: 200,
      rake_bp: 500,
      settlement: 'pool',
    });
  } finally {
    clock.current = system;
  }
}
