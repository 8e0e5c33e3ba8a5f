import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { OpsConsole } from './console.ts';
import { OpsRepo } from './ops.repo.ts';
import type { OpsDeps } from './ports.ts';
import { registerOpsRoutes } from './routes.ts';

export { OpsConsole, type OpsDeps };

/**
 * The operator console: operators' roles, one review queue over every domain's waiting items
 * (each domain hands in a `QueueSource`), claims, decisions through the owning domain, the one
 * action log, sanctions, ending a live, operators' roles and the overview.
 */
export function opsModule(p: Platform, deps: OpsDeps) {
  const console = new OpsConsole(p.db, new OpsRepo(), deps);
  return { console, routes: (app: FastifyInstance) => registerOpsRoutes(app, console) };
}
