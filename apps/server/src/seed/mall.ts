import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import type { NewGoods } from '../modules/mall/catalog.ts';

export const MERCHANT_MOBILE = '13800000003';
const CLERK_MOBILE = '13800000002';

/** Demo balance (fen) and points each account gets through the ledgers, so checkout can be tried. */
const WALLETS: [string, number, number][] = [
  ['13800000001', 200_000, 3000],
  ['13800000002', 100_000, 2000],
  ['13800000004', 50_000, 1000],
  ['13800000005', 50_000, 1000],
];

type Item = Omit<NewGoods, 'mchId' | 'cover' | 'catId' | 'images'> & {
  cat: string;
  image: string;
  extra?: string[];
};

const SIZES = ['M', 'L', 'XL'];
const SHOE = ['39', '40', '41', '42', '43', '44'];
const grid = (a: string[], b: string[], price: number, stock: number, orig?: number) =>
  a.flatMap((x, i) =>
    b.map((y, j) => ({
      values: [x, y],
      price,
      stock: stock - ((i + j) % 3) * 3,
      originalPrice: orig ?? price,
    })),
  );
const one = (values: string[], price: number, stock: number, orig?: number) =>
  values.map((v, i) => ({ values: [v], price, stock: stock - (i % 3) * 2, originalPrice: orig ?? price }));

const detail = (lead: string, points: string[]) =>
  `<p>${lead}</p><ul>${points.map((x) => `<li>${x}</li>`).join('')}</ul><p style="color:#888">Groove 街舞装备店 · 深圳南山实体店同款，7 天无理由退换。</p>`;

