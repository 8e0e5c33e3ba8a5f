import type { ForumUserSetting, FollowUser, WhoCan } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { brief, isPublic } from './cards.ts';
import type { Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { InteractionsRepo } from './interactions.repo.ts';
import type { PostsRepo } from './posts.repo.ts';

const DEFAULT_SETTING: ForumUserSetting = {
  who_can_comment: 'everyone',
  who_can_message: 'everyone',
  show_likes: 1,
  show_collections: 1,
};

/** Likes, collections, follows, blocks and the privacy settings. Every toggle states its result. */
export class InteractionService {
  private readonly db: Db;
  private readonly repo: InteractionsRepo;
  private readonly posts: PostsRepo;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.interactions;
    this.posts = c.repos.posts;
  }

  /** A post someone may act on: public, or the actor's own. Blocks by its author refuse. */
  /**
   * A like or a collect goes only on a post readers reach (never a draft or a post held for
   * review, not even its author's); taking one back works on any post still there.
   */
  private async actablePost(userId: number, postId: number, on: 0 | 1) {
    const row = await this.posts.postById(this.db, postId);
    if (!row || !(isPublic(row) || (on === 0 && row.userId === userId))) notFound('post');
    if (row.userId !== userId) {
      const b = await this.repo.blocks(this.db, userId, row.userId);
      if (b.bBlockedA) fail('USER_BLOCKED');
    }
    return row;
  }

  async like(userId: number, postId: number, on: 0 | 1) {
    await this.c.actor(userId);
    const post = await this.actablePost(userId, postId, on);
    const count = await this.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.repo.addEdge(tx, 'post_like', postId, userId))) return null;
        const r = await this.posts.bumpPost(tx, postId, { likes: 1 });
        await this.c.users.adjustCounts(tx, post.userId, { likes: 1 });
        await this.c.notify(tx, { userId: post.userId, kind: 'like', actorId: userId, postId });
        return r.like_count;
      }
      if (!(await this.repo.removeEdge(tx, 'post_like', postId, userId))) return null;
      const r = await this.posts.bumpPost(tx, postId, { likes: -1 });
      await this.c.users.adjustCounts(tx, post.userId, { likes: -1 });
      return r.like_count;
    });
    return { is_like: on, like_count: count ?? (await this.posts.postById(this.db, postId))!.likeCount };
  }

  async collect(userId: number, postId: number, on: 0 | 1) {
    await this.c.actor(userId);
    const post = await this.actablePost(userId, postId, on);
    const count = await this.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.repo.addEdge(tx, 'post_collect', postId, userId))) return null;
        const r = await this.posts.bumpPost(tx, postId, { collects: 1 });
        await this.c.notify(tx, { userId: post.userId, kind: 'collect', actorId: userId, postId });
        return r.collect_count;
      }
      if (!(await this.repo.removeEdge(tx, 'post_collect', postId, userId))) return null;
      return (await this.posts.bumpPost(tx, postId, { collects: -1 })).collect_count;
    });
    return {
      is_collect: on,
      collect_count: count ?? (await this.posts.postById(this.db, postId))!.collectCount,
    };
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
      const b = await this.repo.blocks(this.db, userId, targetId);
      if (b.aBlockedB || b.bBlockedA) fail('USER_BLOCKED');
    }
    await this.db.transaction(async (tx) => {
      if (on) {
        if (!(await this.repo.follow(tx, userId, targetId))) return;
        await this.followCounts(tx, userId, targetId, 1);
        await this.c.notify(tx, { userId: targetId, kind: 'follow', actorId: userId });
      } else if (await this.repo.unfollow(tx, userId, targetId)) {
        await this.followCounts(tx, userId, targetId, -1);
      }
    });
    const [rel, profiles] = await Promise.all([
      this.repo.relations(this.db, userId, [targetId]),
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
      await this.repo.unblock(this.db, userId, targetId);
      return { is_hidden: false };
    }
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.block(tx, userId, targetId))) return;
      if (await this.repo.unfollow(tx, targetId, userId)) await this.followCounts(tx, targetId, userId, -1);
      if (await this.repo.unfollow(tx, userId, targetId)) await this.followCounts(tx, userId, targetId, -1);
    });
    return { is_hidden: true };
  }

  async blockedList(userId: number, cursor: string | undefined, limit: number) {
    const rows = await this.repo.blockedList(this.db, userId, decodeCursor(cursor, ['us', 'id']), limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => `${last.us}_${last.id}`);
    const profiles = await this.c.users.profiles(list.map((r) => Number(r.id)));
    return {
      list: list.map((r) =>
        Object.assign(brief(Number(r.id), profiles.get(Number(r.id))), {
          blocked_at: new Date(r.created_at).toISOString(),
        }),
      ),
      next_cursor,
    };
  }

  /** Whether `userId` follows `targetId`. */
  follows(userId: number, targetId: number): Promise<boolean> {
    return this.repo.follows(this.db, userId, targetId);
  }

  /**
   * For the messages module, in one statement: whether the sender may message the recipient
   * (blocks either way, then the recipient's who_can_message) and whether the recipient follows
   * the sender.
   */
  async messageGate(
    senderId: number,
    recipientId: number,
  ): Promise<{ allowed: boolean; followedBack: boolean }> {
    if (senderId === recipientId) return { allowed: true, followedBack: true };
    return this.c.gateWith(senderId, recipientId, 'message');
  }

  // ---------- settings ----------

  async setting(userId: number): Promise<ForumUserSetting> {
    const s = await this.repo.setting(this.db, userId);
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
    await this.repo.saveSetting(this.db, userId, values);
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
    const rows = await this.repo.interacted(
      this.db,
      kind === 'like' ? 'post_like' : 'post_collect',
      viewer,
      owner,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) => `${last.act_us}_${last.id}`);
    return { list: await this.c.cards(list), next_cursor };
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
    const rows = await this.repo.followList(
      this.db,
      type,
      owner,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const shown = page(rows, limit, (last) => `${last.us}_${last.id}`);
    const others = shown.list.map((r) => Number(r.id));
    const [profiles, rel] = await Promise.all([
      this.c.users.profiles(others),
      this.repo.relations(this.db, viewer ?? 0, others),
    ]);
    const list: FollowUser[] = shown.list.map((r) => {
      const id = Number(r.id);
      const p = profiles.get(id);
      return Object.assign(brief(id, p), {
        signature: p?.signature ?? '',
        fans_count: p?.fansCount ?? 0,
        is_followed: rel.following.has(id),
        is_fan: rel.fans.has(id),
        followed_at: new Date(r.created_at).toISOString(),
      });
    });
    return { list, next_cursor: shown.next_cursor };
  }

  async likers(viewer: number | null, postId: number, cursor: string | undefined, limit: number) {
    const post = await this.posts.postById(this.db, postId);
    if (!post || !(isPublic(post) || post.userId === viewer)) notFound('post');
    const rows = await this.repo.likers(
      this.db,
      postId,
      viewer ?? 0,
      decodeCursor(cursor, ['us', 'id']),
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) => `${last.us}_${last.id}`);
    const ids = list.map((r) => Number(r.id));
    const [profiles, rel] = await Promise.all([
      this.c.users.profiles(ids),
      this.repo.relations(this.db, viewer ?? 0, ids),
    ]);
    return {
      list: list.map((r) =>
        Object.assign(brief(Number(r.id), profiles.get(Number(r.id))), {
          is_followed: rel.following.has(Number(r.id)),
          liked_at: new Date(r.created_at).toISOString(),
        }),
      ),
      next_cursor,
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
        ? this.repo.interactedCount(this.db, 'post_collect', owner)
        : Promise.resolve(null),
      self || s.show_likes ? this.repo.interactedCount(this.db, 'post_like', owner) : Promise.resolve(null),
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
