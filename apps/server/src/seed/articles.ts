/** Articles of the demo community: agreements, the app introduction, notices and help. Simple HTML. */

export interface DemoArticle {
  /** Stable name the client looks up (agreements and the app introduction); null for the rest. */
  key: string | null;
  type: 'agreement' | 'intro' | 'notice' | 'help';
  title: string;
  summary: string;
  cover: string;
  content: string;
  /** The article in the other interface languages. */
  translations?: Record<string, { title: string; summary: string; content: string }>;
}

const USER_AGREEMENT = `
<h2>街舞社区用户协议</h2>
<p>更新日期：2026 年 1 月 1 日&emsp;生效日期：2026 年 1 月 1 日</p>
<p>欢迎你使用街舞社区！本协议是你与街舞社区运营方（以下简称“我们”）之间就注册、登录和使用街舞社区 App、网站及相关服务（以下统称“本服务”）所订立的协议。请你在使用本服务前仔细阅读本协议，特别是以<strong>加粗</strong>方式提示的免除或限制责任条款。你点击同意、登录或实际使用本服务，即表示你已阅读并同意本协议全部内容。</p>

<h3>一、账号注册与使用</h3>
<p>1. 你可以使用中国大陆手机号码通过短信验证码注册并登录账号，也可以在设置密码后使用密码登录。你应当提供真实、准确的注册信息，并在信息变化时及时更新。</p>
<p>2. 账号仅限你本人使用，<strong>不得出借、转让、出租或售卖</strong>。因你保管不善导致账号被盗用所产生的后果，由你自行承担；发现账号异常时，请立即通过“设置 - 意见反馈”或客服电话联系我们。</p>
<p>3. 发布动态、直播、开店、上传音乐等功能需要先完成实名认证。我们会依法核验你提交的姓名和身份证号码，并仅用于身份核验和法律法规要求的用途。</p>
<p>4. 未满十八周岁的用户，应在监护人的陪同和同意下使用本服务，付费功能需由监护人确认。</p>

<h3>二、社区行为规范</h3>
<p>街舞社区是舞者交流、学习和成长的地方。我们倡导尊重、包容、真诚的交流氛围。你在使用本服务时不得发布、传播以下内容：</p>
<ul>
<li>违反宪法和法律法规、危害国家安全、破坏民族团结的内容；</li>
<li>色情低俗、暴力血腥、赌博、毒品等违法违规内容；</li>
<li>对他人进行人身攻击、辱骂、歧视，或泄露他人隐私的内容；</li>
<li>未经授权使用他人舞蹈作品、音乐、图片、视频等侵犯知识产权的内容；</li>
<li>垃圾广告、刷量、虚假宣传、诱导分享等干扰社区秩序的内容。</li>
</ul>
<p>Battle 和 Cypher 中的“Battle 精神”值得鼓励，但请把对抗留在舞池里。对违反规范的内容，我们有权采取删除、限制功能、封禁账号等措施，并依法向有关部门报告。</p>

<h3>三、内容的知识产权</h3>
<p>1. 你在本服务中发布的原创内容（包括文字、图片、舞蹈视频、音乐作品等）的著作权归你所有。为了向其他用户展示和推广你的内容，你授予我们在全球范围内免费的、非独占的使用许可，包括存储、转码、展示和在本服务内推荐。</p>
<p>2. 音乐人上传的作品，其授权、定价与分成规则以《音乐人入驻协议》为准。</p>
<p>3. 本服务的软件、界面设计、标识和运营内容的知识产权归我们所有，未经书面许可不得复制或用于商业用途。</p>

<h3>四、交易与支付</h3>
<p>1. 你可以在本服务中购买活动门票、课程、音乐和商城商品。商品和服务由对应的商家或主办方提供，我们作为平台提供信息展示、交易撮合和售后协助。</p>
<p>2. 订单提交后请在规定时间内完成支付，逾期未支付的订单将自动取消，锁定的库存和门票随之释放。</p>
<p>3. 已支付订单的退款、退货规则以商品详情页和活动说明为准；门票在核销后不支持退款。</p>
<p>4. 积分可通过每日签到、参与活动等方式获得，可在积分商城兑换商品，<strong>积分不可提现、不可转让</strong>。</p>

<h3>五、直播与商家</h3>
<p>1. 申请成为主播、商家或音乐人需通过我们的资质审核。审核通过后，你应遵守相应的入驻规则，如实描述商品和服务，按时发货、履约。</p>
<p>2. 商家的结算在订单售后期结束后进行，提现申请经审核后打款至你绑定的账户。</p>

<h3>六、免责声明</h3>
<p>街舞是一项有一定运动风险的活动。<strong>你在参考本服务中的教学内容练习时，应量力而行，做好热身和保护措施，因练习导致的人身伤害由你自行承担。</strong>线下活动的安全保障由主办方负责，我们会协助处理相关纠纷。</p>
<p>因不可抗力、网络故障、系统维护等原因导致服务中断的，我们将尽快恢复，但不承担由此造成的间接损失。</p>

<h3>七、账号注销</h3>
<p>你可以在“设置 - 账号与安全 - 注销账号”中申请注销。注销后，你的个人资料将被删除或匿名化处理，且无法恢复；尚未完成的订单、未提现的余额需在注销前处理完毕。</p>

<h3>八、协议的变更与适用法律</h3>
<p>我们可能根据法律法规和业务发展修改本协议，修改后的协议将在 App 内公布，并以弹窗等方式提示你。本协议适用中华人民共和国法律；因本协议产生的争议，双方应友好协商，协商不成的，可向我们所在地有管辖权的人民法院提起诉讼。</p>
<p>如你对本协议有任何疑问，请联系客服：400-820-1314，邮箱 service@dance.example。</p>
`;

