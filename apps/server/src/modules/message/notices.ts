import { decodeCursor, page } from '../../platform/cursor.ts';
import type { NotificationItem, NotificationKind, PostType } from '@dance/contracts/community';
import type { DbOrTx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import type { NoticesRepo } from './notices.repo.ts';

export interface Notice {
  userId: number;
  kind: NotificationKind;
  actorId: number;
  postId?: number;
  commentId?: number;
  /** The comment's text for comment, reply and mention notices. */
  text?: string;
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
const ONCE: ReadonlySet<NotificationKind> = new Set(['like', 'collect', 'follow']);

const GROUPS = {
  like: ['like', 'collect'],
  comment: ['comment', 'reply'],
  mention: ['mention'],
  follow: ['follow'],
} as const;

/**
 * Notifications of the message box. Other modules record them with `notify`, inside their own
 * transaction so a like and its notice commit together; the box lists them per group.
 */
export class MessageService {
  private postBriefs: PostBriefs = async () => new Map();

  constructor(
    private readonly p: Platform,
    private readonly repo: NoticesRepo,
    private readonly users: UserDirectory,
  ) {}

  /** The community (built after this module) supplies post briefs; wired in app.ts. */
  usePostBriefs(fn: PostBriefs): void {
    this.postBriefs = fn;
  }

  /** Records one notice; nothing for acting on one's own things, once per actor for toggles. */
  async notify(tx: DbOrTx | undefined, n: Notice): Promise<void> {
    if (n.userId === n.actorId) return;
    const dedupeKey = ONCE.has(n.kind) ? `${n.kind}:${n.userId}:${n.actorId}:${n.postId ?? 0}` : null;
    await this.repo.insert(tx ?? this.p.db, {
      userId: n.userId,
      kind: n.kind,
      actorId: n.actorId,
      postId: n.postId ?? null,
      commentId: n.commentId ?? null,
      text: (n.text ?? '').slice(0, 200),
      dedupeKey,
    });
    // Not awaited: the caller's transaction must not wait for a second connection.
    void this.p.bus.publish('message.notice', { userId: n.userId, kind: n.kind }).catch(() => {});
  }

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
    // Opening the page reads what it shows.
    await this.repo.markRead(
      this.p.db,
      userId,
      shown.filter((r) => !r.isRead).map((r) => r.id),
    );
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
}
