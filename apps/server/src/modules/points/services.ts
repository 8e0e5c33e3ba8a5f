import type { AppCalendar, Clock } from './clock.ts';
import type { PointsService } from './ledger.ts';
import type { RechargeService } from './recharge.ts';
import type { RewardService } from './rewards.ts';
import type { SignService } from './signs.ts';

export interface PointsServices {
  ledger: PointsService;
  rewards: RewardService;
  signs: SignService;
  recharge: RechargeService;
  calendar: AppCalendar;
  /** The clock the points and guess services read; tests swap `current` to cross midnight. */
  clock: { current: Clock };
}
