import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { FixedClock } from '../modules/points/clock.ts';
import { DEMO_MEMBERS } from './people.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const BUYER_MOBILE = '13800000001';
const VERIFIED_MOBILE = '13800000002';
const OPERATOR_MOBILE = '13800000006';
const DAY_MS = 86_400_000;

/**
 * Points and guesses of the demo: the recharge goods; the last days' sign-ins of the demo accounts
 * (and a welcome grant to those with fewer than 200 points) (the buyer on a three-day streak, so signing in today continues it); on
 * the demo battle 'Groove Battle Vol.7', an open guess on the undecided Popping semi-final with
 * the neighbours' stakes, and a settled guess on the best crew show. Once: the sign-ins are
 * skipped for an account that has any, the guesses when the battle has any.
 */
export async function seedDemoPoints(
  p: Platform,
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
): Promise<void> {
  await s.integral.recharge.skus();
  const member = (i: number) => people.get(DEMO_MEMBERS[i]!.mobile)!;

  // Sign-ins on the days before today, through the sign-in service on a clock set to each day.
  const clock = s.integral.clock;
  const system = clock.current;
  const signers: [number, number][] = [
    [people.get(BUYER_MOBILE)!, 3],
    [people.get(VERIFIED_MOBILE)!, 2],
    ...[5, 6, 7, 8].map((i): [number, number] => [member(i), 1]),
  ];
  try {
    for (const [userId, days] of signers) {
      if (await s.integral.signs.everSigned(userId)) continue;
      // Enough to stake on the demo's guesses.
      if ((await s.wallet.balances(userId)).integral < 200)
        await p.db.transaction((tx) =>
          s.points.credit(tx, userId, 200, { sourceType: 'grant', sourceId: userId, kind: 'welcome' }),
        );
      for (let d = days; d >= 1; d--) {
        clock.current = new FixedClock(new Date(system.now().getTime() - d * DAY_MS));
        await s.integral.signs.sign(userId);
      }
      clock.current = system;
    }
  } finally {
    clock.current = system;
  }

  // Guesses on the demo battle.
  const owner = people.get(MERCHANT_MOBILE)!;
  const operator = people.get(OPERATOR_MOBILE)!;
  const battle = (await s.activity.activities.manageList(owner, { mch_id: shopId, limit: 20 })).list.find(
    (a) => a.name.startsWith('Groove Battle Vol.7'),
  );
  if (!battle) return;
  const has = async (tab: 'open' | 'closing' | 'settled') =>
    (await s.guess.list(null, { tab, activity_id: battle.id, limit: 1 })).list.length > 0;
  if ((await has('open')) || (await has('settled'))) return;
  const { list: divisions } = await s.activity.competition.list(owner, battle.id);
  const open = divisions
    .flatMap((d) => d.rounds.flatMap((r) => r.battles))
    .find((x) => !x.decided && x.a && x.b);
  const closeAt = new Date(Date.now() + 9 * DAY_MS).toISOString();
  const stakers = [5, 6, 7, 8].map(member);
  if (open) {
    const g = await s.guess.create(owner, {
      title: `Popping 半决赛：${open.a!.stage_name} vs ${open.b!.stage_name}，谁会晋级？`,
      activity_id: battle.id,
      battle_id: open.id,
      close_at: closeAt,
      stake_min: 10,
      stake_max: 200,
      rake_bp: 500,
      settlement: 'pool',
    });
    for (const [i, userId] of stakers.entries())
      await s.guess.join(userId, { id: g.id, option_id: g.options[i % 2]!.id, amount: [50, 30, 80, 20][i]! });
  }
  const show = await s.guess.create(operator, {
    title: '最佳 Crew Show 会是哪支队伍？',
    activity_id: battle.id,
    options: ['机械人工作室', 'Wave Crew', '南城 Poppers'],
    close_at: closeAt,
    stake_min: 20,
    stake_max: 20,
    rake_bp: 500,
    settlement: 'pool',
  });
  for (const [i, userId] of [people.get(BUYER_MOBILE)!, ...stakers].entries())
    await s.guess.join(userId, { id: show.id, option_id: show.options[i % 3]!.id, amount: 20 });
  await s.guess.settle(operator, { id: show.id, option_id: show.options[0]!.id });
}
