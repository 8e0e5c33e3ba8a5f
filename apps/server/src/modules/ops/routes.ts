import type { FastifyInstance } from 'fastify';
import { ops } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { OpsConsole } from './console.ts';

export function registerOpsRoutes(app: FastifyInstance, s: OpsConsole): void {
  route(app, ops.me, async ({ userId }) => s.me(userId!));
  route(app, ops.queue, async ({ userId, query }) => s.queue(userId!, query));
  route(app, ops.claim, async ({ userId, body }) => s.claim(userId!, body.kind, body.ref));
  route(app, ops.decide, async ({ userId, body }) => s.decide(userId!, body));
  route(app, ops.log, async ({ userId, query }) => s.log(userId!, query));
  route(app, ops.sanction, async ({ userId, body }) => s.sanction(userId!, body));
  route(app, ops.endLive, async ({ userId, body }) => s.endLive(userId!, body));
  route(app, ops.displayLive, async ({ userId, body }) => s.displayLive(userId!, body.on === 1));
  route(app, ops.operators, async ({ userId }) => s.operators(userId!));
  route(app, ops.setRoles, async ({ userId, body }) => s.setRoles(userId!, body));
  route(app, ops.overview, async ({ userId }) => s.overview(userId!));
}
