import { fail, notFound } from '../../platform/errors.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import type { PublicProfile, Standing, UserDirectory } from '../account/index.ts';
import { assertNotMuted } from '../account/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import type { MessageService, Notice } from '../message/index.ts';
import type { CardRow, PostRow } from './rows.ts';
import { PostsRepo } from './posts.repo.ts';
import { PostSearchRepo } from './search.repo.ts';
import { CommentsRepo } from './comments.repo.ts';
import { InteractionsRepo } from './interactions.repo.ts';
import { TopicsRepo } from './topics.repo.ts';
import { GroupsRepo } from './groups.repo.ts';
import { ModerationRepo } from './moderation.repo.ts';
import { VideoRepo } from './video.repo.ts';
import { fanOut } from './follow-feed.ts';
import type { WordFilter } from './words.ts';
import { isPublic, toCard } from './cards.ts';
import type { PostCard } from '@dance/contracts/community';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { reused } from '../../platform/reused-json.ts';

export const VISITOR_PAGE_MS = 2000;

export interface CommunityDeps {
  users: UserDirectory;
  files: UploadedFiles;
  messages: MessageService;
  /** The prohibited and sensitive word lists (built by `wordFilter()`, shared with accounts). */
  words: WordFilter;
  /** The points the community's actions earn, paid inside the action's transaction (app.ts). */
  rewards: CommunityRewards;
}

/**
 * The earning rules the community pays through (points' reward service, wired in app.ts): each
 * pays at most once per cause, under the rule's daily cap, and answers the points paid (0 when
 * capped, off or already paid). A savepoint keeps the caller's transaction alive.
 */
export interface CommunityRewards {
  firstPost(tx: Tx, userId: number, postId: number): Promise<number>;
  comment(tx: Tx, userId: number, commentId: number): Promise<number>;
  sharePost(tx: Tx, userId: number, postId: number): Promise<number>;
  /**
   * Takes back the reward a removed post (`first_post`) or comment paid, once, never below zero;
   * 0 when it paid none (decision 227).
   */
  takeBack(tx: Tx, rule: 'first_post' | 'comment', id: number): Promise<number>;
}

/** The community's repos, one per service area; each method takes the database or a transaction first. */
export interface CommunityRepos {
  posts: PostsRepo;
  search: PostSearchRepo;
  comments: CommentsRepo;
  interactions: InteractionsRepo;
  topics: TopicsRepo;
  groups: GroupsRepo;
  moderation: ModerationRepo;
  video: VideoRepo;
}

/** What the community's services share: the database, repos, other modules' services, the word lists. */
export class Ctx {
  readonly db: Db;
  readonly repos: CommunityRepos;
  readonly words: WordFilter;

  /**
   * What visitors read (feed pages, comment pages, search results) is the same for all of them:
   * each process keeps a page for 2 s (see docs/decisions/013). Logged-in readers always get
   * fresh pages with their own blocks and likes. Tests read through (no caching).
   */
  private readonly visitorPages: TtlCache<string, unknown>;

  constructor(
    readonly p: Platform,
    readonly deps: CommunityDeps,
  ) {
    this.visitorPages = new TtlCache(p.config.env === 'test' ? 0 : VISITOR_PAGE_MS, 5000);
    this.db = p.db;
    this.repos = {
      posts: new PostsRepo(),
      search: new PostSearchRepo(),
      comments: new CommentsRepo(),
      interactions: new InteractionsRepo(),
      topics: new TopicsRepo(),
      groups: new GroupsRepo(),
      moderation: new ModerationRepo(),
      video: new VideoRepo(),
    };
    this.words = deps.words;
  }

  /** A visitor's page from the 2 s cache (its reply made once); a user's page always fresh. */
  visitorCached<T extends object>(viewer: number | null, key: string, load: () => Promise<T>): Promise<T> {
    if (viewer) return load();
    return this.visitorPages.get(key, async () => reused(await load())) as Promise<T>;
  }

  get users(): UserDirectory {
    return this.deps.users;
  }

  /** An actor who may also publish: not muted by an operator. */
  async speaker(userId: number): Promise<Standing> {
    const s = await this.actor(userId);
    assertNotMuted(s);
    return s;
  }

  /** An active account (not closed); banned accounts may read but not act. */
  async actor(userId: number): Promise<Standing> {
    const s = await this.users.standing(userId);
    if (!s || s.closed) notFound('user');
    if (s.banned) fail('ACCOUNT_DISABLED');
    return s;
  }

  async isOperator(userId: number | null): Promise<boolean> {
    if (!userId) return false;
    return Boolean((await this.users.standing(userId))?.operator);
  }

