import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountService } from '../account/index.ts';
import { registerMessageRoutes } from './routes.ts';
import { MessageService } from './service.ts';

export { MessageService };
export type { Notice, PostBrief, PostBriefs } from './service.ts';

/** The message box. So far: notifications (likes, collections, comments, replies, follows, mentions). */
export function messageModule(p: Platform, deps: { users: AccountService }) {
  const service = new MessageService(p, deps.users);
  return { service, routes: (app: FastifyInstance) => registerMessageRoutes(app, service) };
}
