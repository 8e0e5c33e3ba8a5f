import type { FastifyInstance } from 'fastify';
import { community as c, message as m } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MessageServices } from './services.ts';

export function registerMessageRoutes(app: FastifyInstance, s: MessageServices): void {
  const { notices, box, chat, reports, push } = s;
  route(app, c.messageLikeList, async ({ userId, query }) =>
    notices.list(userId, 'like', query.cursor, query.limit),
  );
  route(app, c.messageNoticeList, async ({ userId, query }) =>
    notices.list(userId, query.kind, query.cursor, query.limit),
  );
  route(app, c.messageUnread, async ({ userId }) => notices.unread(userId));

  route(app, m.messageCollection, ({ userId, query, lang }) => box.collection(userId, query, lang));
  route(app, m.messageList, ({ userId, query, lang }) => box.list(userId, query, lang));
  route(app, m.messageStatistics, ({ userId }) => box.statistics(userId));
  route(app, m.messageRead, ({ userId, body }) => box.read(userId, body));
  route(app, m.messageSend, ({ userId, body }) => chat.send(userId, body));
  route(app, m.messageRecall, ({ userId, body }) => chat.recall(userId, body.message_id));
  route(app, m.messageVoiceRead, ({ userId, body }) => chat.voiceRead(userId, body.message_id));
  route(app, m.messageChatReport, ({ userId, body }) => reports.report(userId, body));
  route(app, m.copyClientId, ({ userId, body }) => push.saveClient(userId, body));
  route(app, m.pushConfig, async () => push.config());
}
