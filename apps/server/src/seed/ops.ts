import { community } from '@dance/contracts';
import { makeIdCard } from '@dance/contracts/id-card';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { FixedClock } from '../modules/points/clock.ts';
import { uploadAs } from './community.ts';
import { posterPng, testClip } from './media.ts';
import { DEMO_MEMBERS } from './people.ts';

const OPERATOR_MOBILE = '13800000006';
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
 * reported post, a guess past its close (the shop's withdrawal is the merchant demo's own), all
 * made through the services as users make them. Once: skipped when the first newcomer exists.
 */
export async function seedDemoOps(p: Platform, s: AppServices, people: Map<string, number>): Promise<void> {
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
  await s.community.moderation.addWord(REVIEW_WORD, 'review');
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
    });
  } finally {
    clock.current = system;
  }
}
