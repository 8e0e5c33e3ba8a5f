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

export const FEEDBACK_CATEGORIES = ['功能建议', '问题反馈', '内容投诉', '其他'];

export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '违法信息', '侵权', '其他'];
