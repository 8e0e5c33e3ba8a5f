import { randomBytes } from 'node:crypto';
import type { BodyOf, live } from '@dance/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { reused } from '../../platform/reused-json.ts';
import { STREAM_APP, streamName, type PushSigner } from './ingest.ts';
import type { CountedLive, LivesRepo, LiveView } from './lives.repo.ts';
import type { RoomRepo } from './room.repo.ts';
import type { LiveDeps } from './ports.ts';
import type { LiveRow } from './rows.ts';
import { ReplaysRepo } from './replays.repo.ts';
import { replayOf } from './replays.ts';

const replays = new ReplaysRepo();

/** How long a page of the public list is served from memory. */
const LIST_CACHE_MS = 2000;
/**
 * How long the part of a live's detail that is the same for every viewer may be served from
 * memory (the viewer's own part, reserved, is the anchor, the push address, never is). Zero for
 * now: a room refetches the detail when a start or an end reaches it and must get the state that
 * event announced, so a cache needs those events to clear it on every process first. The
 * constructor's argument keeps a cache for its test.
 */
const DETAIL_CACHE_MS = 0;

/** How long a push key stays valid after the later of now and the scheduled start. */
const PUSH_VALID_SECONDS = 12 * 3600;
/** A viewer counts as present this long after their last join or heartbeat. */
export const PRESENCE_SECONDS = 60;
/** Bus topic: close a live's stream on whichever process has it. */
export const CLOSE_TOPIC = 'live.close';

export const roomChannel = (liveId: number) => `live:${liveId}`;

type LiveCard = live.LiveCard;
type LiveDetail = live.LiveDetail;
/** A detail without what depends on who asks. */
type SharedDetail = Omit<LiveDetail, 'reserved' | 'is_anchor' | 'push'>;

/**
 * Lives: an anchor's create and edit (until it starts), the list, the detail with play and push
 * addresses, reservations, stop and destroy, watch history and the display setting. The status
 * moves by conditional updates: scheduled -> live when the ingest accepts a signed publish,
 * -> ended on stop or when the stream stayed gone past the grace time.
 */
