import { randomBytes } from 'node:crypto';
import { activity, course } from '@dance/contracts';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { makeIdCard } from '@dance/contracts/id-card';
import { uploadAs } from './community.ts';
import { posterPng, testClip } from './media.ts';
import { DEMO_MEMBERS } from './people.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const BUYER_MOBILE = '13800000001';
const CLERK_MOBILE = '13800000002';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** 14:00 in Shenzhen (UTC+8), `days` from today. */
const at = (days: number, hour = 14) => {
  const d = new Date();
  d.setUTCHours(hour - 8, 0, 0, 0);
  return new Date(d.getTime() + days * DAY_MS);
};

const NANSHAN = {
  name: 'Groove 深圳南山店 2 楼',
  address: '科技园科苑路 15 号',
  province_id: 440000,
  city_id: 440300,
  district_id: 440305,
  lat: 22.5403,
  lng: 113.9536,
};

/**
 * The demo activities of the Groove shop (13800000003, with 13800000002 as a clerk): a battle
 * with spectator and competitor tickets, four divisions, competitors with numbers, a bracket with
 * a decided battle and tagged photos; a Locking workshop whose tickets name their attendees; a
 * park jam; a Hip-hop course with a free preview lesson and a paid one (videos made with ffmpeg and
 * transcoded by the job); and the demo buyer's two battle tickets and her course registration.
 * All through the services, as the organiser and the buyer would. Once: skipped when the shop has
 * an activity.
 */
