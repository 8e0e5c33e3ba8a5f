import type { OpsJournal } from '../../platform/journal.ts';
import type { music } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { CommentRow, CommentsRepo, HandpickRow } from './comments.repo.ts';
import type { MusicDeps } from './ports.ts';
import type { TracksRepo } from './tracks.repo.ts';
import type { TrackService } from './tracks.ts';

const FIRST_REPLIES = 3;

type Handpick = music.Handpick;
type MusicComment = music.MusicComment;

type Deps = Pick<MusicDeps, 'users' | 'words'>;

/** Comments on tracks (threads of replies, likes counted once) and the operators' handpicked lists. */
export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly repo: CommentsRepo,
    private readonly tracksRepo: TracksRepo,
    private readonly tracks: TrackService,
    private readonly deps: Deps,
    private readonly journal: OpsJournal,
  ) {}

  /** A track's comments (a draft's only to its shop, like the track itself). */
  async list(viewerId: number | null, q: { id: number; parent_id?: number; cursor?: string; limit: number }) {
    await this.tracks.visible(viewerId, q.id);
    const after = decodeCursor(q.cursor, ['id']);
    if (q.parent_id !== undefined) {
      const parent = await this.repo.byId(this.db, q.parent_id);
      if (!parent || parent.trackId !== q.id || parent.parentId !== null) notFound('comment');
      const rows = await this.repo.replies(
        this.db,
        parent.id,
        viewerId,
        after ? after[0]! : null,
        q.limit + 1,
      );
      const { list, next_cursor } = page(rows, q.limit, (c) => String(c.id));
      return { list: await this.views(viewerId, list, []), next_cursor, total: parent.replyCount };
    }
    const rows = await this.repo.topLevel(this.db, q.id, viewerId, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (c) => String(c.id));
    const replies = await this.repo.firstReplies(
      this.db,
      list.map((c) => c.id),
      viewerId,
      FIRST_REPLIES,
    );
    const total = await this.repo.countTopLevel(this.db, q.id, viewerId);
    return { list: await this.views(viewerId, list, replies), next_cursor, total };
  }

  async add(
    userId: number,
    body: { id: number; parent_id?: number; content: string },
  ): Promise<MusicComment> {
    const { t } = await this.tracks.visible(userId, body.id);
    if (t.status !== 'published') fail('FORBIDDEN');
    const parent = body.parent_id !== undefined ? await this.repo.byId(this.db, body.parent_id) : undefined;
    if (body.parent_id !== undefined && (!parent || parent.trackId !== t.id || parent.status !== 'published'))
      invalid('parent_id', 'not a comment of this track');
    const w = await this.deps.words.check(body.content);
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    // A reply to a reply joins the thread of its top-level comment and names whom it answers.
    const threadId = parent ? (parent.parentId ?? parent.id) : null;
    const row = await this.db.transaction(async (tx) => {
      const inserted = await this.repo.insert(tx, {
        trackId: t.id,
        userId,
        parentId: threadId,
        replyToUserId: parent && parent.parentId !== null ? parent.userId : null,
        content: body.content,
        status: w.review.length ? 'review' : 'published',
      });
      if (threadId !== null && inserted.status === 'published') await this.repo.bumpReplies(tx, threadId);
      return inserted;
    });
    const [view] = await this.views(userId, [row], []);
    return view!;
  }

  /** A like counts once per user: the like row decides, and the count moves only when it changed. */
  async like(userId: number, body: { id: number; like: 0 | 1 }) {
    const c = await this.repo.byId(this.db, body.id);
    if (!c || (c.status !== 'published' && c.userId !== userId)) notFound('comment');
    await this.tracks.visible(userId, c.trackId);
    return this.db.transaction(async (tx) => {
      const changed = body.like
        ? await this.repo.like(tx, c.id, userId)
        : await this.repo.unlike(tx, c.id, userId);
      const count = await this.repo.moveLikes(tx, c.id, changed ? (body.like ? 1 : -1) : 0);
      return { liked: body.like === 1, like_count: count };
    });
  }

  private async views(
    viewerId: number | null,
    rows: CommentRow[],
    replies: CommentRow[],
  ): Promise<MusicComment[]> {
    const all = [...rows, ...replies];
    const people = await this.deps.users.profiles([
      ...all.map((c) => c.userId),
      ...all.flatMap((c) => (c.replyToUserId !== null ? [c.replyToUserId] : [])),
    ]);
    const liked =
      viewerId === null
        ? new Set<number>()
        : await this.repo.likedBy(
            this.db,
            viewerId,
            all.map((c) => c.id),
          );
    const person = (id: number) => {
      const p = people.get(id);
      return { id, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' };
    };
    const view = (c: CommentRow, withReplies: CommentRow[]): MusicComment => ({
      id: c.id,
      track_id: c.trackId,
      parent_id: c.parentId,
      user: person(c.userId),
      reply_to: c.replyToUserId !== null ? person(c.replyToUserId) : null,
      content: c.content,
      status: c.status === 'review' ? 'review' : 'published',
      like_count: c.likeCount,
      liked: liked.has(c.id),
      reply_count: c.replyCount,
      replies: withReplies.map((r) => view(r, [])),
      created_at: c.createdAt.toISOString(),
    });
    return rows.map((c) =>
      view(
        c,
        replies.filter((r) => r.parentId === c.id),
      ),
    );
  }

  // ---------- handpicked lists ----------

  async handpicks(id?: number): Promise<{ list: Handpick[] }> {
    const rows = await this.repo.handpicks(this.db, id, false);
    if (id !== undefined && rows.length === 0) notFound('handpick');
    return { list: await Promise.all(rows.map((h) => this.handpickView(h))) };
  }

  /** Operators only; every track must be published and playable. */
  async editHandpick(
    operatorId: number,
    body: {
      id?: number;
      title: string;
      intro: string;
      cover: string;
      track_ids: number[];
      sort: number;
      status: 'published' | 'hidden';
    },
  ): Promise<Handpick> {
    await this.deps.users.requireOperator(operatorId, 'editor');
    const ids = [...new Set(body.track_ids)];
    const listed = await this.tracksRepo.listedByIds(this.db, ids);
    if (listed.length !== ids.length) invalid('track_ids', 'every track must be published and playable');
    const w = await this.deps.words.check(body.title, body.intro);
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    const values = {
      title: body.title,
      intro: body.intro,
      cover: body.cover || listed.find((t) => t.id === ids[0])?.cover || '',
      trackIds: ids,
      sort: body.sort,
      status: body.status,
    };
    const row = await this.db.transaction(async (tx) => {
      const r =
        body.id === undefined
          ? await this.repo.insertHandpick(tx, { ...values, createdBy: operatorId })
          : await this.repo.updateHandpick(tx, body.id, values);
      if (!r) notFound('handpick');
      await this.journal.record(tx, {
        operatorId,
        kind: 'handpick',
        ref: String(r.id),
        decision: body.id === undefined ? 'add' : 'edit',
        after: { title: r.title, status: r.status, tracks: r.trackIds.length },
      });
      return r;
    });
    return this.handpickView(row);
  }

  /** The seed finds its list by title. */
  handpickByTitle(title: string) {
    return this.repo.handpickByTitle(this.db, title);
  }

  private async handpickView(h: HandpickRow): Promise<Handpick> {
    const rows = await this.tracksRepo.listedByIds(this.db, h.trackIds);
    const byId = new Map(rows.map((t) => [t.id, t]));
    const ordered = h.trackIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return {
      id: h.id,
      title: h.title,
      intro: h.intro,
      cover: h.cover,
      sort: h.sort,
      status: h.status === 'hidden' ? 'hidden' : 'published',
      tracks: await this.tracks.cards(ordered),
    };
  }
}
