import { oddsWin } from '@dance/contracts/guess';

/** One stake as settlement sees it. */
export interface StakeIn {
  id: number;
  optionId: number;
  amount: number;
}

export interface Outcome {
  /** Per stake: won, lost or refunded, and what goes back to its user. */
  stakes: { id: number; state: 'won' | 'lost' | 'refunded'; payout: number }[];
  rake: number;
  remainder: number;
}

/**
 * Pari-mutuel: the winners get their stakes back plus the losing pool less the rake (basis
 * points), shared in proportion to their stakes and rounded down to whole points; what rounding
 * leaves is the remainder, kept with the rake. When nobody picked the winner, every stake is
 * refunded. The payouts, rake and remainder add up to the pool exactly.
 */
export function settlePool(stakes: StakeIn[], winnerOptionId: number, rakeBp: number): Outcome {
  const winning = stakes.filter((s) => s.optionId === winnerOptionId).reduce((a, s) => a + s.amount, 0);
  if (winning === 0) {
    return {
      stakes: stakes.map((s) => ({ id: s.id, state: 'refunded', payout: s.amount })),
      rake: 0,
      remainder: 0,
    };
  }
  const pool = stakes.reduce((a, s) => a + s.amount, 0);
  const losing = pool - winning;
  const rake = Math.floor((losing * rakeBp) / 10_000);
  const shared = losing - rake;
  let paid = 0;
  const out = stakes.map((s) => {
    if (s.optionId !== winnerOptionId) return { id: s.id, state: 'lost' as const, payout: 0 };
    // BigInt: pool × stake may pass 2^53 for large pools.
    const share = Number((BigInt(shared) * BigInt(s.amount)) / BigInt(winning));
    paid += share;
    return { id: s.id, state: 'won' as const, payout: s.amount + share };
  });
  return { stakes: out, rake, remainder: shared - paid };
}

/** What a fixed-odds settlement pays and what the house is left with. */
export interface OddsOutcome {
  stakes: { id: number; state: 'won' | 'lost'; payout: number }[];
  /** The pool less the payouts: kept by the house when positive, paid by it when negative. */
  house: number;
}

/**
 * Fixed odds: each winning stake returns floor(stake × its option's odds); losing stakes are kept
 * by the house, which pays what the pool does not cover. Nobody picking the winner is no reason
 * to refund: the house keeps the pool. Payouts plus the house's result equal the pool exactly.
 */
export function settleOdds(
  stakes: StakeIn[],
  winnerOptionId: number,
  oddsBp: Map<number, number>,
): OddsOutcome {
  const odds = oddsBp.get(winnerOptionId);
  if (odds === undefined || odds <= 10_000) throw new Error(`option ${winnerOptionId} has no odds`);
  let pool = 0;
  let paid = 0;
  const out = stakes.map((s) => {
    pool += s.amount;
    if (s.optionId !== winnerOptionId) return { id: s.id, state: 'lost' as const, payout: 0 };
    const payout = oddsWin(s.amount, odds);
    paid += payout;
    return { id: s.id, state: 'won' as const, payout };
  });
  return { stakes: out, house: pool - paid };
}