  /** Cards with their authors and topic names, in the rows' order; `known` authors are not read again. */
  async cards(rows: CardRow[], known?: Map<number, PublicProfile>): Promise<PostCard[]> {
    const [authors] = await Promise.all([
      known ?? this.users.profiles(rows.map((r) => Number(r.user_id))),
      this.loadTopicNames(rows.flatMap((r) => r.topic_ids.map(Number))),
    ]);
    return rows.map((r) => toCard(r, authors.get(Number(r.user_id)), (id) => this.topicNames.get(id)));
  }

  /**
   * Topic names never change once a topic exists (there is no rename), so each process keeps the
   * ones it has seen; a feed page then needs no topic lookup at all.
   */
  private readonly topicNames = new Map<number, string>();

  private async loadTopicNames(ids: number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.topicNames.has(id));
    if (!missing.length) return;
    if (this.topicNames.size > 50_000) this.topicNames.clear();
    for (const t of await this.repos.topics.topicNames(this.db, missing))
      this.topicNames.set(Number(t.id), t.name);
  }

  /** A notice, unless the recipient blocked the actor. */
  async notify(tx: DbOrTx, n: Notice): Promise<void> {
    if (n.userId === n.actorId) return;
    if (await this.repos.interactions.blockedIn(tx, n.userId, n.actorId)) return;
    await this.deps.messages.notify(tx, n);
  }

  /**
   * A post entering (+1) or leaving (-1) the published state moves its author's post count and
   * the counts of its topics, circle and series, in the same transaction.
   */
  async publishedDelta(tx: DbOrTx, row: PostRow, d: 1 | -1): Promise<void> {
    // Into the followers' inboxes; leaving is seen by the feed, which reads the post's state.
    if (d === 1) await fanOut(tx, row);
    await this.users.adjustCounts(tx, row.userId, { posts: d });
    await this.repos.topics.bumpTopics(
      tx,
      [...row.topicIds].sort((a, b) => a - b),
      d,
    );
    if (row.groupId) await this.repos.groups.bumpGroup(tx, row.groupId, d);
    if (row.compilationId) await this.repos.topics.bumpCompilation(tx, row.compilationId, d);
  }

  /**
   * A post reaching readers for the first time pays its author the first post of the day
   * (decision 221): the cause is the post, so an edit, a restore or a second approval of the same
   * post never pays again, and the rule's cap of one a day makes it the day's first.
   */
  async rewardPost(
    tx: Tx,
    row: { id: number; userId: number; status: number; type: string; videoStatus: number },
  ) {
    if (isPublic(row)) await this.deps.rewards.firstPost(tx, row.userId, row.id);
  }

  /** A published comment pays its author, unless it is on the author's own post (decision 221). */
  /** A post or comment left the public (deleted, or hidden by moderation): its reward goes back. */
  async unrewardPost(tx: Tx, postId: number): Promise<void> {
    await this.deps.rewards.takeBack(tx, 'first_post', postId);
  }

  async unrewardComment(tx: Tx, commentId: number): Promise<void> {
    await this.deps.rewards.takeBack(tx, 'comment', commentId);
  }

  async rewardComment(tx: Tx, comment: { id: number; userId: number }, postAuthorId: number) {
    if (comment.userId !== postAuthorId) await this.deps.rewards.comment(tx, comment.userId, comment.id);
  }

  /** Whether `viewer` may comment on `authorId`'s posts: blocks, then the author's setting. */
  async commentGate(viewer: number, authorId: number): Promise<boolean> {
    if (viewer === authorId) return true;
    return this.gate(viewer, authorId, 'comment');
  }

  async gate(viewer: number, ownerId: number, what: 'comment' | 'message'): Promise<boolean> {
    return (await this.gateWith(viewer, ownerId, what)).allowed;
  }

  /**
   * The gate's answer with the follow it read on the way: whether the owner follows the viewer
   * (the messages' stranger limit needs it), from the same one statement.
   */
  async gateWith(
    viewer: number,
    ownerId: number,
    what: 'comment' | 'message',
  ): Promise<{ allowed: boolean; followedBack: boolean }> {
    const f = await this.repos.interactions.gateFacts(this.db, viewer, ownerId);
    return { allowed: allows(f, what), followedBack: f.fan };
  }
}

/** Never across a block either way; then the owner's setting: everyone, nobody, followers, or mutual. */
function allows(
  f: { blocked: boolean; comment: string | null; message: string | null; follows: boolean; fan: boolean },
  what: 'comment' | 'message',
): boolean {
  if (f.blocked) return false;
  const who = (what === 'comment' ? f.comment : f.message) ?? 'everyone';
  if (who === 'everyone') return true;
  if (who === 'none') return false;
  return who === 'followers' ? f.follows : f.follows && f.fan;
}
