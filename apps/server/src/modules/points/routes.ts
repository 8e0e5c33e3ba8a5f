import type { FastifyInstance } from 'fastify';
import { points } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { PointsServices } from './services.ts';

export function registerPointsRoutes(app: FastifyInstance, s: PointsServices): void {
  route(app, points.rewardRules, async ({ userId }) => ({
    ...(await s.rewards.withProgress(userId ?? null)),
    recharge_rate: s.recharge.rate,
  }));
  route(app, points.setRewardRule, async ({ userId, body }) => s.rewards.setRule(userId!, body));
  route(app, points.logList, async ({ userId, query }) => s.ledger.log(userId!, query));
  route(app, points.signCalendar, async ({ userId, query }) => s.signs.calendarOf(userId!, query.month));
  route(app, points.sign, async ({ userId }) => s.signs.sign(userId!));
  route(app, points.rechargePackages, async () => s.recharge.packages());
}
