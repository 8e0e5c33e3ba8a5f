import type { ForumUserSetting, FollowUser, WhoCan } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { brief, isPublic } from './cards.ts';
import type { Ctx } from './context.ts';
import { decodeCursor } from '../../platform/cursor.ts';

const DEFAULT_SETTING: ForumUserSetting = {
  who_can_comment: 'everyone',
  who_can_message: 'everyone',
  show_likes: 1,
  show_collections: 1,
};

/** Likes, collections, follows, blocks and the privacy settings. Every toggle states its result. */
export class InteractionService {
  constructor(private readonly c: Ctx) {}

  /** A post someone may act on: public, or the actor's own. Blocks by its author refuse. */
  /**
   * A like or a collect goes only on a post readers reach (never a draft or a post held for
   * review, not even its author's); taking one back works on any post still there.
   */
  private async actablePost(userId: number, postId: number, on: 0 | 1) {
    const row = await this.c.posts.postById(postId);
    if (!row || !(isPublic(row) || (on === 0 && row.userId === userId))) notFound('post');
    if (row.userId !== userId) {
      const b = await this.c.social.blocks(userId, row.userId);
      if (b.bBlockedA) fail('USER_BLOCKED');
    }
    return row;
  }

  async like(userId: number, postId: number, on: 0 | 1) {
    await this.c.actor(userId);
    const post = await this.actablePost(userId, postId, on);
    const count = await this.c.p.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.c.social.addEdge(tx, 'post_like', postId, userId))) return null;
        const r = await this.c.posts.bumpPost(tx, postId, { likes: 1 });
        await this.c.users.adjustCounts(tx, post.userId, { likes: 1 });
        await this.c.notify(tx, { userId: post.userId, kind: 'like', actorId: userId, postId });
        return r.like_count;
      }
      if (!(await this.c.social.removeEdge(tx, 'post_like', postId, userId))) return null;
      const r = await this.c.posts.bumpPost(tx, postId, { likes: -1 });
      await this.c.users.adjustCounts(tx, post.userId, { likes: -1 });
      return r.like_count;
    });
    return { is_like: on, like_count: count ?? (await this.c.posts.postById(postId))!.likeCount };
  }

  async collect(userId: number, postId: number, on: 0 | 1) {
    await this.c.actor(userId);
    const post = await this.actablePost(userId, postId, on);
    const count = await this.c.p.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.c.social.addEdge(tx, 'post_collect', postId, userId))) return null;
        const r = await this.c.posts.bumpPost(tx, postId, { collects: 1 });
        await this.c.notify(tx, { userId: post.userId, kind: 'collect', actorId: userId, postId });
        return r.collect_count;
      }
      if (!(await this.c.social.removeEdge(tx, 'post_collect', postId, userId))) return null;
      return (await this.c.posts.bumpPost(tx, postId, { collects: -1 })).collect_count;
    });
    return { is_collect: on, collect_count: count ?? (await this.c.posts.postById(postId))!.collectCount };
  }

  /** Both users' counters move, always in id order, so two follows at once cannot deadlock. */
  private async followCounts(tx: DbOrTx, follower: number, followee: number, d: 1 | -1) {
    const steps: [number, { follow?: number; fans?: number }][] = [
      [follower, { follow: d }],
      [followee, { fans: d }],
    ];
    steps.sort((a, b) => a[0] - b[0]);
    for (const [id, delta] of steps) await this.c.users.adjustCounts(tx, id, delta);
  }

  async follow(userId: number, targetId: number, on: 0 | 1) {
    await this.c.actor(userId);
    if (targetId === userId) invalid('user_id', 'cannot follow yourself');
    const target = await this.c.users.standing(targetId);
    if (!target || target.closed) notFound('user');
    if (on) {
      const b = await this.c.social.blocks(userId, targetId);
      if (b.aBlockedB || b.bBlockedA) fail('USER_BLOCKED');
    }
    await this.c.p.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.c.social.follow(tx, userId, targetId))) return;
        await this.followCounts(tx, userId, targetId, 1);
        await this.c.notify(tx, { userId: targetId, kind: 'follow', actorId: userId });
      } else if (await this.c.social.unfollow(tx, userId, targetId)) {
        await this.followCounts(tx, userId, targetId, -1);
      }
    });
    const [rel, profiles] = await Promise.all([
      this.c.social.relations(userId, [targetId]),
      this.c.users.profiles([targetId]),
    ]);
    return {
      is_like: on,
      is_mutual: rel.following.has(targetId) && rel.fans.has(targetId),
      fans_count: profiles.get(targetId)?.fansCount ?? 0,
    };
  }

  /** hide-user: a block also ends the follows between the two, with their counters. */
  async block(userId: number, targetId: number, on: 0 | 1) {
    if (targetId === userId) invalid('user_id', 'cannot block yourself');
    const target = await this.c.users.standing(targetId);
    if (!target || target.closed) notFound('user');
    if (!on) {
      await this.c.social.unblock(userId, targetId);
      return { is_hidden: false };
    }
    await this.c.p.db.transaction(async (tx) => {
      if (!(await this.c.social.block(tx, userId, targetId))) return;
      if (await this.c.social.unfollow(tx, targetId, userId))
        await this.followCounts(tx, targetId, userId, -1);
      if (await this.c.social.unfollow(tx, userId, targetId))
        await this.followCounts(tx, userId, targetId, -1);
    });
    return { is_hidden: true };
  }

  async blockedList(userId: number, cursor: string | undefined, limit: number) {
    const rows = await this.c.social.blockedList(userId, decodeCursor(cursor, ['us', 'id']), limit + 1);
    const page = rows.slice(0, limit);
    const profiles = await this.c.users.profiles(page.map((r) => Number(r.id)));
    const last = page[page.length - 1];
    return {
      list: page.map((r) => ({
        ...brief(Number(r.id), profiles.get(Number(r.id))),
        blocked_at: new Date(r.created_at).toISOString(),
      })),
      next_cursor: rows.length > limit && last ? `${last.us}_${last.id}` : null,
    };
  }

  /** Whether `userId` follows `targetId`. */
  follows(userId: number, targetId: number): Promise<boolean> {
    return this.c.social.follows(userId, targetId);
  }

  /** For the messages module: blocks, then the recipient's who_can_message. */
  canMessage(senderId: number, recipientId: number): Promise<boolean> {
    if (senderId === recipientId) return Promise.resolve(true);
    return this.c.gate(senderId, recipientId, 'message');
  }

  // ---------- settings ----------

  async setting(userId: number): Promise<ForumUserSetting> {
    const s = await this.c.social.setting(userId);
    if (!s) return { ...DEFAULT_SETTING };
    return {
      who_can_comment: s.whoCanComment as WhoCan,
      who_can_message: s.whoCanMessage as WhoCan,
      show_likes: s.showLikes ? 1 : 0,
      show_collections: s.showCollections ? 1 : 0,
    };
  }

  async editSetting(userId: number, body: Partial<ForumUserSetting>): Promise<ForumUserSetting> {
    await this.c.actor(userId);
    const values: Record<string, string | number> = {};
    if (body.who_can_comment !== undefined) values.whoCanComment = body.who_can_comment;
    if (body.who_can_message !== undefined) values.whoCanMessage = body.who_can_message;
    if (body.show_likes !== undefined) values.showLikes = body.show_likes;
    if (body.show_collections !== undefined) values.showCollections = body.show_collections;
    await this.c.social.saveSetting(userId, values);
    return this.setting(userId);
  }

  // ---------- lists ----------

  async postsOf(
    kind: 'like' | 'collect',
    viewer: number,
    userId: number | undefined,
    cursor: string | undefined,
    limit: number,
  ) {
    const owner = userId ?? viewer;
    if (owner !== viewer) {
      const target = await this.c.users.standing(owner);
      if (!target || target.closed) notFound('user');
      const s = await this.setting(owner);
      if ((kind === 'like' ? s.show_likes : s.show_collections) === 0) fail('FORBIDDEN');
    }
    const rows = await this.c.posts.interacted(
      kind === 'like' ? 'post_like' : 'post_collect',
      viewer,
      owner,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const list = await this.c.cards(rows.slice(0, limit));
    const last = rows[limit - 1];
    return { list, next_cursor: rows.length > limit && last ? `${last.act_us}_${last.id}` : null };
  }

  async followList(
    viewer: number | null,
    type: 'follow' | 'fans',
    userId: number | undefined,
    cursor: string | undefined,
    limit: number,
  ) {
    const owner = userId ?? viewer;
    if (!owner) fail('NOT_LOGGED_IN');
    const target = await this.c.users.standing(owner);
    if (!target || target.closed) notFound('user');
    const rows = await this.c.social.followList(type, owner, decodeCursor(cursor, ['us', 'id']), limit + 1);
    const page = rows.slice(0, limit);
    const others = page.map((r) => Number(r.id));
    const [profiles, rel] = await Promise.all([
      this.c.users.profiles(others),
      this.c.social.relations(viewer ?? 0, others),
    ]);
    const last = page[page.length - 1];
    const list: FollowUser[] = page.map((r) => {
      const id = Number(r.id);
      const p = profiles.get(id);
      return {
        ...brief(id, p),
        signature: p?.signature ?? '',
        fans_count: p?.fansCount ?? 0,
        is_followed: rel.following.has(id),
        is_fan: rel.fans.has(id),
        followed_at: new Date(r.created_at).toISOString(),
      };
    });
    return { list, next_cursor: rows.length > limit && last ? `${last.us}_${last.id}` : null };
  }

  async likers(viewer: number | null, postId: number, cursor: string | undefined, limit: number) {
    const post = await this.c.posts.postById(postId);
    if (!post || !(isPublic(post) || post.userId === viewer)) notFound('post');
    const rows = await this.c.social.likers(
      postId,
      viewer ?? 0,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const ids = page.map((r) => Number(r.id));
    const [profiles, rel] = await Promise.all([
      this.c.users.profiles(ids),
      this.c.social.relations(viewer ?? 0, ids),
    ]);
    const last = page[page.length - 1];
    return {
      list: page.map((r) => ({
        ...brief(Number(r.id), profiles.get(Number(r.id))),
        is_followed: rel.following.has(Number(r.id)),
        liked_at: new Date(r.created_at).toISOString(),
      })),
      next_cursor: rows.length > limit && last ? `${last.us}_${last.id}` : null,
    };
  }

  /** A user's public profile head (mine when no user id), with whether the viewer follows them. */
  async forumProfile(viewer: number | null, userId: number | undefined) {
    const id = userId ?? viewer;
    if (!id) fail('NOT_LOGGED_IN');
    const u = await this.c.users.person(id);
    return {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      signature: u.signature,
      gender: u.gender,
      dance_styles: u.danceStyles,
      is_real_name_authentication: (u.verified ? 1 : 0) as 0 | 1,
      is_anchor: (u.anchor ? 1 : 0) as 0 | 1,
      follow_count: u.followCount,
      fans_count: u.fansCount,
      like_count: u.likeCount,
      post_count: u.postCount,
      is_self: viewer === u.id,
      is_followed: viewer !== null && viewer !== u.id ? await this.follows(viewer, u.id) : false,
    };
  }

  async statistics(viewer: number | null, userId: number | undefined) {
    const owner = userId ?? viewer;
    if (!owner) fail('NOT_LOGGED_IN');
    const info = await this.c.users.person(owner);
    const s = await this.setting(owner);
    const self = viewer === owner;
    // The counts of what the owner's lists show; hidden from others as the lists are.
    const [collects, likes] = await Promise.all([
      self || s.show_collections
        ? this.c.posts.interactedCount('post_collect', owner)
        : Promise.resolve(null),
      self || s.show_likes ? this.c.posts.interactedCount('post_like', owner) : Promise.resolve(null),
    ]);
    return {
      user_id: owner,
      follow_count: info.followCount,
      fans_count: info.fansCount,
      like_count: info.likeCount,
      post_count: info.postCount,
      collect_count: collects,
      liked_post_count: likes,
    };
  }
}
