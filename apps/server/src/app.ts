import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './platform/db.ts';
import { installErrorHandling, installLanguage } from './platform/http.ts';
import { compressKeptReplies, replyJson } from './platform/reused-json.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { installCacheStats } from './platform/cache-stats.ts';
import { serveWebApp } from './platform/web-static.ts';
import { firstScreenKey } from '@dance/contracts/first-screen';
import { advertList as contentAdvertList } from '@dance/contracts/content';
import { TokenService } from './platform/tokens.ts';
import { OpsJournal } from './platform/journal.ts';
import { PgBus } from './platform/bus.ts';
import { RealtimeHub } from './platform/realtime.ts';
import { Jobs } from './platform/jobs.ts';
import { RateCounter } from './platform/rate-counter.ts';
import { SearchRegistry } from './platform/search-registry.ts';
import { ConsoleSms, type SmsProvider } from './platform/sms.ts';
import { createPush } from './platform/push.ts';
import type { Platform } from './platform/platform.ts';
import { createStorage } from './platform/storage-factory.ts';
import { loadSecret } from './platform/secret.ts';
import { accountModule } from './modules/account/index.ts';
import { contentModule } from './modules/content/index.ts';
import { searchModule } from './modules/search/index.ts';
import { communityModule, wordFilter } from './modules/community/index.ts';
import { messageModule, type ChatShops } from './modules/message/index.ts';
import { orderNotices } from './modules/message/order-notices.ts';
import { registerChatCards } from './modules/message/card-kinds.ts';
import { mallModule } from './modules/mall/index.ts';
import { merchantModule, PLATFORM_SHOP } from './modules/merchant/index.ts';
import { pointsModule } from './modules/points/index.ts';
import { activityModule } from './modules/activity/index.ts';
import { musicModule } from './modules/music/index.ts';
import { musicianQueue, trackPublishQueue } from './modules/music/ops-queue.ts';
import { activityPublishQueue, coursePublishQueue } from './modules/activity/ops-queue.ts';
import { guessModule } from './modules/guess/index.ts';
import { AppError } from './platform/errors.ts';
import { liveModule } from './modules/live/index.ts';
import { opsModule } from './modules/ops/index.ts';
import { realNameQueue } from './modules/account/ops-queue.ts';
import { heldQueue, reportQueue } from './modules/community/ops-queue.ts';
import { shopApplyQueue, withdrawalQueue } from './modules/merchant/ops-queue.ts';
import { anchorQueue, liveReportQueue } from './modules/live/ops-queue.ts';
import { guessQueue } from './modules/guess/ops-queue.ts';
import { disputeQueue } from './modules/mall/ops-queue.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests pass a provider that records codes instead of logging them. */
  sms?: SmsProvider;
  logger?: boolean | object;
}

/** The services of every module, as built for this app: what the demo seed and tools call. */
export interface AppServices {
  /** A user's own account: login, profile, real name, bindings, closing. */
  accounts: ReturnType<typeof accountModule>['service'];
  /** The user directory: profiles, standing, counters, search, provisioned accounts. */
  users: ReturnType<typeof accountModule>['directory'];
  wallet: ReturnType<typeof accountModule>['wallet'];
  addressBook: ReturnType<typeof accountModule>['addressBook'];
  content: ReturnType<typeof contentModule>['service'];
  uploads: ReturnType<typeof contentModule>['uploads'];
  /** The prohibited and sensitive word lists every user-visible text is checked against. */
  words: ReturnType<typeof wordFilter>;
  community: ReturnType<typeof communityModule>['services'];
  /** The notices port (`notify(tx, notice)`) and the old notice lists. */
  messages: ReturnType<typeof messageModule>['service'];
  /** Chat, the box, cards, chat reports, push client ids. */
  chat: ReturnType<typeof messageModule>['services'];
  merchants: ReturnType<typeof merchantModule>['service'];
  merchant: ReturnType<typeof merchantModule>['services'];
  points: ReturnType<typeof pointsModule>['service'];
  /** Earning rules, sign-in, the ledger's list, recharge, the app's calendar and clock. */
  integral: ReturnType<typeof pointsModule>['services'];
  guess: ReturnType<typeof guessModule>['service'];
  mall: ReturnType<typeof mallModule>['services'];
  /** Activities, tickets, check-in, divisions and brackets, photos. */
  activity: ReturnType<typeof activityModule>['services'];
  music: ReturnType<typeof musicModule>['services'];
  live: ReturnType<typeof liveModule>['services'];
  /** The operator console. */
  ops: ReturnType<typeof opsModule>['console'];
}

