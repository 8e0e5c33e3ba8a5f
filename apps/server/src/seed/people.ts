/** The people of the demo community: the six accounts a visitor can log in as, and their neighbours. */

export const DANCE_STYLES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'waacking',
  'krump',
  'jazzfunk',
] as const;
export type DanceStyle = (typeof DANCE_STYLES)[number];

export const AVATARS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}.svg`);

export interface DemoPerson {
  mobile: string;
  nickname: string;
  gender: 0 | 1 | 2;
  birthday: string;
  signature: string;
  styles: DanceStyle[];
  /**
   * How well known the dancer is, from 0 to 1: how many of the others follow them. Every count
   * shown (fans, follows, likes, posts) comes from the rows the seed makes, never from a number.
   */
  fame: number;
  realName?: string;
  /** Region code (6 digits) and sequence for a valid id-card number. */
  idCard?: { region: string; seq: number };
}

export interface DemoAccountProfile extends DemoPerson {
  merchant?: boolean;
  anchor?: boolean;
  musician?: boolean;
  operator?: boolean;
}

export const DEMO_PROFILES: DemoAccountProfile[] = [
  {
    mobile: '13800000001',
    nickname: '小鹿Lulu',
    gender: 2,
    birthday: '2001-04-18',
    signature: '上海 · Jazz Funk 练习生，每天进步一点点 ✨',
    styles: ['jazzfunk', 'hiphop'],
    fame: 0.25,
  },
  {
    mobile: '13800000002',
    nickname: '阿杰AJ',
    gender: 1,
    birthday: '1996-09-03',
    signature: '广州 Wave Crew 队长 | Popping 十年，教学私信',
    styles: ['popping', 'hiphop'],
    fame: 0.9,
    realName: '王志杰',
    idCard: { region: '440106', seq: 213 },
  },
  {
    mobile: '13800000003',
    nickname: 'Groove潮店主理人老K',
    gender: 1,
    birthday: '1990-12-22',
    signature: '深圳 Groove 街舞装备店，卫衣球鞋护具音箱都在这 🛹',
    styles: ['hiphop', 'locking'],
    fame: 0.6,
    realName: '柯振宇',
    idCard: { region: '440304', seq: 517 },
    merchant: true,
  },
  {
    mobile: '13800000004',
    nickname: '旋风小北Bboy',
    gender: 1,
    birthday: '1999-07-11',
    signature: '北京 Breaking 主播，每晚 8 点直播练功房 🔥',
    styles: ['breaking'],
    fame: 0.95,
    realName: '李北辰',
    idCard: { region: '110105', seq: 339 },
    anchor: true,
  },
  {
    mobile: '13800000005',
    nickname: 'DJ诺瓦Nova',
    gender: 2,
    birthday: '1994-02-27',
    signature: '成都音乐人，House / Hip-hop Beat 制作，合作请私信 🎧',
    styles: ['house', 'hiphop'],
    fame: 0.8,
    realName: '陈诺',
    idCard: { region: '510104', seq: 824 },
    musician: true,
  },
  {
    mobile: '13800000006',
    nickname: '社区运营小舞',
    gender: 2,
    birthday: '1997-05-20',
    signature: '街舞社区官方运营，有问题随时找我 💬',
    styles: ['waacking', 'jazzfunk'],
    fame: 0.7,
    realName: '周晓舞',
    idCard: { region: '330106', seq: 402 },
    operator: true,
  },
];

/** Neighbours: crews and solo dancers from the big dance cities. */
const MEMBERS: [string, 0 | 1 | 2, string, string, DanceStyle[], number][] = [
  ['Bboy阿飞', 1, '1998-03-14', '北京 Flying Steps 学院派，头转 30 圈目标', ['breaking'], 8420],
  ['Bgirl小野', 2, '2002-11-02', '上海 Bgirl，力量与速度并存', ['breaking', 'hiphop'], 3120],
  ['机械人老周', 1, '1991-06-30', '广州 Popping 老炮，机械舞教学 12 年', ['popping'], 6650],
  ['Wave浪浪', 2, '2000-01-19', 'Popping / Animation，热爱每一个 hit', ['popping'], 1570],
  ['锁舞阿May', 2, '1995-08-08', '深圳 Locking 教练，Funky 是一种生活态度', ['locking'], 4380],
  ['Funky胖虎', 1, '1997-10-25', '成都 Locking Crew「熊猫锁」成员', ['locking', 'hiphop'], 2260],
  ['嘻哈少年小杨', 1, '2004-04-04', '杭州 Hip-hop 新人，高三党周末练舞', ['hiphop'], 420],
  ['Kiki琪琪', 2, '1999-12-12', 'Jazz Funk 编舞，MV 舞蹈合作可私', ['jazzfunk'], 15200],
  ['House阿豪', 1, '1993-05-16', '上海 House Dance，Footwork 爱好者', ['house'], 2980],
  ['Krump暴走熊', 1, '1996-02-09', '北京 Krump，能量全开 🐻', ['krump'], 1860],
  [
    'Waacking小仙女',
    2,
    '2001-07-07',
    '广州 Waacking，Pose 和 Arm Control 研究中',
    ['waacking', 'jazzfunk'],
    5430,
  ],
  ['南城Popper', 1, '1998-09-21', '南京人在深圳，Popping / Tutting', ['popping'], 980],
  ['阿Ken', 1, '1992-11-30', '深圳 Ken Crew 主理人，Breaking & Hip-hop', ['breaking', 'hiphop'], 7210],
  ['糖糖Tang', 2, '2003-03-03', '成都大学街舞社社长，欢迎学妹学弟', ['hiphop', 'jazzfunk'], 690],
  ['Toprock老王', 1, '1988-08-18', '北京 Old School，带娃也要练 Toprock', ['breaking'], 3540],
  ['Lock小樱', 2, '2000-04-26', '杭州 Locking，Point 要到位', ['locking'], 1240],
  ['杭州Hiphop阿森', 1, '1995-06-06', '杭州 Bounce Crew，Hip-hop Freestyle', ['hiphop'], 2870],
  ['西安Bboy小龙', 1, '1999-01-01', '西安 Breaking，长安街舞联盟', ['breaking'], 1760],
  [
    '重庆辣妹子Coco',
    2,
    '1998-07-15',
    '重庆 Jazz Funk & Waacking，火锅和舞蹈都要辣',
    ['jazzfunk', 'waacking'],
    4120,
  ],
  ['武汉Popping阿凯', 1, '1994-10-10', '武汉 Popping，Boogaloo 研究员', ['popping'], 1980],
  ['长沙Locker妹妹', 2, '2002-08-20', '长沙 Locking，茶颜悦色续命', ['locking', 'hiphop'], 860],
  ['Krump阿黑', 1, '1997-03-27', '上海 Krump Fam，每一下都是情绪', ['krump'], 2410],
  ['Uncle磊', 1, '1985-12-05', '广州街舞 20 年，Battle 裁判', ['hiphop', 'popping', 'locking'], 11800],
  ['美美Mei', 2, '2001-05-09', '深圳 Jazz Funk，女团舞也会一点', ['jazzfunk'], 6340],
  ['Bboy闪电', 1, '2003-09-13', '成都 Breaking 新秀，Power Move 狂热', ['breaking'], 1530],
  ['House小鱼', 2, '1996-11-11', '北京 House，Loft 风格爱好者', ['house'], 1190],
  ['阿强Popping', 1, '1993-04-01', '杭州机械舞工作室老师', ['popping'], 3320],
  ['酷酷Kuku', 2, '2004-02-14', '上海高中生 Hip-hop 社团', ['hiphop'], 310],
  [
    'Freestyle大宇',
    1,
    '1995-07-23',
    '广州 Freestyle 爱好者，什么都跳一点',
    ['hiphop', 'house', 'krump'],
    1450,
  ],
  ['苏州Waacking小雅', 2, '1999-10-31', '苏州 Waacking，Vogue 也在学', ['waacking'], 980],
  ['Bboy老炮Jimmy', 1, '1987-06-15', '上海第一代 Bboy，现在是街舞爸爸', ['breaking'], 9870],
  ['麦克Mike', 1, '1996-01-28', '北京 Hip-hop / Krump，Battle 狂热', ['hiphop', 'krump'], 2050],
  ['团团Tuan', 2, '2000-09-09', '成都 Locking & Jazz Funk 双修', ['locking', 'jazzfunk'], 1680],
  ['深圳Bgirl阿紫', 2, '1998-02-02', '深圳 Bgirl，Freeze 控', ['breaking'], 2740],
  ['节奏大师阿木', 1, '1994-03-19', '杭州 DJ & Beatmaker，Breaking 歌单', ['breaking', 'house'], 5160],
  ['Popping小白', 2, '2003-06-28', '北京 Popping 初学者，记录学舞日常', ['popping'], 260],
  ['Locking大叔', 1, '1983-11-20', '上海 Locking 老师，Old School 才是王道', ['locking'], 4760],
  ['小满Xiaoman', 2, '2002-05-21', '广州 Hip-hop 与 Waacking，爱笑的舞者', ['hiphop', 'waacking'], 1330],
  ['青岛Bboy海浪', 1, '1997-08-05', '青岛 Breaking，海边练舞', ['breaking'], 1420],
  ['北漂舞者阿楠', 1, '1995-12-24', '北漂 5 年，House / Hip-hop 编舞', ['house', 'hiphop'], 3890],
  ['Jazz小柒', 2, '2001-01-07', '杭州 Jazz Funk 编舞，线上课程进行中', ['jazzfunk'], 7420],
  ['Popping双胞胎', 1, '2000-10-02', '武汉双胞胎兄弟，同步率 100%', ['popping'], 6130],
];

/** The members who post (real-name verified): index in MEMBERS and real name. */
const VERIFIED_MEMBERS: [number, string][] = [
  [0, '张飞扬'],
  [2, '周建国'],
  [4, '梅晓丽'],
  [7, '孙琪琪'],
  [8, '何志豪'],
  [10, '林小仙'],
  [12, '陈家健'],
  [18, '冉可可'],
  [22, '黄磊'],
  [23, '李美美'],
  [30, '吴俊明'],
  [40, '柒晓雨'],
];

const MOST_FANS = Math.max(...MEMBERS.map((m) => m[5]));

/** Neighbours have numbers 13900000101… (SMS login works for them too; they have no password). */
export const DEMO_MEMBERS: DemoPerson[] = MEMBERS.map(
  ([nickname, gender, birthday, signature, styles, fans], i) => {
    const verified = VERIFIED_MEMBERS.find(([n]) => n === i);
    return {
      mobile: `139000${String(101 + i).padStart(5, '0')}`,
      nickname,
      gender,
      birthday,
      signature,
      styles,
      fame: Math.round((fans / MOST_FANS) * 0.6 * 100) / 100,
      ...(verified ? { realName: verified[1], idCard: { region: '310101', seq: 100 + i } } : {}),
    };
  },
);
