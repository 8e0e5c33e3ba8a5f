/** What the demo community posts: circles, posts with images and short videos, comments. */

export interface DemoCircle {
  key: string;
  name: string;
  intro: string;
  owner: string;
  joinMode: 'open' | 'approval';
  joinQuestion?: string;
  /** Nicknames of the members besides the owner. */
  members: string[];
}

export const DEMO_CIRCLES: DemoCircle[] = [
  {
    key: 'breaking',
    name: 'Breaking 练功房',
    intro: '地板动作、Power Move、Freeze，每天打卡一个小目标。新手老炮都欢迎。',
    owner: '旋风小北Bboy',
    joinMode: 'open',
    members: [
      'Bboy阿飞',
      'Bgirl小野',
      '阿Ken',
      'Toprock老王',
      '西安Bboy小龙',
      'Bboy闪电',
      'Bboy老炮Jimmy',
      '深圳Bgirl阿紫',
      '青岛Bboy海浪',
      '小鹿Lulu',
    ],
  },
  {
    key: 'popping',
    name: '广州 Popping 联盟',
    intro: '机械舞、Boogaloo、Animation 交流，每周六天河公园 Cypher。',
    owner: '阿杰AJ',
    joinMode: 'open',
    members: [
      '机械人老周',
      'Wave浪浪',
      '南城Popper',
      '武汉Popping阿凯',
      '阿强Popping',
      'Popping小白',
      'Popping双胞胎',
      'Uncle磊',
    ],
  },
  {
    key: 'jazzfunk',
    name: 'Jazz Funk 女孩',
    intro: '编舞分享、练习室镜面打卡、女团舞扒舞互助。',
    owner: 'Kiki琪琪',
    joinMode: 'approval',
    joinQuestion: '你最喜欢的编舞师是谁？',
    members: ['小鹿Lulu', '美美Mei', 'Jazz小柒', '重庆辣妹子Coco', '糖糖Tang', '团团Tuan', '社区运营小舞'],
  },
  {
    key: 'beats',
    name: '街舞音乐研究所',
    intro: 'Breakbeat、Funk、House 歌单分享，DJ 和舞者一起聊音乐。',
    owner: 'DJ诺瓦Nova',
    joinMode: 'open',
    members: ['节奏大师阿木', 'House阿豪', 'House小鱼', '北漂舞者阿楠', 'Locking大叔', '阿杰AJ'],
  },
];

