import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Language } from '@dance/contracts';
import type { NotificationItem, NotificationKind, PostType } from '@dance/contracts/community';
import type { NoticeCategory, NoticeEntry, NoticeKind } from '@dance/contracts/message';
import { NOTICE_CATEGORY_OF } from '@dance/contracts/message';
import type { DbOrTx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import type { PublicProfile, UserDirectory } from '../account/index.ts';
import type { Badges } from './badges.ts';
import type { BoxRepo, Owner } from './box.repo.ts';
import type { NoticesRepo, NotificationRow } from './notices.repo.ts';
import { noticeTitle } from './notice-titles.ts';

/**
 * One notice, written by the domain that causes it, in the transaction of its cause. To a user
 * (`userId`), or to a shop's staff (`userId` 0 and `mchId`). `actorId` is who did it (0: nobody,
 * a system or order notice). One cause gives at most one notice: toggles (like, collect, follow)
 * are keyed by actor and object; anything else names its cause in `key` (`order:12:shipped`).
 */
export interface Notice {
  userId: number;
  kind: NoticeKind;
  actorId: number;
  postId?: number;
  commentId?: number;
  /** The comment's text for comment, reply and mention notices; a detail line for others. */
  text?: string;
  mchId?: number;
  /** What the notice opens (an order, an activity, a live room). */
  ref?: { type: string; id: number };
  /** Facts its title is said from: `event` for orders, `title` (and `title_<lang>`) for others. */
  data?: Record<string, string | number>;
  key?: string;
}

export interface PostBrief {
  id: number;
  title: string;
  cover: string;
  type: PostType;
}

/** What the message box shows of a post; the community module provides it once it is built. */
export type PostBriefs = (ids: number[]) => Promise<Map<number, PostBrief>>;

/** Kinds a notice of the same actor and object is recorded once for, however often it repeats. */
const ONCE: ReadonlySet<NoticeKind> = new Set(['like', 'collect', 'follow']);

const GROUPS = {
  like: ['like', 'collect'],
  comment: ['comment', 'reply'],
  mention: ['mention'],
  follow: ['follow'],
} as const;

/** The box a notice goes to. */
export const noticeOwner = (n: Pick<Notice, 'userId' | 'mchId'>): Owner =>
  n.mchId ? { kind: 'shop', id: n.mchId } : { kind: 'user', id: n.userId };

/**
 * Notices of the message box. Other modules record them with `notify`, inside their own
 * transaction so a like and its notice commit together; the notice moves the box's unread
 * counter in the same transaction. The box lists them per category.
 */
export class MessageService {
  private postBriefs: PostBriefs = async () => new Map();

  constructor(
    private readonly p: Platform,
    private readonly repo: NoticesRepo,
    private readonly box: BoxRepo,
    private readonly users: UserDirectory,
    private readonly badges: Badges,
  ) {}

  /** The community (built after this module) supplies post briefs; wired in app.ts. */
  usePostBriefs(fn: PostBriefs): void {
    this.postBriefs = fn;
  }

  /**
   * Records one notice; nothing for acting on one's own things, once per cause. Without a
   * transaction it runs in one of its own.
   */
  notify(tx: DbOrTx | undefined, n: Notice): Promise<void> {
    return this.notifyAll(tx, [n]);
  }

  /**
   * Records several notices of one cause (an order's buyer and shop) in one statement, as
   * `notify` would one by one: each moves its box's unread counter, and the boxes' users are told.
   */
  async notifyAll(tx: DbOrTx | undefined, ns: Notice[]): Promise<void> {
    const kept = ns.filter((n) => !(n.actorId > 0 && n.userId === n.actorId) && (n.userId || n.mchId));
    if (!kept.length) return;
    if (!tx) return this.p.db.transaction((t) => this.notifyAll(t, kept));
    const hint = this.badges.notice(kept.map(noticeOwner));
    await this.repo.record(
      tx,
      kept.map((n) => ({
        userId: n.mchId ? 0 : n.userId,
        mchId: n.mchId ?? 0,
        kind: n.kind,
        actorId: n.actorId,
        postId: n.postId ?? null,
        commentId: n.commentId ?? null,
        text: (n.text ?? '').slice(0, 200),
        refType: n.ref?.type ?? '',
        refId: n.ref?.id ?? null,
        data: n.data ?? {},
        dedupeKey: ONCE.has(n.kind)
          ? `${n.kind}:${n.userId}:${n.actorId}:${n.postId ?? 0}`
          : n.key
            ? `${n.key}:${n.mchId ? `s${n.mchId}` : n.userId}`
            : null,
      })),
      hint,
      // Every notice had been recorded before: no box changed, so the statement sent no hint.
      (recorded) => {
        if (!recorded) this.badges.abandon(hint.n);
      },
    );
  }

  /** The old per-group lists (like-list, notice-list): opening the page reads what it shows. */
  async list(userId: number, group: keyof typeof GROUPS, cursor: string | undefined, limit: number) {
    const before = decodeCursor(cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.list(this.p.db, userId, [...GROUPS[group]], before, limit + 1);
    const { list: shown, next_cursor } = page(rows, limit, (r) => String(r.id));
    const [actors, posts] = await Promise.all([
      this.users.profiles(shown.map((r) => r.actorId)),
      this.postBriefs(shown.flatMap((r) => (r.postId ? [r.postId] : []))),
    ]);
    const list: NotificationItem[] = shown.map((r) => {
      const a = actors.get(r.actorId);
      return {
        id: r.id,
        kind: r.kind as NotificationKind,
        actor: { id: r.actorId, nickname: a?.nickname ?? '', avatar: a?.avatar ?? '' },
        post: (r.postId && posts.get(r.postId)) || null,
        comment_id: r.commentId,
        text: r.text,
        is_read: r.isRead,
        created_at: r.createdAt.toISOString(),
      };
    });
    const unread = shown.filter((r) => !r.isRead).map((r) => r.id);
    if (unread.length) {
      await this.p.db.transaction(async (tx) => {
        const changed = await this.repo.markRead(tx, userId, unread);
        const owner: Owner = { kind: 'user', id: userId };
        if (changed.size) await this.box.fold(tx, owner);
        for (const [category, n] of sorted(changed)) await this.box.drop(tx, owner, category, n);
        if (changed.size) await this.badges.hintIn(tx, [owner]);
      });
    }
    return { list, next_cursor };
  }

  async unread(userId: number) {
    const by = await this.repo.unread(this.p.db, userId);
    const sum = (kinds: readonly string[]) => kinds.reduce((s, k) => s + (by[k] ?? 0), 0);
    return {
      like: sum(GROUPS.like),
      comment: sum(GROUPS.comment),
      mention: sum(GROUPS.mention),
      follow: sum(GROUPS.follow),
    };
  }

  // ---------- the box's categories ----------

  /** A page of one category of a box, newest first. Reading is `message/read`, not listing. */
  async page(o: Owner, category: NoticeCategory, cursor: string | undefined, limit: number, lang: Language) {
    const before = decodeCursor(cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.listCategory(this.p.db, o, category, before, limit + 1);
    const { list, next_cursor } = page(rows, limit, (r) => String(r.id));
    return { list: await this.entries(list, lang), next_cursor };
  }

  /** The posts some notices show (the community's briefs). */
  postsOf(rows: NotificationRow[]): Promise<Map<number, PostBrief>> {
    return this.postBriefs(rows.flatMap((r) => (r.postId ? [r.postId] : [])));
  }

  private async entries(rows: NotificationRow[], lang: Language): Promise<NoticeEntry[]> {
    const [actors, posts] = await Promise.all([this.users.profiles(actorsOf(rows)), this.postsOf(rows)]);
    return rows.map((r) => noticeEntry(r, lang, actors, posts));
  }

  /** Marks one notice of the box read, in the caller's transaction; false when it is not the box's. */
  async readOne(tx: DbOrTx, o: Owner, id: number): Promise<boolean> {
    const r = await this.repo.markOne(tx, o, id);
    if (r === 'absent') return false;
    if (r) {
      await this.box.fold(tx, o);
      await this.box.drop(tx, o, r.category, 1);
      await this.badges.hintIn(tx, [o]);
    }
    return true;
  }

  /** Marks a box's notices read (one category, or all), in the caller's transaction. */
  async readBox(tx: DbOrTx, o: Owner, category: NoticeCategory | null): Promise<void> {
    const changed = await this.repo.markBox(tx, o, category);
    if (changed.size) await this.box.fold(tx, o);
    for (const [c, n] of sorted(changed)) await this.box.drop(tx, o, c, n);
    if (changed.size) await this.badges.hintIn(tx, [o]);
  }
}

/** The users some notices show as their actors. */
export const actorsOf = (rows: NotificationRow[]): number[] =>
  rows.flatMap((r) => (r.actorId ? [r.actorId] : []));

/** A notice as the box shows it, in the reader's language, with its actor and post read before. */
export function noticeEntry(
  r: NotificationRow,
  lang: Language,
  actors: Map<number, Pick<PublicProfile, 'nickname' | 'avatar'>>,
  posts: Map<number, PostBrief>,
): NoticeEntry {
  const a = r.actorId ? actors.get(r.actorId) : undefined;
  const kind = r.kind as NoticeKind;
  return {
    type: 'notice' as const,
    id: r.id,
    category: NOTICE_CATEGORY_OF[kind] ?? (r.category as NoticeCategory),
    kind,
    actor: r.actorId ? { id: r.actorId, nickname: a?.nickname ?? '', avatar: a?.avatar ?? '' } : null,
    title: noticeTitle(kind, r.data, lang),
    text: r.text,
    post: (r.postId && posts.get(r.postId)) || null,
    comment_id: r.commentId,
    ref: r.refType && r.refId ? { type: r.refType, id: r.refId } : null,
    event: String(r.data.event ?? ''),
    is_read: r.isRead,
    created_at: r.createdAt.toISOString(),
  };
}

/** Counters in one order, so two transactions moving several of one box never deadlock. */
const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
