import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mediaTools } from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import { AnchorService } from './anchors.ts';
import { AnchorsRepo } from './anchors.repo.ts';
import { BrowserPush } from './browser-push.ts';
import { HlsRemuxer } from './hls.ts';
import { LiveIngest, PushSigner, STREAM_APP } from './ingest.ts';
import { CLOSE_TOPIC, LiveService } from './lives.ts';
import { LivesRepo } from './lives.repo.ts';
import { RoomRepo } from './room.repo.ts';
import { REPLAY_JOB, ReplayService } from './replays.ts';
import { ReplaysRepo } from './replays.repo.ts';
import { LiveReportService } from './reports.ts';
import { RoomService } from './room.ts';
import { ModerationService } from './moderation.ts';
import { ModerationRepo } from './moderation.repo.ts';
import { registerLiveRoutes } from './routes.ts';
import { SrsHooks } from './srs.ts';
import { ShopAnchorService } from './shops.ts';
import { ShopAnchorsRepo } from './shops.repo.ts';
import { SellingService } from './selling.ts';
import { SellingRepo } from './selling.repo.ts';
import type { LiveDeps } from './ports.ts';
import type { LiveServices } from './services.ts';

export type { LiveDeps, LiveServices };

/**
 * Live streaming: anchors' lives driven by the real stream of the embedded RTMP ingest
 * (Node-Media-Server v4), signed push keys, HTTP-FLV playback on the app's port, reservations,
 * presence, room chat and likes over the realtime layer, gifts paid in points.
 */
export function liveModule(p: Platform, deps: LiveDeps) {
  const repos = { lives: new LivesRepo(), room: new RoomRepo() };
  const signer = new PushSigner(p.secret);
  let lives: LiveService | null = null;
  const hls = new HlsRemuxer(
    join(p.config.dataDir, 'live-hls'),
    mediaTools(p.config.media).ffmpeg.path,
    p.log,
  );
  const replays = new ReplayService(p, p.db, new ReplaysRepo(), join(p.config.dataDir, 'live-rec'));
  p.jobs.define<{ liveId: number }>(REPLAY_JOB, async ({ liveId }) => {
    await replays.make(liveId);
  });
  const ingest = new LiveIngest(
    signer,
    p.log,
    p.config.live.endGraceSeconds * 1000,
    {
      published: (liveId, nonce) => lives!.published(liveId, nonce),
      gone: async (liveId) => {
        await lives!.end(liveId);
      },
    },
    hls,
    [replays.recorder],
  );
  const srs = p.config.live.srs;
  lives = new LiveService(p, p.db, repos.lives, repos.room, deps, signer, {
    rtmp: () => srs?.rtmpUrl ?? rtmpBase(p, ingest.port),
    play: srs?.playUrl ?? '',
  });
  const srsHooks = srs
    ? new SrsHooks(srs.hookSecret, signer, lives, p.config.live.endGraceSeconds * 1000, p.log)
    : null;
  const moderation = new ModerationService(p, p.db, repos.lives, repos.room, new ModerationRepo(), deps);
  moderation.installEviction();
  const room = new RoomService(p, p.db, repos.lives, repos.room, deps, moderation);
  room.installFrames();
  const anchors = new AnchorService(p.db, new AnchorsRepo(), deps, p.journal);
  const shops = new ShopAnchorService(p.db, new ShopAnchorsRepo(), deps);
  const reports = new LiveReportService(p.db, repos.lives, lives, deps, p.journal);
  const browserPush = new BrowserPush({
    db: p.db,
    repo: repos.lives,
    lives,
    tokens: p.tokens,
    ffmpeg: mediaTools(p.config.media).ffmpeg,
    // ffmpeg publishes to this process's own ingest (or the SRS cluster's RTMP address).
    target: () =>
      srs
        ? `${srs.rtmpUrl.replace(/\/$/, '')}/${STREAM_APP}`
        : ingest.port
          ? `rtmp://127.0.0.1:${ingest.port}/${STREAM_APP}`
          : null,
    log: p.log,
  });
  const selling = new SellingService(p, p.db, new SellingRepo(), repos.lives, lives, deps);
  lives.pinCheck = (anchorId, goodsIds) => selling.checkPins(anchorId, goodsIds);
  const services: LiveServices = {
    lives,
    room,
    moderation,
    ingest,
    anchors,
    shops,
    reports,
    srs: srsHooks,
    hls,
    browserPush,
    replays,
    selling,
  };
  p.bus.subscribe(CLOSE_TOPIC, (d) => {
    const liveId = (d as { liveId?: unknown })?.liveId;
    if (typeof liveId !== 'number') return;
    browserPush.close(liveId);
    ingest.close(liveId);
  });
  return {
    services,
    routes: (app: FastifyInstance) => {
      registerLiveRoutes(app, services);
      browserPush.routes(app);
    },
    /** Starts the RTMP listener (after the app is built) and stops it with the app. */
    start: async (app: FastifyInstance) => {
      if (srsHooks) {
        app.addHook('onClose', async () => srsHooks.stop());
        return;
      }
      await ingest.start(p.config.rtmpPort, p.config.host);
      app.addHook('onClose', async () => ingest.stop());
      await replays.resume().catch((err: unknown) => p.log.warn({ err }, 'live replays left over'));
    },
  };
}

/** The RTMP address encoders push to: the public host when configured, else this machine. */
function rtmpBase(p: Platform, port: number): string {
  const host = p.config.publicUrl ? new URL(p.config.publicUrl).hostname : '127.0.0.1';
  return `rtmp://${host}:${port}`;
}