export async function seedDemoActivities(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
): Promise<void> {
  const owner = people.get(MERCHANT_MOBILE)!;
  const clerk = people.get(CLERK_MOBILE)!;
  const buyer = people.get(BUYER_MOBILE)!;
  const a = s.activity;
  if ((await a.activities.manageList(owner, { mch_id: shopId, limit: 1 })).list.length) return;
  let picture = 40;
  const image = (userId: number) => uploadAs(s, userId, 'image', posterPng(picture++));
  const member = (i: number) => people.get(DEMO_MEMBERS[i]!.mobile)!;

  // ---------- the battle ----------
  const battleStart = at(10);
  const battle = await a.activities.edit(
    owner,
    activity.editActivity.body!.parse({
      mch_id: shopId,
      kind: 'battle',
      name: 'Groove Battle Vol.7 南山街舞大赛',
      cover: await image(owner),
      images: [await image(owner)],
      detail:
        '<p>一年一度的 Groove Battle 回来了！Breaking 1v1、Popping 1v1、少儿组和 Crew 3v3 四个组别，DJ Nova 现场打碟。</p><ul><li>13:00 签到，14:00 海选</li><li>18:00 Top 8 起淘汰赛</li><li>21:00 总决赛与颁奖</li></ul>',
      styles: ['breaking', 'popping', 'hiphop'],
      start_at: battleStart.toISOString(),
      end_at: new Date(battleStart.getTime() + 8 * HOUR_MS).toISOString(),
      venue: NANSHAN,
      sign_up_end_at: new Date(battleStart.getTime() - DAY_MS).toISOString(),
      status: 'published',
    }),
  );
  const division = async (name: string, description: string, sort: number, max = 0) =>
    a.competition.editGroup(owner, { activity_id: battle.id, name, description, max_entrants: max, sort });
  const breaking = await division('Breaking 1v1 Open', '不限年龄，海选后 Top 16 淘汰赛', 1, 64);
  const popping = await division('Popping 1v1', '海选取 Top 4 直接进入淘汰赛', 2, 32);
  await division('Kids 少儿组', '12 岁及以下，不限舞种', 3, 32);
  await division('Crew 3v3', '三人一队，队名即舞台名', 4, 16);
  const ticket = (body: object) =>
    a.tickets.edit(owner, activity.editTicket.body!.parse({ activity_id: battle.id, ...body }));
  const spectator = await ticket({
    name: '观赛票',
    description: '全天观赛，含饮用水',
    price: '68.00',
    capacity: 300,
    per_user_limit: 6,
    refundable_until: new Date(battleStart.getTime() - 2 * DAY_MS).toISOString(),
  });
  await ticket({
    name: 'Breaking 参赛票',
    description: '报名 Breaking 1v1 Open 组别',
    price: '50.00',
    capacity: 64,
    per_user_limit: 1,
    needs_attendee: 1,
    division_id: breaking.id,
    sort: 1,
  });
  // Popping is free to enter: four neighbours sign up, get numbers and meet in the bracket.
  const popEntries = [];
  for (const [i, crew] of [
    [2, '机械人工作室'],
    [3, 'Wave Crew'],
    [10, '南城 Poppers'],
    [4, 'Funky Lock'],
  ] as const)
    popEntries.push(
      await a.competition.apply(member(i), {
        activity_id: battle.id,
        division_id: popping.id,
        stage_name: DEMO_MEMBERS[i]!.nickname,
        crew,
        city: '深圳',
      }),
    );
  await a.competition.addCompetitor(clerk, {
    activity_id: battle.id,
    division_id: breaking.id,
    stage_name: 'B-Boy 现场报名',
    crew: '',
    city: '广州',
  });
  await a.competition.number(owner, { division_id: popping.id, mode: 'order' });
  for (const [i, score] of ['91.50', '88.00', '86.50', '79.00'].entries())
    await a.competition.score(clerk, { entry_id: popEntries[i]!.id, score });
  const bracket = await a.competition.editBracket(owner, {
    division_id: popping.id,
    entry_ids: popEntries.map((e) => e.id),
  });
  const semi = bracket.rounds[0]!.battles[0]!;
  await a.competition.decide(owner, { battle_id: semi.id, winner_entry_id: semi.a!.id });
  for (const [tags, round] of [
    [['海选', 'Popping'], 'preselection'],
    [['Top 4', 'Popping'], 'top4'],
    [['观众', '现场'], null],
  ] as const)
    await a.photos.add(clerk, {
      activity_id: battle.id,
      urls: [await image(clerk), await image(clerk)],
      tags: [...tags],
      division_id: round ? popping.id : null,
      round,
      number: round === 'top4' ? 1 : null,
    });

  // ---------- the workshop and the jam ----------
  const workshopStart = at(5, 19);
  const workshop = await a.activities.edit(
    owner,
    activity.editActivity.body!.parse({
      mch_id: shopId,
      kind: 'workshop',
      name: '锁舞阿May · Locking 周末工作坊',
      cover: await image(owner),
      detail: '<p>两小时 Locking 基本功：Lock、Point、Wrist Roll 与经典组合，零基础友好。</p>',
      styles: ['locking'],
      start_at: workshopStart.toISOString(),
      end_at: new Date(workshopStart.getTime() + 2 * HOUR_MS).toISOString(),
      venue: NANSHAN,
      real_name: 1,
      status: 'published',
    }),
  );
  await a.tickets.edit(
    owner,
    activity.editTicket.body!.parse({
      activity_id: workshop.id,
      name: '单人票',
      price: '199.00',
      capacity: 30,
      per_user_limit: 2,
      needs_attendee: 1,
      refundable_until: new Date(workshopStart.getTime() - DAY_MS).toISOString(),
    }),
  );
  const jamStart = at(3, 16);
  const jam = await a.activities.edit(
    owner,
    activity.editActivity.body!.parse({
      mch_id: shopId,
      kind: 'jam',
      name: '深圳湾公园 Cypher Jam',
      cover: await image(owner),
      detail: '<p>带上你的音箱和朋友，海边一起 Cypher。</p>',
      styles: ['hiphop', 'house', 'breaking'],
      start_at: jamStart.toISOString(),
      end_at: new Date(jamStart.getTime() + 4 * HOUR_MS).toISOString(),
      venue: {
        ...NANSHAN,
        name: '深圳湾公园 日出剧场',
        address: '滨海大道深圳湾公园',
        lat: 22.5171,
        lng: 113.9463,
      },
      status: 'published',
    }),
  );
  await a.tickets.edit(
    owner,
    activity.editTicket.body!.parse({ activity_id: jam.id, name: '入场手环', price: '20.00', capacity: 200 }),
  );

  // ---------- the course ----------
  const hiphop = await a.courses.edit(
    owner,
    course.editCourse.body!.parse({
      mch_id: shopId,
      name: '阿Ken · Hip-hop 基础 8 课',
      cover: await image(owner),
      detail: '<p>从 Bounce、Rock 到 Old School 经典步伐，8 节课打好 Hip-hop 律动基础。</p>',
      level: 'beginner',
      style: 'hiphop',
      teacher: { name: '阿Ken', intro: '深圳 Ken Crew 主理人，Breaking & Hip-hop 教学十年' },
      price: '299.00',
      seats: 20,
      sessions: [0, 7].map((d) => ({
        start_at: at(4 + d, 20).toISOString(),
        end_at: new Date(at(4 + d, 20).getTime() + 1.5 * HOUR_MS).toISOString(),
        venue: NANSHAN.name,
      })),
      status: 'published',
    }),
  );
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (ffmpeg.path === null) p.log.warn({ reason: ffmpeg.reason }, 'demo lessons skipped');
  else {
    for (const [i, title] of [
      '第 1 课 · Bounce 与 Rock（试看）',
      '第 2 课 · Old School 步伐组合',
    ].entries()) {
      const lesson = await a.lessons.publish(owner, {
        course_id: hiphop.id,
        title,
        video_url: await uploadAs(s, owner, 'video', await testClip(ffmpeg.path, 20 + i, 3)),
        free_preview: i === 0 ? 1 : 0,
        sort: i + 1,
      });
      // A process that does not work the queues runs the job's own handler; the queued job then
      // finds the lesson ready.
      if (!p.config.jobWorkers) await a.lessons.transcode(lesson.id);
      for (let waited = 0; waited < 90_000; waited += 250) {
        const l = (await a.lessons.list(owner, hiphop.id)).list.find((x) => x.id === lesson.id);
        if (l?.status !== 'processing') break;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }
  await a.activities.link(owner, battle.id, 'course', [hiphop.id], 'course_ids');
  const vinyl = (
    await s.mall.catalog.list({ type: 'goods', mch_id: shopId, sort: 'default', limit: 50 })
  ).list.filter((g) => g.name.includes('黑胶'));
  if (vinyl.length)
    await a.activities.link(
      owner,
      battle.id,
      'goods',
      vinyl.map((g) => g.id),
      'goods_ids',
    );

  // ---------- the demo buyer: two battle tickets, a saved attendee, the course ----------
  await a.attendees.save(buyer, {
    name: '陆小鹿',
    mobile: BUYER_MOBILE,
    id_card: makeIdCard('310101', '1999-05-20', 88),
  });
  const buy = async (items: { goods_id: number; sku_id: number; num: number }[]) => {
    const r = await s.mall.checkout.submit(buyer, {
      items,
      use_integral: 0,
      token: `demo-${randomBytes(8).toString('hex')}`,
    });
    const { payment_id } = await s.mall.payments.open(buyer, r.order_ids);
    await s.mall.payments.payWithBalance(buyer, payment_id);
  };
  await buy([{ goods_id: battle.id, sku_id: spectator.sku_id, num: 2 }]);
  await buy([{ goods_id: hiphop.id, sku_id: hiphop.sku_id, num: 1 }]);
  p.log.info('demo activities seeded');
}
