import type { AnchorService } from './anchors.ts';
import type { BrowserPush } from './browser-push.ts';
import type { HlsRemuxer } from './hls.ts';
import type { LiveIngest } from './ingest.ts';
import type { LiveService } from './lives.ts';
import type { LiveReportService } from './reports.ts';
import type { ReplayService } from './replays.ts';
import type { RoomService } from './room.ts';
import type { ModerationService } from './moderation.ts';
import type { ShopAnchorService } from './shops.ts';
import type { SellingService } from './selling.ts';
import type { SrsHooks } from './srs.ts';

/** The module's services, as the routes, the ingest and the demo seed use them. */
export interface LiveServices {
  lives: LiveService;
  room: RoomService;
  /** Room admins, mutes and removals. */
  moderation: ModerationService;
  ingest: LiveIngest;
  anchors: AnchorService;
  shops: ShopAnchorService;
  reports: LiveReportService;
  /** The SRS hooks when LIVE_PROVIDER=srs, else null. */
  srs: SrsHooks | null;
  hls: HlsRemuxer;
  /** Going live from the browser: the camera's WebM over a WebSocket to ffmpeg to the ingest. */
  browserPush: BrowserPush;
  replays: ReplayService;
  /** Pinned goods of partner shops and goods sold per live (decision 235). */
  selling: SellingService;
}
