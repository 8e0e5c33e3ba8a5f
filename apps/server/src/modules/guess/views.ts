import { bpToOdds } from '@dance/contracts/guess';
import type { GameRow, OptionRow, StakeRow } from './games.repo.ts';

export function stakeOf(s: Pick<StakeRow, 'optionId' | 'amount' | 'state' | 'payout'>) {
  return {
    option_id: s.optionId,
    amount: s.amount,
    state: s.state as 'held' | 'won' | 'lost' | 'refunded',
    payout: s.payout,
  };
}

/** Open past its close time reads as closed (stakes are refused by the same test). */
function statusOf(g: GameRow, now: Date) {
  if (g.status === 'open' && g.closeAt <= now) return 'closed' as const;
  return g.status as 'open' | 'closed' | 'settled' | 'cancelled';
}

export function cardOf(g: GameRow, options: OptionRow[], mine: StakeRow | null, now: Date) {
  const status = statusOf(g, now);
  return {
    id: g.id,
    title: g.title,
    activity_id: g.activityId,
    battle_id: g.battleId,
    status,
    settlement: g.settlement as 'pool' | 'odds',
    open_at: g.openAt.toISOString(),
    close_at: g.closeAt.toISOString(),
    closes_in: status === 'open' ? Math.max(0, Math.floor((g.closeAt.getTime() - now.getTime()) / 1000)) : 0,
    pool: g.pool,
    stakers: g.stakers,
    options: options.map((o) => ({
      id: o.id,
      label: o.label,
      entry_id: o.entryId,
      pool: o.pool,
      stakers: o.stakers,
      share: g.pool > 0 ? Math.round((o.pool * 1000) / g.pool) / 10 : 0,
      winner: g.winnerOptionId === o.id,
      odds_bp: o.oddsBp,
      odds: o.oddsBp === null ? null : bpToOdds(o.oddsBp),
    })),
    mine: mine ? stakeOf(mine) : null,
  };
}

export function detailOf(
  g: GameRow,
  options: OptionRow[],
  mine: StakeRow | null,
  now: Date,
  canManage: boolean,
) {
  return {
    ...cardOf(g, options, mine, now),
    stake_min: g.stakeMin,
    stake_max: g.stakeMax,
    fixed: g.stakeMin === g.stakeMax,
    rake_bp: g.rakeBp,
    winner_option_id: g.winnerOptionId,
    rake: g.rake,
    remainder: g.remainder,
    house: g.house,
    house_cap: g.houseCap,
    settled_at: g.settledAt ? g.settledAt.toISOString() : null,
    can_manage: canManage,
  };
}