const ITEMS: Item[] = [
  {
    name: 'Groove 重磅 Oversize 连帽卫衣',
    cat: '卫衣',
    image: 'goods-hoodie-black.svg',
    extra: ['goods-hoodie-oat.svg'],
    detail: detail('420g 重磅毛圈棉，落肩宽松版型，地板动作不卡身。', [
      '100% 棉',
      '袖口加长防滑落',
      '帽绳金属头',
    ]),
    specs: [
      { name: '颜色', values: ['黑色', '燕麦色'] },
      { name: '尺码', values: SIZES },
    ],
    skus: grid(['黑色', '燕麦色'], SIZES, 29900, 40, 39900),
    shippingFee: 0,
    sort: 100,
  },
  {
    name: 'Breaking 印花短袖 T 恤',
    cat: 'T恤',
    image: 'goods-tee-white.svg',
    detail: detail('经典 B-Boy 风车印花，精梳棉吸汗速干。', ['220g 精梳棉', '胶浆印花不开裂']),
    specs: [
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '尺码', values: ['S', 'M', 'L', 'XL'] },
    ],
    skus: grid(['白色', '黑色'], ['S', 'M', 'L', 'XL'], 12900, 60),
    shippingFee: 800,
    sort: 90,
  },
  {
    name: '机能工装束脚裤',
    cat: '工装裤',
    image: 'goods-pants-black.svg',
    detail: detail('四面弹面料，立体裁剪，蹲起跳跃都自由。', ['多口袋设计', '束脚可调节']),
    specs: [
      { name: '颜色', values: ['黑色', '军绿'] },
      { name: '尺码', values: SIZES },
    ],
    skus: grid(['黑色', '军绿'], SIZES, 25900, 30, 32900),
    shippingFee: 800,
  },
  {
    name: '复古条纹运动套装',
    cat: '运动套装',
    image: 'goods-suit-navy.svg',
    detail: detail('90 年代 Old School 风，Popping / Locking 排练常备。', ['上衣 + 长裤', '侧边撞色条纹']),
    specs: [
      { name: '颜色', values: ['藏青', '酒红'] },
      { name: '尺码', values: ['M', 'L'] },
    ],
    skus: grid(['藏青', '酒红'], ['M', 'L'], 45900, 20, 59900),
    shippingFee: 0,
  },
  {
    name: 'Groove Logo 刺绣棒球帽',
    cat: '帽子',
    image: 'goods-cap-black.svg',
    detail: detail('立体刺绣 Logo，后扣可调节。', ['头围 55-60cm', '硬挺帽檐']),
    specs: [{ name: '颜色', values: ['黑色', '白色', '卡其'] }],
    skus: one(['黑色', '白色', '卡其'], 8900, 50),
    shippingFee: 600,
    sort: 60,
  },
  {
    name: '经典低帮板鞋',
    cat: '板鞋',
    image: 'goods-shoe-white.svg',
    detail: detail('耐磨橡胶大底，鞋头加厚，适合 Breaking 的 footwork。', ['帆布鞋面', '防滑大底']),
    specs: [
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '尺码', values: SHOE },
    ],
    skus: grid(['白色', '黑色'], SHOE, 36900, 15, 42900),
    shippingFee: 0,
    sort: 80,
  },
  {
    name: 'Battle Pro 高帮篮球鞋',
    cat: '篮球鞋',
    image: 'goods-shoe-red.svg',
    detail: detail('高帮护踝，缓震中底，Battle 场上的底气。', ['气垫缓震', '高帮包裹']),
    specs: [{ name: '尺码', values: SHOE.slice(1) }],
    skus: one(SHOE.slice(1), 69900, 12, 89900),
    shippingFee: 0,
    sort: 70,
  },
  {
    name: 'Popping 软底舞蹈鞋',
    cat: '舞蹈鞋',
    image: 'goods-shoe-dance.svg',
    detail: detail('分趾软底，滑步顺畅，Popping 与 Waacking 皆宜。', ['超纤皮', '前掌旋转点']),
    specs: [{ name: '尺码', values: ['38', '39', '40', '41', '42', '43'] }],
    skus: one(['38', '39', '40', '41', '42', '43'], 32900, 10),
    shippingFee: 0,
  },
  {
    name: 'Retro 90 复古跑鞋',
    cat: '复古跑鞋',
    image: 'goods-shoe-retro.svg',
    detail: detail('复古配色，轻量跑鞋底，日常与 House 都能穿。', ['网面透气', 'EVA 中底']),
    specs: [{ name: '尺码', values: SHOE }],
    skus: one(SHOE, 45900, 14),
    shippingFee: 0,
  },
  {
    name: '专业地板舞护膝（一对）',
    cat: '护膝护肘',
    image: 'goods-kneepad.svg',
    detail: detail('加厚 EVA 护垫，倒地与 Freeze 不疼膝。', ['一对装', '弹力包裹']),
    specs: [{ name: '尺码', values: ['S', 'M', 'L'] }],
    skus: one(['S', 'M', 'L'], 7900, 80),
    shippingFee: 600,
    sort: 50,
  },
  {
    name: '防滑护肘（一对）',
    cat: '护膝护肘',
    image: 'goods-elbowpad.svg',
    detail: detail('Airflare 与 Windmill 练习必备。', ['硅胶防滑', '一对装']),
    specs: [{ name: '尺码', values: ['M', 'L'] }],
    skus: one(['M', 'L'], 5900, 60),
    shippingFee: 600,
  },
  {
    name: 'Paisley 街舞头巾',
    cat: '头巾',
    image: 'goods-bandana.svg',
    detail: detail('经典腰果花，吸汗又有型。', ['55×55cm', '纯棉']),
    specs: [{ name: '颜色', values: ['红色', '蓝色', '黑色'] }],
    skus: one(['红色', '蓝色', '黑色'], 2900, 100),
    shippingFee: 500,
  },
  {
    name: 'Headspin 头旋帽',
    cat: '头旋帽',
    image: 'goods-beanie.svg',
    detail: detail('顶部加厚耐磨，头转更稳更顺。', ['双层针织', '顶部尼龙贴片']),
    specs: [{ name: '颜色', values: ['黑色', '灰色'] }],
    skus: one(['黑色', '灰色'], 11900, 40),
    shippingFee: 600,
  },
  {
    name: '防滑霹雳手套',
    cat: '手套',
    image: 'goods-glove.svg',
    detail: detail('掌心防滑颗粒，Power Move 手撑更稳。', ['半指设计', '透气网布']),
    specs: [{ name: '尺码', values: ['M', 'L'] }],
    skus: one(['M', 'L'], 6900, 50),
    shippingFee: 600,
  },
  {
    name: '大容量双肩练功包',
    cat: '背包',
    image: 'goods-backpack.svg',
    detail: detail('独立鞋仓，干湿分离，装得下一整天的排练。', ['30L', '防泼水面料']),
    specs: [{ name: '颜色', values: ['黑色'] }],
    skus: one(['黑色'], 23900, 25),
    shippingFee: 0,
  },
  {
    name: 'Boombox Mini 便携蓝牙音箱',
    cat: '蓝牙音箱',
    image: 'goods-speaker.svg',
    detail: detail('户外 Cypher 随身音响，12 小时续航。', ['蓝牙 5.3', 'IPX5 防水']),
    specs: [{ name: '颜色', values: ['黑色', '橙色'] }],
    skus: one(['黑色', '橙色'], 39900, 20, 49900),
    shippingFee: 0,
    sort: 40,
  },
  {
    name: 'Cypher Box 复古手提音箱',
    cat: '便携音响',
    image: 'goods-boombox.svg',
    detail: detail('80 年代造型，60W 大功率，公园 Cypher 的灵魂。', ['60W', '可插麦克风']),
    specs: [{ name: '颜色', values: ['军绿'] }],
    skus: one(['军绿'], 129900, 8),
    shippingFee: 0,
  },
  {
    name: '头戴式监听耳机',
    cat: '耳机',
    image: 'goods-headphones.svg',
    detail: detail('扒舞听拍利器，低频清晰不糊。', ['50mm 单元', '可折叠']),
    specs: [{ name: '颜色', values: ['黑色', '白色'] }],
    skus: one(['黑色', '白色'], 59900, 15),
    shippingFee: 0,
  },
  {
    name: '入门 2 通道 DJ 控制器',
    cat: 'DJ 控制器',
    image: 'goods-controller.svg',
    detail: detail('Battle DJ 入门首选，即插即用。', ['2 通道', '内置声卡']),
    specs: [{ name: '版本', values: ['标准版'] }],
    skus: one(['标准版'], 189900, 6),
    shippingFee: 0,
  },
  {
    name: 'Funk Classics 黑胶唱片',
    cat: '音响设备',
    image: 'goods-vinyl-funk.svg',
    detail: detail('Locking 经典曲目合辑，12 寸 180g 黑胶。', ['A/B 面 12 首', '180g']),
    specs: [{ name: '版本', values: ['黑胶'] }],
    skus: one(['黑胶'], 16800, 30),
    shippingFee: 800,
  },
  {
    name: 'Breakbeat 合辑黑胶',
    cat: '音响设备',
    image: 'goods-vinyl-break.svg',
    detail: detail('B-Boy 必备的 Breakbeat 合辑。', ['12 寸', '双碟']),
    specs: [{ name: '版本', values: ['黑胶'] }],
    skus: one(['黑胶'], 16800, 30),
    shippingFee: 800,
  },
  {
    name: '街舞地胶练功垫',
    cat: '配件',
    image: 'goods-mat.svg',
    detail: detail('在家也能练地板动作，卷起即走。', ['1.2m × 1.8m', '防滑底']),
    specs: [{ name: '规格', values: ['1.2m×1.8m'] }],
    skus: one(['1.2m×1.8m'], 25900, 18),
    shippingFee: 1500,
  },
  {
    name: '运动吸汗护腕',
    cat: '配件',
    image: 'goods-wristband.svg',
    detail: detail('毛巾材质，吸汗护腕两用。', ['一对装']),
    specs: [{ name: '颜色', values: ['红色', '黑色'] }],
    skus: one(['红色', '黑色'], 2900, 120),
    shippingFee: 500,
  },
  {
    name: '周末 Breaking 工作坊通票',
    cat: '',
    image: 'goods-ticket-workshop.svg',
    delivery: 'verify',
    detail: detail('Groove 深圳南山店，周末两天 Breaking 工作坊，到店出示核销码入场。', [
      '周六 14:00-17:00 基础 Toprock 与 Footwork',
      '周日 14:00-17:00 Freeze 与 Power Move',
      '地址：深圳市南山区科技园 Groove 店 2 楼',
    ]),
    specs: [{ name: '场次', values: ['周六场', '周日场', '两天通票'] }],
    skus: [
      { values: ['周六场'], price: 19900, stock: 30 },
      { values: ['周日场'], price: 19900, stock: 30 },
      { values: ['两天通票'], price: 34900, stock: 20, originalPrice: 39800 },
    ],
    shippingFee: 0,
    sort: 95,
  },
  {
    name: 'Locking 店内体验课券',
    cat: '',
    image: 'goods-ticket-locking.svg',
    delivery: 'verify',
    detail: detail('60 分钟 Locking 入门体验课，到店核销。', ['适合零基础', '含饮用水']),
    specs: [{ name: '规格', values: ['单次'] }],
    skus: [{ values: ['单次'], price: 9900, stock: 50 }],
    shippingFee: 0,
  },
];

