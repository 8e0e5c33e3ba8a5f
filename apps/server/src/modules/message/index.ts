import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { TextScreen, UserDirectory } from '../account/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import { registerMessageRoutes } from './routes.ts';
import { MessageService } from './notices.ts';
import { NoticesRepo } from './notices.repo.ts';
import { Badges, channelOf } from './badges.ts';
import { BoxRepo } from './box.repo.ts';
import { BoxService } from './box.ts';
import { Cards } from './cards.ts';
import { BoxCounters } from './counters.ts';
import { BoxFolder } from './fold.ts';
import { ChatService, PUSH_JOB, VOICE_JOB } from './chat.ts';
import { ConversationsRepo } from './conversations.repo.ts';
import { MessagesRepo } from './messages.repo.ts';
import { SendRepo } from './send.repo.ts';
import { ChatReports } from './reports.ts';
import { ReportsRepo } from './reports.repo.ts';
import { PushService } from './push.ts';
import { PushRepo } from './push.repo.ts';
import { VoiceService } from './voice.ts';
import type { ChatShops } from './ports.ts';
import type { MessageServices } from './services.ts';

export { MessageService, ChatService, BoxService, Cards, ChatReports, PushService, PUSH_JOB, VOICE_JOB };
export type { Notice, PostBrief, PostBriefs } from './notices.ts';
export type { MessageServices };
export type { CardPlace, CardResolver, ChatShops, ChatSocial, ReportUser, ShopBrief } from './ports.ts';

/**
 * The message box (notices by category with live badge counts), private chat between users and
 * between buyers and shops, its realtime delivery on `/ws`, chat reports and push client ids.
 */
export function messageModule(
  p: Platform,
  deps: { users: UserDirectory; shops: ChatShops; files: UploadedFiles; words: TextScreen },
) {
  const box = new BoxRepo(p.db);
  const messages = new MessagesRepo();
  const conversations = new ConversationsRepo();
  const counters = new BoxCounters();
  p.realtime.watch(counters);
  const badges = new Badges(p.bus, p.realtime, p.log, counters);
  const notices = new MessageService(p, new NoticesRepo(), box, deps.users, badges);
  const cards = new Cards();
  const chat = new ChatService(
    p,
    { conversations, messages, box, send: new SendRepo() },
    { ...deps, hub: p.realtime, badges, cards },
  );
  const folder = new BoxFolder(p.db, box, p.log);
  // Tests fold when they mean to (`services.folder`, the app's `chat.folder`).
  if (p.config.env !== 'test') folder.start();
  const boxService = new BoxService(p, box, counters, notices, chat, deps.shops, deps.users, conversations);
  badges.use((userIds) => boxService.statisticsOf(userIds));
  // A clerk's sockets also receive what their shops' conversations receive.
  p.realtime.onConnect(async (userId) =>
    (await boxService.shopsOf(userId)).map((s) => channelOf({ kind: 'shop', id: s.id })),
  );
  const voice = new VoiceService(p, messages, conversations, chat);
  p.jobs.define<{ messageId: number }>(VOICE_JOB, async ({ messageId }) => {
    await voice.transcode(messageId);
  });
  const push = new PushService(p, new PushRepo(), deps.users, { messages, conversations, service: chat });
  p.jobs.define<{ messageId: number }>(PUSH_JOB, async ({ messageId }) => {
    await push.deliver(messageId);
  });

  const services: MessageServices = {
    notices,
    chat,
    box: boxService,
    cards,
    reports: new ChatReports(p.db, chat, messages, new ReportsRepo()),
    push,
    voice,
    folder,
  };
  return {
    /** The notices port (community, mall and the domains to come write through it). */
    service: notices,
    services,
    routes: (app: FastifyInstance) => {
      app.addHook('onClose', async () => folder.stop());
      registerMessageRoutes(app, services);
    },
  };
}
