import { randomUUID } from 'node:crypto';
import { live } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { RealtimeSocket } from '../../platform/realtime.ts';
import { PRESENCE_SECONDS, roomChannel } from './lives.ts';
import type { LivesRepo } from './lives.repo.ts';
import type { RoomRepo } from './room.repo.ts';
import type { LiveDeps } from './ports.ts';
import type { LiveRow } from './rows.ts';
import type { ModerationService } from './moderation.ts';

/** Chat messages one viewer may send per 10 seconds, across processes. */
const CHAT_PER_10S = 5;
/** Like calls (each up to 50 aggregated taps) per 10 seconds. */
const LIKE_CALLS_PER_10S = 10;

/**
 * The room: presence from join and heartbeats (rows in PostgreSQL, so every process counts the
 * same viewers; a client that stops beating drops out after 60 s), chat through the word filter
 * and a rate limit, aggregated likes, gifts paid in points, and the room channel `live:<id>` that
 * every viewer's socket joins with a `live.subscribe` frame.
 */
export class RoomService {
  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly lives: LivesRepo,
    private readonly repo: RoomRepo,
    private readonly deps: LiveDeps,
    private readonly guard: Pick<ModerationService, 'assertMaySpeak' | 'assertMayJoin' | 'isRemoved'>,
  ) {}

  /**
   * Socket frames: `{type:'live.subscribe', live_id}` and `{type:'live.unsubscribe', live_id}`,
   * from visitors too: a room's chat, likes and gifts are public, as the room is (sending needs a
   * login, through the calls).
   */
  installFrames(): void {
    this.p.realtime.onFrame(
      'live.subscribe',
      async (socket: RealtimeSocket, frame) => {
        const id = Number(frame.live_id);
        if (!Number.isSafeInteger(id) || id <= 0) return;
        if (!(await this.lives.byId(this.db, id))) return;
        if (socket.userId !== null && (await this.guard.isRemoved(id, socket.userId))) return;
        this.p.realtime.join(socket, roomChannel(id));
        socket.send({ type: 'live.subscribed', live_id: id });
      },
      { visitors: true },
    );
    this.p.realtime.onFrame(
      'live.unsubscribe',
      (socket, frame) => {
        const id = Number(frame.live_id);
        if (Number.isSafeInteger(id)) this.p.realtime.leave(socket, roomChannel(id));
      },
      { visitors: true },
    );
  }

  async join(userId: number, liveId: number) {
    const row = await this.running(liveId, false);
    await this.guard.assertMayJoin(liveId, userId);
    // Watch time counts the viewers' beats while live, the anchor's own not (decision 234).
    const watching = row.status === 'live' && row.anchorId !== userId;
    const fresh = await this.repo.touch(this.db, liveId, userId, watching ? PRESENCE_SECONDS : 0);
    const viewers = await this.repo.count(this.db, liveId, PRESENCE_SECONDS);
    if (viewers > row.peakViewers) await this.lives.peak(this.db, liveId, viewers);
    if (fresh) {
      const user = await this.person(userId);
      await this.p.realtime.publish([roomChannel(liveId)], {
        type: 'live.join',
        live_id: liveId,
        viewer_count: viewers,
        user,
      } satisfies live.RoomEvent);
    }
    return { viewer_count: viewers, like_count: row.likeCount };
  }

  async leave(userId: number, liveId: number) {
    if (!(await this.lives.byId(this.db, liveId))) notFound('live');
    await this.repo.remove(this.db, liveId, userId);
    return { viewer_count: await this.repo.count(this.db, liveId, PRESENCE_SECONDS) };
  }

  async chat(userId: number, liveId: number, content: string) {
    await this.running(liveId, true);
    await this.guard.assertMaySpeak(liveId, userId);
    const rate = await this.p.rates.hit(`live:chat:${userId}`, 10);
    if (rate.count > CHAT_PER_10S) fail('MESSAGE_TOO_FREQUENT', { seconds: Math.max(1, rate.resetIn) });
    const w = await this.deps.words.check(content);
    if (w.blocked.length) fail('CONTENT_PROHIBITED');
    // Room chat is gone in seconds: sensitive words are masked rather than held for review.
    let text = content;
    for (const word of w.review) text = text.split(word).join('*'.repeat([...word].length));
    const id = randomUUID();
    await this.p.realtime.publish([roomChannel(liveId)], {
      type: 'live.chat',
      live_id: liveId,
      id,
      user: await this.person(userId),
      content: text,
    } satisfies live.RoomEvent);
    return { id };
  }

  async like(userId: number, liveId: number, count: number) {
    await this.running(liveId, true);
    await this.guard.assertMaySpeak(liveId, userId);
    const rate = await this.p.rates.hit(`live:like:${userId}`, 10);
    if (rate.count > LIKE_CALLS_PER_10S) fail('MESSAGE_TOO_FREQUENT', { seconds: Math.max(1, rate.resetIn) });
    const likeCount = await this.lives.addLikes(this.db, liveId, count);
    if (likeCount === undefined) fail('LIVE_STATE');
    await this.p.realtime.publish([roomChannel(liveId)], {
      type: 'live.like',
      live_id: liveId,
      like_count: likeCount,
      user_id: userId,
      count,
    } satisfies live.RoomEvent);
    return { like_count: likeCount };
  }

  gifts() {
    return { list: live.GIFTS.map((g) => ({ id: g.id, points: g.points })) };
  }

  /**
   * Sends `num` gifts: in one transaction, the gift row under the sender's client id (unique), the
   * sender's points debited by a conditional update that never goes below zero, the anchor's
   * credited, each with its ledger row keyed by the gift's id. A client id seen before answers
   * that first gift and moves nothing.
   */
  async sendGift(
    userId: number,
    body: { live_id: number; gift_id: live.GiftId; num: number; client_id: string },
  ) {
    const gift = live.GIFTS.find((g) => g.id === body.gift_id)!;
    const points = gift.points * body.num;
    const known = await this.repo.byClient(this.db, userId, body.client_id);
    if (known) return this.sent(known.id, known.points, userId);
    const row = await this.running(body.live_id, true);
    if (row.anchorId === userId) fail('FORBIDDEN');
    await this.guard.assertMaySpeak(row.id, userId);
    // Read before the transaction: a transaction never waits on a second pooled connection.
    const sender = await this.person(userId);
    const result = await this.db.transaction(async (tx) => {
      const g = await this.repo.insertGift(tx, {
        liveId: row.id,
        senderId: userId,
        anchorId: row.anchorId,
        giftId: gift.id,
        num: body.num,
        points,
        clientId: body.client_id,
      });
      if (!g) return null;
      const cause = { sourceType: 'live_gift', sourceId: g.id };
      const left = await this.deps.points.debit(tx, userId, g.points, { ...cause, kind: 'gift_sent' });
      if (left === null) fail('INTEGRAL_INSUFFICIENT');
      await this.deps.points.credit(tx, g.anchorId, g.points, { ...cause, kind: 'gift_received' });
      await this.lives.addGiftPoints(tx, g.liveId, g.points);
      await this.p.realtime.publishIn(tx, [roomChannel(g.liveId)], {
        type: 'live.gift',
        live_id: g.liveId,
        user: sender,
        gift_id: gift.id,
        num: g.num,
        points: g.points,
      } satisfies live.RoomEvent);
      return { id: g.id, points: g.points, integral: left };
    });
    if (result) return { gift_send_id: result.id, points: result.points, integral: result.integral };
    // Another request with this client id committed first: answer its gift.
    const first = await this.repo.byClient(this.db, userId, body.client_id);
    return this.sent(first!.id, first!.points, userId);
  }

  async topGivers(liveId: number) {
    if (!(await this.lives.byId(this.db, liveId))) notFound('live');
    const rows = await this.repo.topGivers(this.db, liveId, 10);
    const people = await this.deps.users.profiles(rows.map((r) => r.userId));
    return {
      list: rows.map((r) => ({
        id: r.userId,
        nickname: people.get(r.userId)?.nickname ?? '',
        avatar: people.get(r.userId)?.avatar ?? '',
        points: r.points,
      })),
    };
  }

  private async sent(id: number, points: number, userId: number) {
    const { integral } = await this.deps.wallet.balances(userId);
    return { gift_send_id: id, points, integral };
  }

  private async running(liveId: number, mustBeLive: boolean): Promise<LiveRow> {
    const row = await this.lives.byId(this.db, liveId);
    if (!row) notFound('live');
    if (row.status === 'ended' || (mustBeLive && row.status !== 'live')) fail('LIVE_STATE');
    return row;
  }

  private async person(userId: number) {
    const p = (await this.deps.users.profiles([userId])).get(userId);
    return { id: userId, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' };
  }
}
