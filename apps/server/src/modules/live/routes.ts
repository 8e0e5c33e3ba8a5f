import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { live } from '@dance/contracts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http.ts';
import { HLS_PLAYLIST, HLS_SEGMENT } from './hls.ts';
import type { LiveServices } from './services.ts';

const FLV = /^l([1-9]\d{0,15})\.flv$/;
const LIVE_DIR = /^l([1-9]\d{0,15})$/;

export function registerLiveRoutes(app: FastifyInstance, s: LiveServices): void {
  // ---------- lives ----------
  route(app, live.createLive, async ({ body, userId }) => s.lives.save(userId!, body));
  route(app, live.list, async ({ query, userId }) => s.lives.list(userId, query));
  route(app, live.detail, async ({ query, userId }) => s.lives.detail(userId, query.id));
  route(app, live.reservation, async ({ body, userId }) =>
    s.lives.reserve(userId!, body.live_id, body.on === 1),
  );
  route(app, live.stop, async ({ body, userId }) => s.lives.stop(userId!, body.live_id));
  route(app, live.destroy, async ({ body, userId }) => s.lives.destroy(userId!, body.live_id));
  route(app, live.isDisplayLive, async () => s.lives.isDisplay());
  route(app, live.addWatchHistory, async ({ body, userId }) => s.lives.addWatch(userId!, body.live_id));
  route(app, live.anchorDetail, async ({ query }) => s.lives.anchorPage(query.id));
  route(app, live.watchHistory, async ({ query, userId }) => s.lives.history(userId!, query));

  // ---------- anchors ----------
  route(app, live.anchorIdentify, async ({ body, userId }) => s.anchors.apply(userId!, body));
  route(app, live.anchorApplication, async ({ userId }) => s.anchors.mine(userId!));
  route(app, live.liveReport, async ({ body, userId }) => s.reports.report(userId!, body), { rateLimit: 20 });
  route(app, live.anchorReview, async ({ body, userId }) =>
    s.anchors.review(userId!, body.id, body.approve === 1, body.reason),
  );

  // ---------- shops and anchors ----------
  route(app, live.mchAnchors, async ({ query, userId }) => s.shops.list(userId!, query.mch_id));
  route(app, live.mchAnchorInvite, async ({ body, userId }) =>
    s.shops.invite(userId!, body.mch_id, body.anchor_id),
  );
  route(app, live.mchAnchorAccept, async ({ body, userId }) =>
    s.shops.answer(userId!, body.mch_id, body.accept === 1),
  );

  // ---------- replays ----------
  route(app, live.replayDelete, async ({ body, userId }) => s.replays.remove(userId!, body.live_id));
  // ---------- live selling: pinned goods, goods sold (decision 235) ----------
  route(app, live.pinGoods, async ({ body, userId }) => s.selling.pin(userId!, body.live_id, body.goods_ids));
  route(app, live.pinnableGoods, async ({ query, userId }) => s.selling.pinnable(userId!, query));
  route(app, live.liveSales, async ({ query, userId }) => s.selling.sales(userId!, query.live_id));

  // ---------- SRS provider hooks ----------
  route(
    app,
    live.srsHook,
    async ({ query, body }) => {
      if (!s.srs) notFound('route');
      return s.srs.hook(query.secret, body);
    },
    { noAccessToken: true, noGlobalLimit: true },
  );

  // ---------- room ----------
  route(app, live.join, async ({ body, userId }) => s.room.join(userId!, body.live_id));
  route(app, live.leave, async ({ body, userId }) => s.room.leave(userId!, body.live_id));
  route(app, live.sendMessage, async ({ body, userId }) => s.room.chat(userId!, body.live_id, body.content));
  route(app, live.like, async ({ body, userId }) => s.room.like(userId!, body.live_id, body.count));
  route(app, live.gifts, async () => s.room.gifts());
  route(app, live.sendGift, async ({ body, userId }) => s.room.sendGift(userId!, body));
  route(app, live.topGivers, async ({ query }) => s.room.topGivers(query.live_id));

  // ---------- room moderation: room admins, mutes, removals ----------
  route(app, live.roomAdmins, async ({ userId }) => s.moderation.admins(userId!));
  route(app, live.roomAdmin, async ({ body, userId }) =>
    s.moderation.setAdmin(userId!, body.user_id, body.on === 1),
  );
  route(app, live.mute, async ({ body, userId }) =>
    s.moderation.mute(userId!, body.live_id, body.user_id, body.on === 1),
  );
  route(app, live.removeViewer, async ({ body, userId }) =>
    s.moderation.remove(userId!, body.live_id, body.user_id),
  );
  route(app, live.roomMe, async ({ query, userId }) =>
    s.moderation.me(userId!, query.live_id, query.user_id),
  );

  // ---------- playback: HTTP-FLV of a live's stream on the app's own port (decision 180) ----------
  app.get<{ Params: { name: string } }>(
    '/live/:name',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const m = FLV.exec(req.params.name);
      if (!m) return reply.code(404).send({ code: 1410, msg: 'not found', data: null });
      const liveId = Number(m[1]);
      if (!(await s.lives.streaming(liveId)))
        return reply.code(404).send({ code: 1404, msg: 'not live', data: null });
      reply.hijack();
      s.ingest.play(liveId, req.raw, reply.raw);
    },
  );

  // ---------- playback: HLS remuxed from the stream, for browsers without MSE ----------
  app.get<{ Params: { name: string; file: string } }>(
    '/live/:name/:file',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const m = LIVE_DIR.exec(req.params.name);
      const file = req.params.file;
      if (!m || (file !== HLS_PLAYLIST && !HLS_SEGMENT.test(file)))
        return reply.code(404).send({ code: 1410, msg: 'not found', data: null });
      const path = join(s.hls.dir(Number(m[1])), file);
      if (!existsSync(path)) return reply.code(404).send({ code: 1404, msg: 'not found', data: null });
      return reply
        .header('content-type', file === HLS_PLAYLIST ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', file === HLS_PLAYLIST ? 'no-store' : 'max-age=60')
        .header('access-control-allow-origin', '*')
        .send(createReadStream(path));
    },
  );
}