export async function buildApp(
  deps: AppDeps,
): Promise<{ app: FastifyInstance; platform: Platform; services: AppServices }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 256 * 1024,
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their contract in tests; production trusts the services.
  if (config.env === 'test') app.setSerializerCompiler(serializerCompiler);
  // Fastify's type says a serializer returns a string; its reply sends a Buffer as well (a kept
  // page's bytes, made once: reused-json.ts).
  else app.setSerializerCompiler(() => replyJson as (data: unknown) => string);

  installLanguage(app);
  installErrorHandling(app);

  const headers = securityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
    done();
  });
  compressKeptReplies(app);
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
  // RATE_LIMIT=off (load tests) leaves the limiter out entirely rather than running it with a huge cap.
  if (config.rateLimit) {
    await app.register(rateLimit, {
      global: true,
      max: 600,
      timeWindow: 60_000,
      // Per-route limits (SMS, login, upload) are stricter; see route(..., { rateLimit }).
      errorResponseBuilder: (_req, ctx) =>
        Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Street-dance community API', version: '1.0.47' },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  const bus = new PgBus(database.pool, database.url, (err) => app.log.warn({ err }, 'bus'));
  await bus.start();
  app.addHook('onClose', async () => bus.close());
  const tokens = new TokenService(database.db, bus);
  const realtime = new RealtimeHub(tokens, bus, app.log);
  const jobs = new Jobs(database.url, config.jobWorkers, (err) => app.log.warn({ err }, 'jobs'));
  // A callback hook: a token this process holds costs no promise.
  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.routeOptions.url || !(req.url.startsWith('/api/') || req.url.startsWith('/plugin/')))
      return done();
    const auth = tokens.authenticate(req);
    if (!(auth instanceof Promise)) {
      req.auth = auth;
      return done();
    }
    auth.then((a) => {
      req.auth = a;
      done();
    }, done);
  });

  const platform: Platform = {
    config,
    db: database.db,
    log: app.log,
    tokens,
    bus,
    realtime,
    jobs,
    rates: new RateCounter(database.db),
    journal: new OpsJournal(),
    search: new SearchRegistry(),
    sms: deps.sms ?? new ConsoleSms(app.log),
    push: createPush({ ...config.push, dataDir: config.dataDir }),
    storage: await createStorage(config),
    secret: loadSecret(config.tokenSecret, config.dataDir),
  };

  const content = contentModule(platform);
  const words = wordFilter(platform);
  const account = accountModule(platform, {
    files: content.files,
    words,
    isReportReason: async (id) => (await content.service.reportReasons('zh-Hans')).some((r) => r.id === id),
  });
  const merchant = merchantModule(platform, {
    users: account.directory,
    wallet: account.wallet,
    files: content.files,
    words,
  });
  const shops: ChatShops = {
    roleOf: (userId, mchId) => merchant.service.roleOf(userId, mchId),
    myShops: (userId) => merchant.service.myShops(userId),
    myShopsOf: (userIds) => merchant.service.myShopsOf(userIds),
    cards: (ids) => merchant.service.cards(ids),
    detail: async (id) => {
      if (id === 0) return PLATFORM_SHOP;
      const d = await merchant.service.detail(id);
      return { id: d.id, name: d.name, logo: d.logo };
    },
  };
  const message = messageModule(platform, {
    users: account.directory,
    shops,
    files: content.files,
    words,
  });
  // Points before the community and the mall: their actions pay its reward rules (decision 221).
  const points = pointsModule(platform, { wallet: account.wallet, users: account.directory });
  const rewards = points.services.rewards;
  const community = communityModule(platform, {
    users: account.directory,
    files: content.files,
    messages: message.service,
    words,
    rewards: {
      firstPost: (tx, userId, postId) => rewards.firstPost(tx, userId, postId),
      comment: (tx, userId, commentId) => rewards.comment(tx, userId, commentId),
      sharePost: (tx, userId, id) => rewards.share(tx, userId, { type: 'post', id }),
      takeBack: (tx, rule, id) => rewards.takeBack(tx, rule, id),
    },
  });
  const mall = mallModule(platform, {
    users: account.directory,
    wallet: account.wallet,
    addressBook: account.addressBook,
    merchants: merchant.service,
    points: points.service,
    files: content.files,
    rewards: { shareGoods: (tx, userId, id) => rewards.share(tx, userId, { type: 'goods', id }) },
  });
  const activity = activityModule(platform, {
    users: account.directory,
    files: content.files,
    words,
    merchants: merchant.service,
    catalog: mall.services.catalog,
    reservers: mall.services.checkout.reservers,
    lifecycle: mall.services.flow.lifecycle,
    refundPolicies: mall.services.flow.refundPolicies,
    notices: message.service,
    orders: mall.services.orders,
  });
  const music = musicModule(platform, {
    files: content.files,
    words,
    users: account.directory,
    merchants: merchant.service,
    catalog: mall.services.catalog,
    lifecycle: mall.services.flow.lifecycle,
    notices: message.service,
  });
  points.useMall({
    catalog: mall.services.catalog,
    lifecycle: mall.services.flow.lifecycle,
    orders: mall.services.flow,
    refundPolicies: mall.services.flow.refundPolicies,
  });
  const guess = guessModule(platform, {
    points: points.service,
    users: account.directory,
    now: () => points.services.clock.current.now(),
    activities: {
      isOrganiser: async (userId, activityId) => {
        try {
          await activity.services.activities.forStaff(userId, activityId);
          return true;
        } catch (err) {
          if (err instanceof AppError) return false;
          throw err;
        }
      },
      battle: async (viewerId, activityId, battleId) => {
        const { list } = await activity.services.competition.list(viewerId, activityId);
        for (const d of list)
          for (const r of d.rounds)
            for (const x of r.battles)
              if (x.id === battleId)
                return {
                  id: x.id,
                  activityId,
                  decided: x.decided,
                  sides: [x.a, x.b].flatMap((e) => (e ? [{ entryId: e.id, label: e.stage_name }] : [])),
                };
        return null;
      },
    },
  });
  // A battle's guess settles inside the transaction that records the battle's winner.
  activity.services.competition.onDecided((tx, e) => guess.service.battleDecided(tx, e));
  const live = liveModule(platform, {
    users: account.directory,
    files: content.files,
    words,
    goods: mall.services.catalog,
    notices: message.service,
    points: points.service,
    wallet: account.wallet,
    merchants: merchant.service,
    sales: mall.services.orders,
    reasons: {
      informCatName: async (catId) =>
        (await community.services.moderation.informCats('zh-Hans')).list.find((c) => c.id === catId)?.name ??
        null,
    },
  });
  // Orders bought from a live carry it: the checkout asks the live which goods it pins (decision 235).
  mall.services.liveLinks.use(live.services.selling);
  const search = searchModule(platform);
  const ops = opsModule(platform, {
    users: account.directory,
    notices: message.service,
    lives: {
      status: async (id) => {
        try {
          return (await live.services.lives.detail(null, id)).status;
        } catch (err) {
          if (err instanceof AppError) return null;
          throw err;
        }
      },
      end: async (id) => Boolean(await live.services.lives.end(id)),
      setDisplay: (operatorId, on) => live.services.lives.setDisplay(operatorId, on),
      isDisplay: async () => (await live.services.lives.isDisplay()).is_display === 1,
    },
  });
  // Every domain that leaves work for operators hands its queue to the console.
  for (const source of [
    realNameQueue(database.db, account.service),
    shopApplyQueue(database.db, merchant.services.applications),
    anchorQueue(database.db, live.services.anchors),
    liveReportQueue(database.db, live.services.reports),
    musicianQueue(database.db, music.services.musicians),
    heldQueue(database.db, community.services.moderation),
    reportQueue(database.db, community.services.moderation),
    withdrawalQueue(database.db, merchant.services.account),
    guessQueue(database.db, guess.service, () => points.services.clock.current.now()),
    disputeQueue(database.db, mall.services.afterSales),
    activityPublishQueue(database.db, activity.services.review),
    coursePublishQueue(database.db, activity.services.review),
    trackPublishQueue(database.db, music.services.review),
  ])
    ops.console.addSource(source);

  // Ports that point back up the list: a module built earlier asks one built after it. They are
  // wired here, and only here, once both exist.
  message.service.usePostBriefs((ids) => community.services.posts.briefs(ids));
  content.curation.useOperators(account.directory);
  message.services.chat.useSocial({
    messageGate: (a, b) => community.services.interactions.messageGate(a, b),
  });
  message.services.reports.useReports(async (reporterId, r) => {
    const { id } = await community.services.moderation.inform(reporterId, {
      user_id: r.userId,
      cat_id: r.catId,
      content: r.content,
      images: [],
    });
    return id;
  });
  registerChatCards(message.services.cards, community.services, mall.services, activity.services);
  // Order and after-sale notices, written in each transition's own transaction.
  mall.services.flow.lifecycle.register('*', orderNotices(message.service));
  // Merchant settlement: every completed order credits its shop, in the completion's transaction.
  mall.services.flow.lifecycle.register('*', merchant.services.account.settle);
  merchant.services.desk.useFigures(mall.services.orders);
  merchant.services.staff.useNotices(message.service);
  merchant.services.goods.useStore(mall.services.shopGoods);
  content.service.usePaymentSettings(async () => {
    const { methods } = await mall.services.paymentSettings.current();
    return mall.services.paymentSettings.available.filter((m) => !methods.includes(m));
  });
  merchant.service.useCatalog({
    shopStats: (ids) => mall.services.catalog.shopStats(ids),
    shopGoods: (ids, per) => mall.services.catalog.shopGoods(ids, per),
  });

  await realtime.install(app);
  await app.register(async (scope) => {
    account.routes(scope);
    content.routes(scope);
    community.routes(scope);
    message.routes(scope);
    merchant.routes(scope);
    mall.routes(scope);
    activity.routes(scope);
    music.routes(scope);
    points.routes(scope);
    guess.routes(scope);
    live.routes(scope);
    search.routes(scope);
    ops.routes(scope);
  });
  await jobs.start();
  await live.start(app);
  app.addHook('onClose', async () => jobs.stop());

  if (config.benchMetrics) installCacheStats(app);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    code: 0,
    msg: 'ok',
    data: { status: 'up' },
  }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.pool.query('select 1');
      return { code: 0, msg: 'ok', data: { database: 'up' } };
    } catch {
      return reply.status(503).send({ code: 1503, msg: 'database unavailable', data: { database: 'down' } });
    }
  });

  if (config.storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.storage.dir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      acceptRanges: true,
    });
  }
  if (existsSync(config.webDist)) {
    // Home's banner and notice travel in the page: its first screen waits for no call (decision 240).
    await serveWebApp(app, config.webDist, async () => {
      const [banner, notice] = await Promise.all([
        content.service.adverts('home_banner'),
        content.service.adverts('home_notice'),
      ]);
      const { path } = contentAdvertList;
      return {
        calls: {
          // In the call's own shape, as its route would answer.
          [firstScreenKey(path, { position: 'home_banner' })]: contentAdvertList.data.parse({ list: banner }),
          [firstScreenKey(path, { position: 'home_notice' })]: contentAdvertList.data.parse({ list: notice }),
        },
        images: banner.slice(0, 1).map((a) => a.pic_url),
      };
    });
  }

  const services: AppServices = {
    accounts: account.service,
    users: account.directory,
    wallet: account.wallet,
    addressBook: account.addressBook,
    content: content.service,
    uploads: content.uploads,
    words,
    community: community.services,
    messages: message.service,
    chat: message.services,
    merchants: merchant.service,
    merchant: merchant.services,
    points: points.service,
    integral: points.services,
    guess: guess.service,
    mall: mall.services,
    activity: activity.services,
    music: music.services,
    live: live.services,
    ops: ops.console,
  };
  return { app, platform, services };
}
