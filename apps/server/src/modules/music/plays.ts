import { invalid } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { reused } from '../../platform/reused-json.ts';
import type { PlaysRepo } from './plays.repo.ts';
import type { TracksRepo } from './tracks.repo.ts';
import type { TrackService } from './tracks.ts';

/** Recomputes the charts (cron). */
export const RANK_JOB = 'music.rank';
/** A play counts after this many seconds, or half a shorter track. */
const COUNT_AFTER = 30;
/**
 * How long a chart page is served from memory. The charts change only when the rank job runs
 * (every ten minutes) and a track's card (its price, a track taken down) may show this late.
 */
const CHART_TTL_MS = 30_000;

type Chart = Awaited<ReturnType<PlayService['chart']>>;

/**
 * Plays, charts, recommendations and recently played. A play counts once the listener passed 30 s
 * or half the track, at most once per listener, track and clock hour: the unique key of
 * `music_play` decides, so concurrent reports count once.
 */
export class PlayService {
  /** The chart pages: three windows, a few page sizes. */
  private readonly charts = new TtlCache<string, Chart>(CHART_TTL_MS, 64);

  constructor(
    private readonly db: Db,
    private readonly repo: PlaysRepo,
    private readonly tracksRepo: TracksRepo,
    private readonly tracks: TrackService,
  ) {}

  async report(userId: number, b: { id: number; seconds: number }) {
    const { t } = await this.tracks.visible(userId, b.id);
    if (t.mediaStatus !== 'ready' || t.status !== 'published') invalid('id', 'not playable');
    const threshold = Math.min(COUNT_AFTER, (t.duration ?? 0) / 2);
    return this.db.transaction(async (tx) => {
      await this.repo.touch(tx, userId, [{ trackId: t.id, at: null }]);
      if (b.seconds < threshold || !(await this.repo.count(tx, userId, t.id)))
        return { counted: false, plays: t.plays };
      return { counted: true, plays: await this.repo.bumpPlays(tx, t.id) };
    });
  }

  /** The rank job. */
  async recompute(): Promise<void> {
    await this.db.transaction((tx) => this.repo.recompute(tx));
    this.charts.clear();
  }

  /**
   * A chart as the rank job last computed it, shared by every listener for a few seconds (its reply
   * made once).
   */
  rank(q: { window: 'day' | 'week' | 'all'; limit: number }): Promise<Chart> {
    return this.charts.get(`${q.window}:${q.limit}`, async () => reused(await this.chart(q)));
  }

  private async chart(q: { window: 'day' | 'week' | 'all'; limit: number }) {
    const rows = await this.repo.chart(this.db, q.window, q.limit);
    const tracks = new Map(
      (
        await this.tracks.cards(
          await this.tracksRepo.listedByIds(
            this.db,
            rows.map((r) => r.trackId),
          ),
        )
      ).map((c) => [c.id, c]),
    );
    return {
      computed_at: rows[0]?.computedAt.toISOString() ?? null,
      list: rows
        .filter((r) => tracks.has(r.trackId))
        .map((r) => ({ rank: r.rank, plays: r.plays, track: tracks.get(r.trackId)! })),
    };
  }

  async recommend(viewerId: number | null, limit: number) {
    if (viewerId !== null) {
      const rows = await this.tracksRepo.recommended(this.db, viewerId, limit);
      if (rows.length) return { list: await this.tracks.cards(rows) };
    }
    return { list: (await this.rank({ window: 'week', limit })).list.map((r) => r.track) };
  }

  async recent(userId: number) {
    const rows = await this.repo.recent(this.db, userId);
    const cards = new Map(
      (
        await this.tracks.cards(
          await this.tracksRepo.listedByIds(
            this.db,
            rows.map((r) => r.trackId),
          ),
        )
      ).map((c) => [c.id, c]),
    );
    return {
      list: rows
        .filter((r) => cards.has(r.trackId))
        .map((r) => ({ played_at: r.playedAt.toISOString(), track: cards.get(r.trackId)! })),
    };
  }

  /** Merges the device's list after login: unknown or unlisted tracks are skipped; the later time wins. */
  async merge(userId: number, items: { goods_id: number; played_at: string }[]) {
    const known = new Set(
      (await this.tracksRepo.listedByIds(this.db, [...new Set(items.map((i) => i.goods_id))])).map(
        (t) => t.id,
      ),
    );
    const latest = new Map<number, Date>();
    for (const i of items) {
      if (!known.has(i.goods_id)) continue;
      const at = new Date(Math.min(new Date(i.played_at).getTime(), Date.now()));
      if (!latest.has(i.goods_id) || latest.get(i.goods_id)! < at) latest.set(i.goods_id, at);
    }
    await this.db.transaction((tx) =>
      this.repo.touch(
        tx,
        userId,
        [...latest].map(([trackId, at]) => ({ trackId, at })),
      ),
    );
    return this.recent(userId);
  }
}