export interface DemoPost {
  author: string;
  type: 'image' | 'text' | 'video';
  title: string;
  content: string;
  topics: string[];
  circle?: string;
  /** Number of pictures (image posts). */
  images?: number;
  /** Posted this many hours ago. */
  hoursAgo: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    author: '阿杰AJ',
    type: 'video',
    title: 'Popping 基础 Hit 拆解',
    content: '30 秒搞懂 Hit 的发力顺序：先胸、再手臂、最后脖子。慢速跟练三遍，再上音乐。',
    topics: ['Popping教学'],
    circle: 'popping',
    hoursAgo: 3,
  },
  {
    author: '旋风小北Bboy',
    type: 'video',
    title: '今晚练功房：风车连 Air Flare',
    content: '终于连上了！手腕一定要热身到位，护腕别省。今晚 8 点直播继续练。',
    topics: ['Breaking日常'],
    circle: 'breaking',
    hoursAgo: 5,
  },
  {
    author: 'Kiki琪琪',
    type: 'video',
    title: '新编舞 Preview｜Jazz Funk',
    content: '周末课堂的新编舞，先放 8 个八拍，完整版周六见～',
    topics: ['JazzFunk编舞'],
    circle: 'jazzfunk',
    hoursAgo: 8,
  },
  {
    author: 'DJ诺瓦Nova',
    type: 'video',
    title: '一段 House Groove 的 Beat',
    content: '新做的 122 BPM House Loop，舞者们可以拿去练 Jacking，反馈给我哪里想要更多鼓。',
    topics: ['街舞音乐'],
    circle: 'beats',
    hoursAgo: 12,
  },
  {
    author: '社区运营小舞',
    type: 'image',
    title: '2026 街舞之夜全国总决赛开票啦',
    content:
      '6 月 20 日上海见！Breaking、Popping、Locking、Hip-hop 四个舞种 1v1，早鸟票限量，评论区说说你最期待哪个舞种 👇',
    topics: ['街舞之夜总决赛'],
    images: 3,
    hoursAgo: 2,
  },
  {
    author: 'Bboy阿飞',
    type: 'image',
    title: '头转 30 圈目标打卡 Day 12',
    content: '今天 18 圈，头旋帽换了新的，顺滑很多。明天冲 20！',
    topics: ['Breaking日常', '练舞打卡'],
    circle: 'breaking',
    images: 2,
    hoursAgo: 6,
  },
  {
    author: '机械人老周',
    type: 'image',
    title: '天河公园周六 Cypher 合影',
    content: '来了四十多个舞者，最小的 9 岁最大的 52 岁。下周六继续，下午三点，不见不散。',
    topics: ['Cypher现场'],
    circle: 'popping',
    images: 4,
    hoursAgo: 20,
  },
  {
    author: '锁舞阿May',
    type: 'image',
    title: 'Locking 基本功：Point 和 Wrist Roll',
    content: 'Point 要定住、手指要有力量；Wrist Roll 的重点是手腕放松。四张图按顺序看～',
    topics: ['Locking教学'],
    images: 4,
    hoursAgo: 26,
  },
  {
    author: 'Groove潮店主理人老K',
    type: 'image',
    title: '新到的重磅卫衣，练舞不卡身',
    content: '420g 毛圈棉，落肩宽松版型，地板动作也不怕。店里有现货，商城可以直接下单。',
    topics: ['装备分享'],
    images: 2,
    hoursAgo: 30,
  },
  {
    author: 'House阿豪',
    type: 'text',
    title: 'House 新手的三个常见误区',
    content:
      '1. 只顾脚下不顾 Jacking，身体要一直在律动里；2. Loft 太早练，膝盖先练稳；3. 只在镜子前跳，多去 Cypher 找感觉。',
    topics: ['House入门'],
    circle: 'beats',
    hoursAgo: 34,
  },
  {
    author: 'Waacking小仙女',
    type: 'image',
    title: '今日练习：Arm Control',
    content: '对着镜子练了两个小时的手臂线条，肩膀酸但很开心 💃',
    topics: ['练舞打卡'],
    images: 1,
    hoursAgo: 40,
  },
  {
    author: '阿Ken',
    type: 'image',
    title: 'Ken Crew 招新',
    content: '深圳南山，Breaking & Hip-hop，每周二四六晚上训练，欢迎有基础的舞者来试训。',
    topics: ['Breaking日常'],
    circle: 'breaking',
    images: 2,
    hoursAgo: 48,
  },
  {
    author: '重庆辣妹子Coco',
    type: 'image',
    title: '火锅和舞蹈都要辣',
    content: '解放碑快闪，路人都停下来看了 🔥 下次一起来？',
    topics: ['JazzFunk编舞'],
    circle: 'jazzfunk',
    images: 3,
    hoursAgo: 55,
  },
  {
    author: 'Uncle磊',
    type: 'text',
    title: '当裁判二十年，说说 Battle 里的 Musicality',
    content:
      '技术是门槛，音乐性才是区分度。听懂了 Break、抓住了 Accent，观众和裁判都会跟着你走。多听老歌，多听现场。',
    topics: ['街舞之夜总决赛', 'Battle心得'],
    hoursAgo: 60,
  },
  {
    author: '美美Mei',
    type: 'image',
    title: '练习室镜面打卡',
    content: '今天扒了一支女团舞，晚上回家继续抠细节。',
    topics: ['练舞打卡'],
    circle: 'jazzfunk',
    images: 2,
    hoursAgo: 70,
  },
  {
    author: 'Bboy老炮Jimmy',
    type: 'image',
    title: '带娃练 Toprock',
    content: '三岁的儿子已经会 Indian Step 了，街舞爸爸的快乐就这么简单。',
    topics: ['Breaking日常'],
    images: 2,
    hoursAgo: 80,
  },
  {
    author: 'Jazz小柒',
    type: 'text',
    title: '线上课程第 3 课：律动与呼吸',
    content: '很多同学问为什么跳起来“硬”，其实是没有跟着呼吸走。本周作业：同一个八拍用三种呼吸方式跳。',
    topics: ['JazzFunk编舞'],
    hoursAgo: 90,
  },
  {
    author: '阿杰AJ',
    type: 'image',
    title: 'Wave Crew 广州站工作坊回顾',
    content: '两天三场，120 位同学，感谢大家！下一站成都。',
    topics: ['Popping教学', 'Cypher现场'],
    circle: 'popping',
    images: 3,
    hoursAgo: 100,
  },
  {
    author: '旋风小北Bboy',
    type: 'text',
    title: '护腕到底要不要戴？',
    content: '练 Power Move 的第一年我没戴，结果扭伤了两个月。别学我，该戴就戴。',
    topics: ['装备分享', 'Breaking日常'],
    hoursAgo: 120,
  },
  {
    author: 'DJ诺瓦Nova',
    type: 'image',
    title: '本周 Battle 歌单',
    content: 'Funk 经典 + 新派 Breakbeat，一共 24 首，适合 Cypher 和练功。',
    topics: ['街舞音乐'],
    circle: 'beats',
    images: 1,
    hoursAgo: 130,
  },
];

/** What the community says under posts (picked in turn). */
export const COMMENTS = [
  '太帅了！求教学 🙏',
  '这个律动绝了',
  '收藏了，今晚就练',
  '音乐是哪首？好上头',
  '第一次看到这么干净的 Freeze',
  '周六 Cypher 我也去！',
  '节奏感太好了',
  '细节好到位，学到了',
  '啥时候来上海开课？',
  '同款卫衣已下单 😂',
  '看了十遍还想看',
  '新手可以跟着练吗？',
];

/** What authors answer (picked in turn). */
export const REPLIES = [
  '谢谢支持！',
  '可以的，慢慢来',
  '下周出教学～',
  '欢迎来玩！',
  '音乐在简介里',
  '一起加油 💪',
];

/** Topic descriptions shown on each topic's page are the posts under it; these are the ones used. */
export const TOPIC_NAMES = [...new Set(DEMO_POSTS.flatMap((p) => p.topics))];