/**
 * The demo mall: the demo merchant's shop (13800000003, with 13800000002 as a clerk), street-dance
 * goods with SKUs and images, and balance and points for the demo buyers (through the ledgers).
 * Does nothing once the shop exists. Answers the shop's id.
 */
export async function seedDemoMall(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  url: (file: string) => string,
): Promise<number> {
  const ownerId = people.get(MERCHANT_MOBILE)!;
  const existing = (await s.merchants.myShops(ownerId)).find((m) => m.role === 'owner');
  if (existing) return existing.id;

  const shop = await s.merchants.createShop({
    ownerId,
    name: 'Groove 街舞装备店',
    logo: url('shop-groove-logo.svg'),
    intro: '深圳南山的街舞装备店：卫衣球鞋、护具音箱、黑胶和周末工作坊。',
    returnAddress: '广东省深圳市南山区科技园 Groove 店 收货部 0755-26000000',
  });
  await s.merchants.addClerk(shop.id, ownerId);
  const clerk = people.get(CLERK_MOBILE);
  if (clerk) await s.merchants.addClerk(shop.id, clerk);

  const cats = (await s.content.categories('goods')).flatMap((c) => [c, ...c.children]);
  const catId = (name: string) => cats.find((c) => c.name === name)?.id ?? 0;
  for (const item of ITEMS) {
    const { cat, image, extra, ...rest } = item;
    await s.mall.catalog.create({
      ...rest,
      mchId: shop.id,
      catId: catId(cat),
      cover: url(image),
      images: [url(image), ...(extra ?? []).map(url)],
    });
  }

  await p.db.transaction(async (tx) => {
    for (const [mobile, fen, pts] of WALLETS) {
      const id = people.get(mobile);
      if (!id) continue;
      const cause = { sourceType: 'demo', sourceId: id, kind: 'grant', note: 'demo wallet' };
      await s.wallet.creditBalance(tx, id, fen, cause);
      await s.points.credit(tx, id, pts, cause);
    }
  });
  p.log.info('demo mall seeded');
  return shop.id;
}
