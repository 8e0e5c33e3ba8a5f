import type { FastifyInstance } from 'fastify';
import { community as c } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MessageService } from './notices.ts';

export function registerMessageRoutes(app: FastifyInstance, s: MessageService): void {
  route(app, c.messageLikeList, async ({ userId, query }) =>
    s.list(userId, 'like', query.cursor, query.limit),
  );
  route(app, c.messageNoticeList, async ({ userId, query }) =>
    s.list(userId, query.kind, query.cursor, query.limit),
  );
  route(app, c.messageUnread, async ({ userId }) => s.unread(userId));
}
