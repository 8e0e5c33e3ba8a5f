import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { Rendition } from '@dance/contracts/music';
import { fail } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { RENDITION_FILES, musicDir } from './media.ts';
import type { TrackService } from './tracks.ts';
import type { TracksRepo } from './tracks.repo.ts';
import type { Db } from '../../platform/db.ts';

/** How long a signed audio URL lives. */
const PLAY_SECONDS = 2 * 3600;

/**
 * Playback rights and signed audio URLs. A free track plays in full; a paid one plays its preview
 * until the listener holds a licence (the shop's staff always may). Every rendition is served only
 * by `GET /api/music/audio` for a URL signed here (HMAC of track, rendition and expiry, two hours),
 * from the private music folder, with HTTP Range. The download rendition is for a signed-in
 * listener, counted once per listener and track however often its URL is renewed.
 */
export class AudioService {
  private readonly key: Buffer;

  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: TracksRepo,
    private readonly tracks: TrackService,
  ) {
    this.key = createHmac('sha256', p.secret).update('music-audio/v1').digest();
  }

  private sign(id: number, r: Rendition, exp: number): string {
    return createHmac('sha256', this.key).update(`${id}.${r}.${exp}`).digest('hex');
  }

  /** A signed URL of the rendition asked for, or the best one the viewer may have. */
  async playUrl(viewerId: number | null, id: number, asked?: Rendition) {
    const { t, access } = await this.tracks.visible(viewerId, id);
    if (t.mediaStatus !== 'ready') fail('MUSIC_NOT_READY');
    // A free track has no preview: the whole track is its preview.
    let r: Rendition = asked ?? (access.full ? 'stream' : 'preview');
    if (r === 'preview' && t.price === 0) r = 'stream';
    if (r !== 'preview' && !access.full) fail('MUSIC_LOCKED');
    if (r === 'download') {
      if (!t.downloadable && !access.staff) fail('MUSIC_NO_DOWNLOAD');
      // A download counts once per listener, so it needs one.
      if (viewerId === null) fail('NOT_LOGGED_IN');
      await this.tracks.countDownload(viewerId, t.id);
    }
    const exp = Math.floor(Date.now() / 1000) + PLAY_SECONDS;
    return {
      url: `/api/music/audio?id=${t.id}&r=${r}&exp=${exp}&sig=${this.sign(t.id, r, exp)}`,
      rendition: r,
      size: t.sizes[r] ?? 0,
      mime: RENDITION_FILES[r].mime,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }

  /** The file a signed URL names, until it expires; a bad or old signature is refused. */
  async file(q: { id: number; r: Rendition; exp: number; sig: string }) {
    const good = Buffer.from(this.sign(q.id, q.r, q.exp), 'hex');
    const given = Buffer.from(q.sig, 'hex');
    if (given.length !== good.length || !timingSafeEqual(given, good) || q.exp * 1000 < Date.now())
      fail('FORBIDDEN');
    const t = await this.repo.byId(this.db, q.id);
    if (!t || t.mediaStatus !== 'ready' || t.sizes[q.r] === undefined) fail('MUSIC_NOT_READY');
    return {
      path: join(musicDir(this.p), t.mediaKey, RENDITION_FILES[q.r].file),
      size: t.sizes[q.r]!,
      mime: RENDITION_FILES[q.r].mime,
      name: `${t.title.replace(/[^\p{L}\p{N} _-]/gu, '')}.m4a`,
    };
  }
}