const PRIVACY = `
<h2>街舞社区隐私政策</h2>
<p>更新日期：2026 年 1 月 1 日</p>
<p>我们深知个人信息对你的重要性，并会尽全力保护你的个人信息安全。本政策说明我们如何收集、使用、存储、共享和保护你的个人信息，以及你享有的权利。本政策依据《中华人民共和国个人信息保护法》等法律法规制定。</p>

<h3>一、我们收集的信息</h3>
<p><strong>1. 注册与登录：</strong>手机号码、短信验证码、密码（仅保存不可逆的加密摘要）。</p>
<p><strong>2. 个人资料：</strong>昵称、头像、性别、生日、个性签名、擅长舞种，由你自愿填写。</p>
<p><strong>3. 实名认证：</strong>真实姓名、身份证号码，用于发布内容、直播、开店等需要实名的功能。证件号码在展示时会脱敏处理。</p>
<p><strong>4. 交易信息：</strong>收货地址、联系人电话、订单和支付记录，用于完成交易和售后。</p>
<p><strong>5. 内容与互动：</strong>你发布的动态、评论、私信、上传的图片、音频和视频。</p>
<p><strong>6. 设备与日志：</strong>设备型号、操作系统、IP 地址、访问时间和操作日志，用于保障账号安全和排查故障。</p>

<h3>二、我们如何使用信息</h3>
<ul>
<li>为你提供登录、发布、购买、报名、直播、听歌等核心功能；</li>
<li>根据你关注的舞者、擅长的舞种推荐你可能感兴趣的内容和活动，你可以在设置中关闭个性化推荐；</li>
<li>进行安全风控，识别盗号、刷单、垃圾信息等异常行为；</li>
<li>向你发送订单状态、活动提醒等服务通知。</li>
</ul>

<h3>三、信息的共享</h3>
<p>我们不会向第三方出售你的个人信息。仅在以下情况下共享必要的信息：</p>
<ul>
<li>你购买商品或门票时，向对应商家、主办方提供收货或核验所需的信息；</li>
<li>完成支付时，向支付机构提供订单号和金额；</li>
<li>法律法规要求或有权机关依法要求时。</li>
</ul>

<h3>四、信息的存储与保护</h3>
<p>你的个人信息存储在中华人民共和国境内。我们采用传输加密、访问控制、密码不可逆加密存储、令牌仅存摘要等措施保护你的信息。个人信息的保存期限为实现目的所必需的最短时间，超出期限后我们会删除或匿名化处理。</p>

<h3>五、你的权利</h3>
<p>你可以在 App 中查询、更正你的个人资料，撤回个性化推荐授权，管理第三方账号绑定，或注销账号。你也可以通过客服联系我们行使查阅、复制、更正、删除等权利，我们将在 15 个工作日内答复。</p>

<h3>六、未成年人保护</h3>
<p>我们非常重视未成年人的个人信息保护。如果你是未满十四周岁的儿童，请在监护人阅读并同意本政策后使用本服务。</p>

<h3>七、政策更新与联系我们</h3>
<p>本政策更新时，我们会在 App 内显著位置提示你。如有任何疑问、意见或投诉，请联系：privacy@dance.example，或致电 400-820-1314。</p>
`;