export class LiveService {
  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: LivesRepo,
    private readonly room: RoomRepo,
    private readonly deps: LiveDeps,
    private readonly signer: PushSigner,
    /** Where encoders push (rtmp://host:port) and where browsers play ('' is this server). */
    private readonly urls: { rtmp: () => string; play: string },
    /** How long the shared part of a detail is kept (DETAIL_CACHE_MS; none in the tests). */
    detailCacheMs = p.config.env === 'test' ? 0 : DETAIL_CACHE_MS,
  ) {
    this.listCache = new TtlCache(p.config.env === 'test' ? 0 : LIST_CACHE_MS, 500);
    this.detailCache = new TtlCache(detailCacheMs, 5000);
  }

  /** The public list's pages (the same for everyone): counts may lag by up to LIST_CACHE_MS. */
  private readonly listCache: TtlCache<string, { list: LiveCard[]; next_cursor: string | null }>;
  /** The shared part of details by live id (see DETAIL_CACHE_MS). */
  private readonly detailCache: TtlCache<number, SharedDetail>;

  /** Which goods an anchor may pin: goods on sale of partner shops (selling.ts, decision 235). */
  pinCheck: (anchorId: number, goodsIds: number[]) => Promise<void> = async () => undefined;

  /** FORBIDDEN unless the user is an approved anchor. */
  async requireAnchor(userId: number): Promise<void> {
    const s = await this.deps.users.standing(userId);
    if (!s || s.closed) notFound('user');
    if (s.banned || s.reviews.anchor !== 2) fail('FORBIDDEN');
  }

  async save(userId: number, body: BodyOf<typeof live.createLive>): Promise<LiveDetail> {
    await this.requireAnchor(userId);
    if (body.cover)
      await this.deps.files.assertOwned(userId, [{ field: 'cover', url: body.cover, kind: 'image' }]);
    const w = await this.deps.words.check(body.title);
    if (w.blocked.length) fail('CONTENT_PROHIBITED');
    const scheduledAt = body.scheduled_at ? new Date(body.scheduled_at) : new Date();
    if (body.scheduled_at && scheduledAt.getTime() > Date.now() + 90 * 86_400_000)
      invalid('scheduled_at', 'more than 90 days ahead');
    await this.pinCheck(userId, body.goods_ids);
    const v = {
      title: body.title,
      cover: body.cover ?? '',
      style: body.style,
      scheduledAt,
      pinnedGoods: [...new Set(body.goods_ids)],
      ...(body.keep_replay !== undefined ? { keepReplay: body.keep_replay === 1 } : {}),
    };
    let row: LiveRow | undefined;
    if (body.id) {
      row = await this.repo.edit(this.db, body.id, userId, v);
      if (!row) {
        const known = await this.repo.byId(this.db, body.id);
        if (!known) notFound('live');
        if (known.anchorId !== userId) fail('FORBIDDEN');
        fail('LIVE_STATE');
      }
      // The room's goods list follows an edit, an emptied one too (decision 235).
      await this.p.realtime.publish([roomChannel(row.id)], {
        type: 'live.goods',
        live_id: row.id,
        goods_ids: row.pinnedGoods,
      });
    } else {
      row = await this.repo.insert(this.db, { ...v, anchorId: userId, pushNonce: nonce() });
    }
    return this.fresh(row.id, userId);
  }

  async list(viewerId: number | null, q: z.output<NonNullable<(typeof live.list)['query']>>) {
    if (q.mine) {
      if (!viewerId) fail('NOT_LOGGED_IN');
      const parts = decodeCursor(q.cursor, ['id']);
      const rows = await this.repo.mine(this.db, viewerId, parts?.[0] ?? null, q.limit + 1, PRESENCE_SECONDS);
      const { list, next_cursor } = page(rows, q.limit, (r) => `${r.id}`);
      return { list: await this.cards(list), next_cursor };
    }
    const key = `${q.style ?? ''}|${q.anchor_id ?? ''}|${q.cursor ?? ''}|${q.limit}`;
    return this.listCache.get(key, async () => reused(await this.listNow(q)));
  }

  private async listNow(q: z.output<NonNullable<(typeof live.list)['query']>>) {
    const after = decodeCursor(q.cursor, ['int', 'us', 'id']);
    const rows = await this.repo.listed(
      this.db,
      { style: q.style, anchorId: q.anchor_id },
      after,
      q.limit + 1,
      PRESENCE_SECONDS,
    );
    const { list, next_cursor } = page(
      rows,
      q.limit,
      (r) => `${r.status === 'live' ? 0 : 1}_${r.scheduledAt.getTime() * 1000}_${r.id}`,
    );
    return { list: await this.cards(list), next_cursor };
  }

  /**
   * A live's detail. The part the same for everyone comes from the cache (a miss reads the live with
   * its counts in one statement, then the anchor's card and the pinned goods, if any, side by side);
   * a logged-in viewer's own reservation is read fresh alongside it, and the anchor gets it all
   * fresh with the push address. A visitor's detail costs no round trip on a hit.
   */
  async detail(viewerId: number | null, id: number): Promise<LiveDetail> {
    const [shared, mine] = await Promise.all([
      this.detailCache.get(id, async () => this.sharedOf(await this.viewOf(id))),
      viewerId ? this.repo.reserved(this.db, id, viewerId) : false,
    ]);
    if (viewerId !== null && viewerId === shared.anchor.id) return this.fresh(id, viewerId);
    return { ...shared, reserved: mine, is_anchor: false, push: null };
  }

  private async viewOf(id: number): Promise<LiveView> {
    const row = await this.repo.view(this.db, id, PRESENCE_SECONDS);
    if (!row) notFound('live');
    return row;
  }

  /** The detail read now, nothing cached: for the anchor, and the answer of their writes. */
  private async fresh(id: number, viewerId: number | null): Promise<LiveDetail> {
    const [row, mine] = await Promise.all([
      this.viewOf(id),
      viewerId ? this.repo.reserved(this.db, id, viewerId) : false,
    ]);
    const isAnchor = viewerId === row.anchorId;
    let push: LiveDetail['push'] = null;
    if (isAnchor && row.status !== 'ended') {
      const exp = Math.floor(Math.max(Date.now(), row.scheduledAt.getTime()) / 1000) + PUSH_VALID_SECONDS;
      const key = this.pushKey(row, exp);
      const server = `${this.urls.rtmp()}/${STREAM_APP}`;
      push = { url: `${server}/${key}`, server, key, expires_at: new Date(exp * 1000).toISOString() };
    }
    return { ...(await this.sharedOf(row)), reserved: mine, is_anchor: isAnchor, push };
  }

  /** An anchor's page; not found for a user who is not an approved anchor. */
  async anchorPage(anchorId: number) {
    const s = await this.deps.users.standing(anchorId);
    if (!s || s.closed || s.reviews.anchor !== 2) notFound('anchor');
    const person = await this.deps.users.person(anchorId);
    const upcoming = await this.repo.listed(this.db, { anchorId }, null, 20, PRESENCE_SECONDS);
    const ended = await this.repo.endedOf(this.db, anchorId, 20);
    return {
      anchor: {
        id: person.id,
        nickname: person.nickname,
        avatar: person.avatar,
        signature: person.signature,
        fans_count: person.fansCount,
        dance_styles: person.danceStyles,
      },
      upcoming: await this.cards(upcoming),
      ended: await this.cards(ended),
      replays: await this.cards(await replays.readyOf(this.db, anchorId, 20)),
    };
  }

  async reserve(userId: number, liveId: number, on: boolean) {
    const row = await this.repo.byId(this.db, liveId);
    if (!row) notFound('live');
    if (on && row.status !== 'scheduled') fail('LIVE_STATE');
    if (on && row.anchorId === userId) invalid('live_id', 'is your own live');
    await this.repo.reserve(this.db, liveId, userId, on);
    const r = await this.repo.reservation(this.db, liveId, userId);
    return { reserved: r.mine, reserve_count: r.count };
  }

  async stop(userId: number, liveId: number): Promise<LiveDetail> {
    const row = await this.repo.byId(this.db, liveId);
    if (!row) notFound('live');
    if (row.anchorId !== userId) fail('FORBIDDEN');
    await this.end(liveId, userId);
    return this.fresh(liveId, userId);
  }

  async destroy(userId: number, liveId: number): Promise<null> {
    const row = await this.repo.byId(this.db, liveId);
    if (!row) notFound('live');
    if (row.anchorId !== userId) fail('FORBIDDEN');
    await this.end(liveId, userId);
    await this.repo.destroy(this.db, liveId, userId);
    // Its replay goes with it (a replay still being made is dropped by the job).
    if (row.replayPath) await this.p.storage.remove?.(row.replayPath);
    return null;
  }

  /** Ends a live (stop, the stream gone): tells the room and closes the stream everywhere. */
  async end(liveId: number, anchorId?: number): Promise<LiveRow | undefined> {
    const ended = await this.db.transaction(async (tx) => {
      const row = await this.repo.end(tx, liveId, anchorId);
      if (row)
        await this.p.realtime.publishIn(tx, [roomChannel(liveId)], {
          type: 'live.status',
          live_id: liveId,
          status: 'ended',
        });
      return row;
    });
    if (ended) await this.p.bus.publish(CLOSE_TOPIC, { liveId });
    return ended;
  }

  /** The ingest accepted a signed publish: the live goes live (or stays live on a reconnect). */
  async published(liveId: number, nonceOfKey: string): Promise<boolean> {
    const started = await this.db.transaction(async (tx) => {
      const row = await this.repo.goLive(tx, liveId, nonceOfKey);
      if (row) {
        await this.p.realtime.publishIn(tx, [roomChannel(liveId)], {
          type: 'live.status',
          live_id: liveId,
          status: 'live',
        });
        const reservers = await this.repo.reservers(tx, liveId);
        for (const userId of reservers)
          await this.deps.notices.notify(tx, {
            userId,
            kind: 'live',
            actorId: row.anchorId,
            ref: { type: 'live', id: liveId },
            data: { title: row.title },
            key: `live-start:${liveId}`,
          });
      }
      return row;
    });
    if (started) return true;
    const row = await this.repo.byId(this.db, liveId);
    return row?.status === 'live' && row.pushNonce === nonceOfKey;
  }

  /** Whether a live's stream may be played (it is live). */
  async streaming(liveId: number): Promise<boolean> {
    return (await this.repo.byId(this.db, liveId))?.status === 'live';
  }

  async isDisplay() {
    return { is_display: (await this.repo.display(this.db)) ? 1 : 0 } as { is_display: 0 | 1 };
  }

  /** An operator shows or hides the live entry. */
  async setDisplay(operatorId: number, on: boolean): Promise<void> {
    await this.deps.users.requireOperator(operatorId, 'editor');
    await this.db.transaction(async (tx) => {
      await this.repo.setDisplay(tx, on);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'setting',
        ref: 'is_display_live',
        decision: 'set',
        after: { on },
      });
    });
  }

  async addWatch(userId: number, liveId: number): Promise<null> {
    if (!(await this.repo.byId(this.db, liveId))) notFound('live');
    await this.repo.watched(this.db, userId, liveId);
    return null;
  }

  async history(userId: number, q: { cursor?: string; limit: number }) {
    const parts = decodeCursor(q.cursor, ['us', 'id']);
    const rows = await this.repo.history(this.db, userId, parts ? [parts[0]!, parts[1]!] : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => `${r.us}_${r.liveId}`);
    const lives = new Map(
      (
        await this.repo.byIds(
          this.db,
          list.map((r) => r.liveId),
        )
      ).map((l) => [l.id, l]),
    );
    const cards = new Map((await this.cards([...lives.values()])).map((c) => [c.id, c]));
    return {
      list: list
        .filter((r) => cards.has(r.liveId))
        .map((r) => ({ ...cards.get(r.liveId)!, watched_at: r.watchedAt.toISOString() })),
      next_cursor,
    };
  }

  /** The push key of a live: the seed and the tests sign with a chosen expiry. */
  pushKey(row: Pick<LiveRow, 'id' | 'pushNonce'>, exp: number): string {
    return this.signer.streamKey({ liveId: row.id, nonce: row.pushNonce, exp });
  }

  /**
   * Cards of lives: the anchors' names in one statement; the viewers of those on air come with rows
   * read with them (CountedLive), else in a second statement alongside.
   */
  async cards(rows: (LiveRow | CountedLive)[], tx: DbOrTx = this.db): Promise<LiveCard[]> {
    const uncounted = rows.filter((r) => r.status === 'live' && !('viewers' in r)).map((r) => r.id);
    const [people, counted] = await Promise.all([
      this.deps.users.profiles(rows.map((r) => r.anchorId)),
      this.room.counts(tx, uncounted, PRESENCE_SECONDS),
    ]);
    return rows.map((r) => {
      const a = people.get(r.anchorId);
      return {
        id: r.id,
        title: r.title,
        cover: r.cover,
        style: r.style as LiveCard['style'],
        status: r.status as LiveCard['status'],
        scheduled_at: r.scheduledAt.toISOString(),
        started_at: r.startedAt?.toISOString() ?? null,
        ended_at: r.endedAt?.toISOString() ?? null,
        anchor: { id: r.anchorId, nickname: a?.nickname ?? '', avatar: a?.avatar ?? '' },
        viewer_count: 'viewers' in r ? r.viewers : (counted.get(r.id) ?? 0),
        like_count: r.likeCount,
        replay: replayOf(r, this.p.storage),
      };
    });
  }

  /** What every viewer of a live sees: its card, play addresses, pinned goods and counts. */
  private async sharedOf(row: LiveView): Promise<SharedDetail> {
    const [[card], goods] = await Promise.all([
      this.cards([row]),
      row.pinnedGoods.length ? this.deps.goods.cardsByIds(row.pinnedGoods) : [],
    ]);
    return {
      ...card!,
      play:
        row.status === 'live'
          ? {
              flv: `${this.urls.play}/${STREAM_APP}/${streamName(row.id)}.flv`,
              // The embedded ingest remuxes HLS itself; an SRS cluster's HLS is its own setting.
              hls: this.urls.play ? null : `/${STREAM_APP}/${streamName(row.id)}/index.m3u8`,
            }
          : null,
      pinned_goods: goods,
      gift_points: row.giftPoints,
      peak_viewers: row.peakViewers,
      watch_seconds: row.watchSeconds,
      reserve_count: row.reserveCount,
      keep_replay: row.keepReplay,
    };
  }
}

function nonce(): string {
  return randomBytes(12).toString('hex');
}
