import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { AppCalendar, systemClock, type Clock } from './clock.ts';
import { PointsService } from './ledger.ts';
import type { PointsDeps, PointsMall } from './ports.ts';
import { RechargeRepo } from './recharge.repo.ts';
import { RechargeService } from './recharge.ts';
import { RewardsRepo } from './rewards.repo.ts';
import { RewardService } from './rewards.ts';
import { registerPointsRoutes } from './routes.ts';
import type { PointsServices } from './services.ts';
import { SignsRepo } from './signs.repo.ts';
import { SignService } from './signs.ts';

/** How long screens show the earning rules from memory (an operator's change clears them at once). */
const RULES_CACHE_MS = 5_000;

export { PointsService, AppCalendar, type Clock, type PointsDeps, type PointsMall, type PointsServices };

/**
 * Points: the integral ledger, the earning rules with their daily caps, daily sign-in, and
 * recharge (goods of type `integral` of the platform shop, credited by its order-lifecycle
 * fulfiller). Recharge and the purchase rebate need the mall, which is built after this module
 * (the mall deducts points through the ledger): `useMall` hands it over.
 */
export function pointsModule(p: Platform, deps: PointsDeps) {
  const clock = { current: systemClock };
  const calendar = new AppCalendar(p.config.timeZone, clock);
  const ledger = new PointsService(deps.wallet, p.db);
  const rewards = new RewardService(
    p.db,
    new RewardsRepo(),
    ledger,
    calendar,
    deps.users,
    p.journal,
    p.config.env === 'test' ? 0 : RULES_CACHE_MS,
  );
  const signs = new SignService(p.db, new SignsRepo(p.db), rewards, ledger, deps.wallet, calendar);
  let recharge: RechargeService | null = null;
  const services = {
    ledger,
    rewards,
    signs,
    calendar,
    clock,
    get recharge(): RechargeService {
      if (!recharge) throw new Error('points: useMall was not called');
      return recharge;
    },
  } satisfies PointsServices;
  return {
    service: ledger,
    services: services as PointsServices,
    useMall(mall: PointsMall): void {
      recharge = new RechargeService(p.db, new RechargeRepo(), ledger, mall, p.config.pointsPerYuan);
      mall.lifecycle.register('integral', recharge.fulfil);
      mall.lifecycle.register('*', rewards.rebate);
      mall.refundPolicies.register('integral', recharge.refundable);
    },
    routes: (app: FastifyInstance) => registerPointsRoutes(app, services),
  };
}