const INTRO = `
<h2>关于街舞社区</h2>
<p>街舞社区是一个为街舞爱好者打造的一站式社区。无论你是刚入门的新手，还是征战 Battle 多年的老炮，在这里都能找到属于自己的舞台。</p>
<h3>我们提供什么</h3>
<ul>
<li><strong>社区：</strong>关注喜欢的舞者，在圈子和话题里分享练习视频，交流 Breaking、Popping、Locking、Hip-hop、House、Waacking、Krump、Jazz Funk 等舞种心得；</li>
<li><strong>活动：</strong>全国各城市的 Battle、工作坊、派对、公开课，在线购票、扫码入场；</li>
<li><strong>课程：</strong>名师录播与线下课程报名，从入门到编舞；</li>
<li><strong>音乐：</strong>街舞音乐人发布的原创 Beat，练舞歌单随时播放；</li>
<li><strong>直播：</strong>练功房直播、比赛直播，和主播实时互动；</li>
<li><strong>商城：</strong>卫衣、球鞋、护具、音箱等街舞装备，签到积分还能兑换好礼。</li>
</ul>
<h3>我们的初心</h3>
<p>街舞起源于街头，成长于分享。我们希望用技术把分散在各个城市、各个练功房里的舞者连接起来，让每一次练习都被看见，让每一场 Battle 都能找到观众。</p>
<p>Peace, Love, Unity &amp; Having Fun。欢迎加入街舞社区！</p>
<p>商务合作：bd@dance.example&emsp;客服电话：400-820-1314（每天 09:00-21:00）</p>
`;

