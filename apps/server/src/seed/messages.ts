import type { AppServices } from '../app.ts';

type SendBody = Parameters<AppServices['chat']['chat']['send']>[1];
type Target = Pick<SendBody, 'to_user_id' | 'mch_id' | 'conversation_id'>;

const LULU = '13800000001';
const AJ = '13800000002';
const MERCHANT = '13800000003';
const BEI = '13800000004';
const NOVA = '13800000005';

/**
 * Demo conversations between the demo accounts, sent through the chat service as people send them:
 * 小鹿Lulu asks 阿杰AJ about his popping class (his last two answers left unread, so her badge
 * shows), 旋风小北 invites AJ to a battle (a stranger's one message), DJ Nova and Lulu talk music,
 * and Lulu asks the Groove shop about a hoodie, with a goods card from the shop and her order's card.
 * Every message has a fixed client id, so a later start finds them and sends nothing again.
 */
export async function seedDemoMessages(s: AppServices, people: Map<string, number>, shopId: number) {
  const id = (mobile: string) => {
    const v = people.get(mobile);
    if (!v) throw new Error(`demo account ${mobile} missing`);
    return v;
  };
  const [lulu, aj, merchant, bei, nova] = [LULU, AJ, MERCHANT, BEI, NOVA].map(id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const chat = s.chat.chat;
  const say = (from: number, to: Target, key: string, text: string) =>
    chat.send(from, { ...to, client_id: `demo-${key}`, kind: 'text', text });

  const lesson = await say(
    lulu,
    { to_user_id: aj },
    'lulu-aj-1',
    'AJ老师好！想问下周末的 popping 基础课还有名额吗？',
  );
  const toAj = { conversation_id: lesson.conversation_id };
  await say(aj, toAj, 'lulu-aj-2', '有的～周六下午两点，广州天河 Wave 练功房 [耶]');
  const asked = await say(lulu, toAj, 'lulu-aj-3', '太好了！我是零基础可以吗 [害羞]');
  await say(aj, toAj, 'lulu-aj-4', '完全可以，先从 wave 和 hit 练起，穿双舒服的鞋就行');
  await say(aj, toAj, 'lulu-aj-5', '来之前可以先看看我主页的教学视频 [加油]');
  // Lulu has read up to her own question: AJ's last two answers wait for her.
  await s.chat.box.read(lulu, { conversation_id: lesson.conversation_id, seq: asked.seq });

  await say(bei, { to_user_id: aj }, 'bei-aj-1', '哥，下个月北京有个 2v2 battle，一起组队吗？[火]');

  const music = await say(
    nova,
    { to_user_id: lulu },
    'nova-lulu-1',
    '嗨 Lulu，看到你的 Jazz Funk 视频了，用的是哪首歌？',
  );
  await say(
    lulu,
    { conversation_id: music.conversation_id },
    'nova-lulu-2',
    '是 Doja Cat 的 Woman，剪了 1 分钟 [音乐]',
  );
  await say(
    nova,
    { conversation_id: music.conversation_id },
    'nova-lulu-3',
    '好听！我下周上传一版 remix，做好了发你 [耳机]',
  );
  await s.chat.box.read(lulu, { conversation_id: music.conversation_id });

  const shop = await say(lulu, { mch_id: shopId }, 'lulu-shop-1', '老板，你家的卫衣 L 码还有货吗？');
  const toShop = { conversation_id: shop.conversation_id };
  await say(merchant, toShop, 'lulu-shop-2', '有的亲，今天下单明天顺丰发出 [运动鞋]');
  const goods = (await s.mall.catalog.list({ type: 'goods', mch_id: shopId, sort: 'default', limit: 1 }))
    .list[0];
  if (goods)
    await chat.send(merchant, {
      ...toShop,
      client_id: 'demo-lulu-shop-3',
      kind: 'card',
      text: '',
      card: { type: 'goods', id: goods.id },
    });
  const order = (await s.mall.orders.list(lulu, { status: 'all', limit: 1 })).list[0];
  if (order)
    await chat.send(lulu, {
      ...toShop,
      client_id: 'demo-lulu-shop-4',
      kind: 'card',
      text: '',
      card: { type: 'order', id: order.id },
    });
  await say(lulu, toShop, 'lulu-shop-5', '这单能帮忙备注一下尽快发吗？谢谢～');
}
