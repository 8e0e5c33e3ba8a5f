import { live } from '@dance/contracts';
import type { Db } from '../../platform/db.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { roomChannel } from './lives.ts';
import type { LivesRepo } from './lives.repo.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import type { RoomRepo } from './room.repo.ts';
import type { LiveDeps } from './ports.ts';
import type { LiveRow } from './rows.ts';

/** The bus topic that makes every process drop a removed viewer's sockets from the room channel. */
export const EVICT_TOPIC = 'live.evict';

/**
 * Room moderation (decision 234): an anchor's room admins (at most ten, for all the anchor's
 * lives), and per-live mutes and removals by the anchor or a room admin. Never on the anchor, and
 * an admin never acts on another admin. A mute refuses the viewer's chat, likes and gifts; a
 * removal deletes their presence, takes their sockets out of the room channel and refuses their
 * joins. Both are told on the room channel so the target's client and the others see it.
 */
export class ModerationService {
  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly lives: LivesRepo,
    private readonly room: RoomRepo,
    private readonly repo: ModerationRepo,
    private readonly deps: LiveDeps,
  ) {}

  /** Every process takes the removed viewer's sockets of this process out of the room channel. */
  installEviction(): void {
    this.p.bus.subscribe(EVICT_TOPIC, (d) => {
      const { liveId, userId } = (d ?? {}) as { liveId?: unknown; userId?: unknown };
      if (typeof liveId !== 'number' || typeof userId !== 'number') return;
      const channel = roomChannel(liveId);
      for (const s of this.p.realtime.socketsIn(channel))
        if (s.userId === userId) this.p.realtime.leave(s, channel);
    });
  }

  async admins(anchorId: number) {
    const rows = await this.repo.admins(this.db, anchorId);
    const people = await this.deps.users.profiles(rows.map((r) => r.userId));
    return {
      list: rows.map((r) => ({
        id: r.userId,
        nickname: people.get(r.userId)?.nickname ?? '',
        avatar: people.get(r.userId)?.avatar ?? '',
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** An approved anchor appoints or dismisses a room admin among existing users, never themself. */
  async setAdmin(anchorId: number, userId: number, on: boolean) {
    const s = await this.deps.users.standing(anchorId);
    if (!s || s.banned || s.reviews.anchor !== 2) fail('FORBIDDEN');
    if (userId === anchorId) fail('FORBIDDEN');
    if (on) {
      await this.deps.users.person(userId);
      const done = await this.db.transaction((tx) =>
        this.repo.appoint(tx, anchorId, userId, live.MAX_ROOM_ADMINS),
      );
      if (!done) fail('ROOM_ADMINS_FULL', { max: live.MAX_ROOM_ADMINS });
    } else {
      await this.repo.dismiss(this.db, anchorId, userId);
    }
    return this.admins(anchorId);
  }

  /**
   * A standing in the room: the caller's own, or (`of`, for the anchor and their room admins, who
   * open the action sheet on a viewer) another viewer's.
   */
  async me(callerId: number, liveId: number, of?: number): Promise<live.RoomMe> {
    const row = await this.live(liveId);
    const userId = of ?? callerId;
    if (
      userId !== callerId &&
      callerId !== row.anchorId &&
      !(await this.repo.isAdmin(this.db, row.anchorId, callerId))
    )
      fail('FORBIDDEN');
    const r = await this.repo.restriction(this.db, liveId, userId);
    const isAdmin = await this.repo.isAdmin(this.db, row.anchorId, userId);
    return {
      muted: r.muted,
      removed: r.removed,
      is_admin: isAdmin,
      can_moderate: isAdmin || row.anchorId === userId,
    };
  }

  async mute(byId: number, liveId: number, userId: number, on: boolean) {
    const row = await this.mayAct(byId, liveId, userId);
    await this.repo.setMuted(this.db, row.id, userId, on, byId);
    await this.p.realtime.publish([roomChannel(row.id), `user:${userId}`], {
      type: 'live.mute',
      live_id: row.id,
      user: await this.person(userId),
      muted: on,
      by_id: byId,
    } satisfies live.RoomEvent);
    return { muted: on };
  }

  async remove(byId: number, liveId: number, userId: number) {
    const row = await this.mayAct(byId, liveId, userId);
    await this.db.transaction(async (tx) => {
      await this.repo.setRemoved(tx, row.id, userId, byId);
      await this.room.remove(tx, row.id, userId);
    });
    // The target hears it on their own channel too, whichever reaches their process first.
    await this.p.realtime.publish([roomChannel(row.id), `user:${userId}`], {
      type: 'live.remove',
      live_id: row.id,
      user: await this.person(userId),
      by_id: byId,
    } satisfies live.RoomEvent);
    await this.p.bus.publish(EVICT_TOPIC, { liveId: row.id, userId });
    return null;
  }

  /** LIVE_MUTED when the user may not chat, like or send gifts in this live. */
  async assertMaySpeak(liveId: number, userId: number): Promise<void> {
    const r = await this.repo.restriction(this.db, liveId, userId);
    if (r.removed) fail('LIVE_REMOVED');
    if (r.muted) fail('LIVE_MUTED');
  }

  /** LIVE_REMOVED when the user was removed from this live. */
  async assertMayJoin(liveId: number, userId: number): Promise<void> {
    if ((await this.repo.restriction(this.db, liveId, userId)).removed) fail('LIVE_REMOVED');
  }

  async isRemoved(liveId: number, userId: number): Promise<boolean> {
    return (await this.repo.restriction(this.db, liveId, userId)).removed;
  }

  /** The live, when `byId` is its anchor or one of their room admins and `userId` a plain viewer. */
  private async mayAct(byId: number, liveId: number, userId: number): Promise<LiveRow> {
    const row = await this.live(liveId);
    if (row.status === 'ended') fail('LIVE_STATE');
    const byAnchor = byId === row.anchorId;
    if (!byAnchor && !(await this.repo.isAdmin(this.db, row.anchorId, byId))) fail('FORBIDDEN');
    if (userId === row.anchorId || userId === byId) fail('FORBIDDEN');
    if (!byAnchor && (await this.repo.isAdmin(this.db, row.anchorId, userId))) fail('FORBIDDEN');
    await this.deps.users.person(userId);
    return row;
  }

  private async live(liveId: number): Promise<LiveRow> {
    const row = await this.lives.byId(this.db, liveId);
    if (!row) notFound('live');
    return row;
  }

  private async person(userId: number) {
    const p = (await this.deps.users.profiles([userId])).get(userId);
    return { id: userId, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' };
  }
}