const INTRO_TRANSLATIONS: NonNullable<DemoArticle['translations']> = {
  'zh-Hant': {
    title: '關於街舞社區',
    summary: '一站式街舞社區：社群、活動、課程、音樂、直播與商城。',
    content: `
<h2>關於街舞社區</h2>
<p>街舞社區是為街舞愛好者打造的一站式社群。不論你是剛入門的新手，還是征戰 Battle 多年的老手，在這裡都能找到屬於自己的舞台。</p>
<h3>我們提供什麼</h3>
<ul>
<li><strong>社群：</strong>追蹤喜歡的舞者，在圈子和話題裡分享練習影片，交流 Breaking、Popping、Locking、Hip-hop、House、Waacking、Krump、Jazz Funk 等舞風心得；</li>
<li><strong>活動：</strong>各城市的 Battle、工作坊、派對、公開課，線上購票、掃碼入場；</li>
<li><strong>課程：</strong>名師錄播與實體課程報名，從入門到編舞；</li>
<li><strong>音樂：</strong>街舞音樂人發佈的原創 Beat，練舞歌單隨時播放；</li>
<li><strong>直播：</strong>練舞室直播、比賽直播，和主播即時互動；</li>
<li><strong>商城：</strong>帽T、球鞋、護具、音響等街舞裝備，簽到積分還能兌換好禮。</li>
</ul>
<h3>我們的初衷</h3>
<p>街舞起源於街頭，成長於分享。我們希望用科技把分散在各城市、各練舞室的舞者連結起來，讓每一次練習都被看見，讓每一場 Battle 都找得到觀眾。</p>
<p>Peace, Love, Unity &amp; Having Fun。歡迎加入街舞社區！</p>
<p>商務合作：bd@dance.example&emsp;客服電話：400-820-1314（每天 09:00-21:00）</p>`,
  },
  en: {
    title: 'About Dance Street',
    summary: 'One place for street dance: community, events, classes, music, live streams and a shop.',
    content: `
<h2>About Dance Street</h2>
<p>Dance Street is one place for everyone who loves street dance. Whether you took your first class last week or have been battling for years, there is a stage for you here.</p>
<h3>What you will find</h3>
<ul>
<li><strong>Community:</strong> follow the dancers you like, share practice videos in circles and topics, and talk Breaking, Popping, Locking, Hip-hop, House, Waacking, Krump and Jazz Funk;</li>
<li><strong>Events:</strong> battles, workshops, parties and open classes in cities across the country, with tickets bought online and scanned at the door;</li>
<li><strong>Classes:</strong> recorded lessons by renowned teachers and sign-up for studio classes, from basics to choreography;</li>
<li><strong>Music:</strong> original beats by street dance producers and practice playlists;</li>
<li><strong>Live:</strong> studio sessions and battles streamed live, with chat;</li>
<li><strong>Shop:</strong> hoodies, sneakers, pads and speakers, and daily check-in points to spend on gifts.</li>
</ul>
<h3>Why we built it</h3>
<p>Street dance was born in the street and grows by sharing. We want to connect dancers in every city and every studio, so that every practice is seen and every battle finds its audience.</p>
<p>Peace, Love, Unity &amp; Having Fun. Welcome to Dance Street!</p>
<p>Partnerships: bd@dance.example&emsp;Customer service: 400-820-1314 (daily 09:00-21:00)</p>`,
  },
  es: {
    title: 'Acerca de Dance Street',
    summary: 'Todo el baile urbano en un solo lugar: comunidad, eventos, clases, música, directos y tienda.',
    content: `
<h2>Acerca de Dance Street</h2>
<p>Dance Street reúne en un solo lugar a quienes aman el baile urbano. Tanto si acabas de empezar como si llevas años en las batallas, aquí tienes tu escenario.</p>
<h3>Qué encontrarás</h3>
<ul>
<li><strong>Comunidad:</strong> sigue a tus bailarines favoritos, comparte vídeos de práctica en círculos y temas, y habla de Breaking, Popping, Locking, Hip-hop, House, Waacking, Krump y Jazz Funk;</li>
<li><strong>Eventos:</strong> batallas, talleres, fiestas y clases abiertas en muchas ciudades, con entradas en línea y acceso con código QR;</li>
<li><strong>Clases:</strong> lecciones grabadas de grandes maestros e inscripción en clases presenciales, desde lo básico hasta la coreografía;</li>
<li><strong>Música:</strong> beats originales de productores de baile urbano y listas para practicar;</li>
<li><strong>Directos:</strong> sesiones de estudio y batallas en directo, con chat;</li>
<li><strong>Tienda:</strong> sudaderas, zapatillas, protecciones y altavoces, y puntos diarios para canjear por regalos.</li>
</ul>
<h3>Por qué existimos</h3>
<p>El baile urbano nació en la calle y crece compartiendo. Queremos conectar a los bailarines de cada ciudad y cada estudio para que cada práctica se vea y cada batalla encuentre su público.</p>
<p>Peace, Love, Unity &amp; Having Fun. ¡Bienvenido a Dance Street!</p>
<p>Colaboraciones: bd@dance.example&emsp;Atención al cliente: 400-820-1314 (todos los días 09:00-21:00)</p>`,
  },
  fr: {
    title: 'À propos de Dance Street',
    summary:
      'Toute la danse urbaine au même endroit : communauté, événements, cours, musique, live et boutique.',
    content: `
<h2>À propos de Dance Street</h2>
<p>Dance Street réunit au même endroit tous ceux qui aiment la danse urbaine. Que vous débutiez ou que vous enchaîniez les battles depuis des années, vous trouverez ici votre scène.</p>
<h3>Ce que vous y trouverez</h3>
<ul>
<li><strong>Communauté :</strong> suivez vos danseurs préférés, partagez vos vidéos d'entraînement dans les cercles et les sujets, parlez Breaking, Popping, Locking, Hip-hop, House, Waacking, Krump et Jazz Funk ;</li>
<li><strong>Événements :</strong> battles, workshops, soirées et cours ouverts dans de nombreuses villes, billets en ligne et entrée par QR code ;</li>
<li><strong>Cours :</strong> leçons filmées de grands professeurs et inscription aux cours en studio, des bases à la chorégraphie ;</li>
<li><strong>Musique :</strong> beats originaux de producteurs de danse urbaine et playlists d'entraînement ;</li>
<li><strong>Live :</strong> sessions en studio et battles en direct, avec chat ;</li>
<li><strong>Boutique :</strong> sweats, baskets, protections et enceintes, et des points quotidiens à échanger contre des cadeaux.</li>
</ul>
<h3>Pourquoi nous le faisons</h3>
<p>La danse urbaine est née dans la rue et grandit par le partage. Nous voulons relier les danseurs de chaque ville et de chaque studio, pour que chaque entraînement soit vu et que chaque battle trouve son public.</p>
<p>Peace, Love, Unity &amp; Having Fun. Bienvenue sur Dance Street !</p>
<p>Partenariats : bd@dance.example&emsp;Service client : 400-820-1314 (tous les jours 09:00-21:00)</p>`,
  },
};

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    key: 'user-agreement',
    type: 'agreement',
    title: '用户协议',
    summary: '注册和使用街舞社区前请阅读的服务条款：账号、社区规范、交易与免责。',
    cover: '',
    content: USER_AGREEMENT,
  },
  {
    key: 'privacy',
    type: 'agreement',
    title: '隐私政策',
    summary: '我们如何收集、使用和保护你的个人信息，以及你享有的权利。',
    cover: '',
    content: PRIVACY,
  },
  {
    key: 'app-intro',
    type: 'intro',
    title: '关于街舞社区',
    summary: '一站式街舞社区：社区、活动、课程、音乐、直播与商城。',
    cover: 'banner-class.svg',
    content: INTRO,
    translations: INTRO_TRANSLATIONS,
  },
  {
    key: null,
    type: 'notice',
    title: '2026 街舞之夜全国总决赛开票啦',
    summary: 'Breaking 1v1、Popping 2v2 总决赛 6 月 20 日上海开战，早鸟票限量发售。',
    cover: 'banner-battle.svg',
    content: `
<h2>2026 街舞之夜全国总决赛开票啦</h2>
<p>经过北京、广州、成都、杭州四个赛区的激烈角逐，32 位 Breaking 选手与 16 组 Popping 双人组合将于 <strong>6 月 20 日</strong> 齐聚上海西岸艺术中心，争夺总奖金 10 万元。</p>
<h3>票务信息</h3>
<ul>
<li>早鸟票：88 元（限量 300 张，售完即止）</li>
<li>普通票：128 元</li>
<li>VIP 前排票：288 元（含选手见面会与限定 T 恤）</li>
</ul>
<p>购票后在“我的 - 我的门票”中查看电子票，入场时出示二维码核验。门票核销后不支持退款，请合理安排行程。</p>
<p>现场还有 Cypher 自由区、潮牌市集和 DJ 派对，不见不散！</p>`,
  },
  {
    key: null,
    type: 'notice',
    title: '社区规范升级公告',
    summary: '为营造友善的交流氛围，我们升级了内容审核与举报处理流程。',
    cover: '',
    content: `
<h2>社区规范升级公告</h2>
<p>亲爱的舞者们：</p>
<p>为了让街舞社区保持友善、真诚的交流氛围，我们从即日起升级社区规范：</p>
<ol>
<li>举报处理时效由 48 小时缩短至 24 小时，处理结果会通过消息通知你；</li>
<li>对恶意引战、人身攻击的账号，首次警告，再次违规将限制发言 7 天；</li>
<li>搬运他人舞蹈视频需注明原作者，原作者投诉后将删除并扣除积分。</li>
</ol>
<p>感谢每一位认真练舞、真诚分享的你。Keep dancing！</p>
<p style="text-align:right">街舞社区运营团队</p>`,
  },
  {
    key: null,
    type: 'notice',
    title: '每日签到积分翻倍活动',
    summary: '本月连续签到 7 天，积分翻倍，可兑换护膝、头巾和练功房体验卡。',
    cover: 'banner-mall.svg',
    content: `
<h2>每日签到积分翻倍活动</h2>
<p>活动时间：本月 1 日至月底。</p>
<p>活动期间，在“我的 - 签到”每日签到可获得双倍积分；连续签到满 7 天额外奖励 50 积分，满 21 天额外奖励 200 积分。</p>
<p>积分可在积分商城兑换 Breaking 护膝、品牌头巾、练功房体验卡等好礼。断签后连续天数重新计算，记得每天来打卡哦！</p>`,
  },
  {
    key: null,
    type: 'help',
    title: '如何完成实名认证？',
    summary: '发布动态、直播和开店前需要完成实名认证，三步即可完成。',
    cover: '',
    content: `
<h2>如何完成实名认证？</h2>
<p>根据国家相关规定，发布动态、开启直播、申请商家和音乐人入驻前需要完成实名认证。</p>
<ol>
<li>进入“我的 - 设置 - 实名认证”；</li>
<li>填写本人真实姓名和 18 位身份证号码，仔细核对后提交；</li>
<li>等待审核，通常在 1 个工作日内完成，结果会通过消息通知你。</li>
</ol>
<p>常见问题：身份证号码最后一位是 X 的请填写大写 X；一个身份证号码只能认证一个账号。</p>`,
  },
  {
    key: null,
    type: 'help',
    title: '活动门票怎么退？',
    summary: '未核销的门票在活动开始前可申请退款，核销后不支持退款。',
    cover: '',
    content: `
<h2>活动门票怎么退？</h2>
<p>在“我的 - 我的门票”中找到要退的门票，点击“申请退款”。</p>
<ul>
<li>活动开始 48 小时前申请：全额退款；</li>
<li>活动开始前 48 小时内：以活动详情页中主办方的退票规则为准；</li>
<li>门票已核销或活动已结束：不支持退款。</li>
</ul>
<p>退款将原路返回，余额支付的订单即时到账，其他支付方式 1-5 个工作日到账。</p>`,
  },
  {
    key: null,
    type: 'help',
    title: '如何成为社区主播？',
    summary: '完成实名认证后即可申请主播，审核通过就能开播。',
    cover: '',
    content: `
<h2>如何成为社区主播？</h2>
<p>1. 完成实名认证；</p>
<p>2. 在“我的 - 创作者中心 - 申请主播”提交申请，附上你的舞蹈视频或过往直播链接；</p>
<p>3. 审核通过后，在直播页点击“开播”获取推流地址，使用 OBS 或手机推流软件即可开始直播。</p>
<p>直播时请遵守社区规范，不得直播与街舞无关的违规内容。</p>`,
  },
  {
    key: null,
    type: 'help',
    title: '忘记密码怎么办？',
    summary: '使用手机验证码登录后，可在设置中重新设置密码。',
    cover: '',
    content: `
<h2>忘记密码怎么办？</h2>
<p>在登录页选择“验证码登录”，输入手机号并获取短信验证码即可登录。登录后进入“设置 - 账号与安全 - 修改密码”，通过短信验证码重新设置新密码。</p>
<p>修改密码后，其他设备上的登录状态会自动失效，以保护你的账号安全。</p>`,
  },
];
