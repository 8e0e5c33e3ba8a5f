import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import { registerMessageRoutes } from './routes.ts';
import { MessageService } from './notices.ts';
import { NoticesRepo } from './notices.repo.ts';

export { MessageService };
export type { Notice, PostBrief, PostBriefs } from './notices.ts';

/** The message box. So far: notifications (likes, collections, comments, replies, follows, mentions). */
export function messageModule(p: Platform, deps: { users: UserDirectory }) {
  const service = new MessageService(p, new NoticesRepo(), deps.users);
  return { service, routes: (app: FastifyInstance) => registerMessageRoutes(app, service) };
}
