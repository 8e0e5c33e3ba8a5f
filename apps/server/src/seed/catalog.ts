/** Adverts, categories and the short lists (feedback categories, report reasons) of the demo community. */

export interface DemoAdvert {
  position: 'home_banner' | 'home_notice' | 'activity_banner' | 'mall_banner';
  title: string;
  /** An asset file name, or '' for a text-only notice. */
  pic: string;
  linkUrl: string;
  /** Links to the article of this title (its id is known only once inserted). */
  article?: string;
}

export const DEMO_ADVERTS: DemoAdvert[] = [
  {
    position: 'home_banner',
    title: '2026 街舞之夜全国总决赛',
    pic: 'banner-battle.svg',
    linkUrl: '/pages/activity/activity',
  },
  {
    position: 'home_banner',
    title: 'Popping 大师工作坊',
    pic: 'banner-workshop.svg',
    linkUrl: '/pages/activity/activity',
  },
  {
    position: 'home_banner',
    title: '夏日街舞训练营',
    pic: 'banner-camp.svg',
    linkUrl: '/pages/activity/activity',
  },
  {
    position: 'home_banner',
    title: 'Locking 放克派对',
    pic: 'banner-party.svg',
    linkUrl: '/pages/activity/activity',
  },
  { position: 'home_banner', title: '街舞音乐人计划', pic: 'banner-music.svg', linkUrl: '/pages/music-rank' },
  {
    position: 'home_notice',
    title: '2026 街舞之夜全国总决赛早鸟票限量开售，6 月 20 日上海见！',
    pic: '',
    linkUrl: '',
    article: '2026 街舞之夜全国总决赛开票啦',
  },
  {
    position: 'home_notice',
    title: '本月连续签到 7 天积分翻倍，护膝头巾等你来兑换',
    pic: '',
    linkUrl: '/pages/integral',
  },
  {
    position: 'activity_banner',
    title: '城市街舞公开课',
    pic: 'banner-class.svg',
    linkUrl: '/pages/activity/activity',
  },
  {
    position: 'activity_banner',
    title: 'Waacking 女王之战',
    pic: 'banner-waacking.svg',
    linkUrl: '/pages/activity/activity',
  },
  {
    position: 'mall_banner',
    title: '街舞装备节 满 299 减 50',
    pic: 'banner-mall.svg',
    linkUrl: '/pages/search?keyword=卫衣',
  },
  {
    position: 'mall_banner',
    title: 'Breaking 护具上新',
    pic: 'banner-gear.svg',
    linkUrl: '/pages/search?keyword=护膝',
  },
];

export type CategoryType = 'goods' | 'activity' | 'course' | 'music';

export const DEMO_CATEGORIES: Record<CategoryType, [string, string[]][]> = {
  goods: [
    ['服装', ['卫衣', 'T恤', '工装裤', '运动套装', '帽子']],
    ['鞋履', ['板鞋', '篮球鞋', '舞蹈鞋', '复古跑鞋']],
    ['配件', ['护膝护肘', '头巾', '头旋帽', '手套', '背包']],
    ['音响设备', ['蓝牙音箱', '耳机', '便携音响', 'DJ 控制器']],
  ],
  activity: [
    ['比赛', []],
    ['工作坊', []],
    ['派对', []],
    ['公开课', []],
  ],
  course: [
    ['入门', []],
    ['进阶', []],
    ['编舞', []],
  ],
  music: [
    ['Breaking', []],
    ['Popping', []],
    ['Locking', []],
    ['Hip-hop', []],
    ['House', []],
  ],
};

/** A short list entry: its Simplified Chinese name and its name in the other languages. */
export interface NamedEntry {
  name: string;
  names: { 'zh-Hant': string; en: string; es: string; fr: string };
}

const entry = (name: string, hant: string, en: string, es: string, fr: string): NamedEntry => ({
  name,
  names: { 'zh-Hant': hant, en, es, fr },
});

export const FEEDBACK_CATEGORIES: NamedEntry[] = [
  entry('功能建议', '功能建議', 'Suggestion', 'Sugerencia', 'Suggestion'),
  entry('问题反馈', '問題回報', 'Problem', 'Problema', 'Problème'),
  entry('内容投诉', '內容投訴', 'Content complaint', 'Queja de contenido', 'Plainte sur un contenu'),
  entry('其他', '其他', 'Other', 'Otro', 'Autre'),
];

export const REPORT_REASONS: NamedEntry[] = [
  entry('垃圾广告', '垃圾廣告', 'Spam or advertising', 'Spam o publicidad', 'Spam ou publicité'),
  entry(
    '色情低俗',
    '色情低俗',
    'Sexual or vulgar content',
    'Contenido sexual o vulgar',
    'Contenu sexuel ou vulgaire',
  ),
  entry('人身攻击', '人身攻擊', 'Harassment', 'Acoso', 'Harcèlement'),
  entry('违法信息', '違法資訊', 'Illegal content', 'Contenido ilegal', 'Contenu illégal'),
  entry('侵权', '侵權', 'Infringement', 'Infracción de derechos', 'Atteinte aux droits'),
  entry('其他', '其他', 'Other', 'Otro', 'Autre'),
];
