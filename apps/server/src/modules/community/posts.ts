import type { BodyOf, community as contracts } from '@dance/contracts';
import type { DraftItem, PostCard, PostDetail } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { foldText, hanQueryTokens, hanRuns, hanTokens, hasHan } from '../../platform/search-text.ts';
import { POST_STATUS, STATUS, VIDEO, brief, isPublic } from './cards.ts';
import { fileFields } from '../content/files.ts';
import type { CommunityRepos, Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { hotScore, nowMs, type PostsRepo } from './posts.repo.ts';
import type { PostSearchRepo } from './search.repo.ts';
import type { CardRow, DraftRow } from './rows.ts';
import { attributeText, clip, plainText, sanitizePostHtml } from './sanitize.ts';
import { isUploadedUrl } from '../content/files.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

type CreateBody = BodyOf<typeof contracts.createPost>;

/** Publishing limits: a new account (first 24 h) waits 30 s between posts and posts 3 a day. */
export const NEW_ACCOUNT_S = 24 * 3600;
export const NEW_INTERVAL_S = 30;
export const NEW_DAILY_MAX = 3;
export const INTERVAL_S = 5;
export const TRANSCODE_JOB = 'community.transcode';
/** A search word in at least this share of posts is "common" (see PostRepo.search). */
const COMMON_SHARE = 0.02;

const MAX_TOKENS = 4000;
/** A common word's search reads windows of at most this many posts, at most this many per page. */
const SEARCH_WINDOW_MAX = 20_000;
const SEARCH_WINDOWS = 3;

/** Lower-case Latin words and numbers of a text, for search by `breaking` or `2025`. */
export function latinWords(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z0-9]{2,30}/g) ?? []).slice(0, 500))];
}

export function postTokens(...texts: string[]): string[] {
  const t = texts.join(' ').slice(0, 6000);
  return [...new Set([...hanTokens(t), ...latinWords(t)])].slice(0, MAX_TOKENS);
}

/** What a search keyword must all match: Han bigrams (or the one character) and Latin words. */
export function queryTokens(keyword: string): string[] {
  const han = hasHan(keyword) ? hanQueryTokens(keyword) : [];
  return [...new Set([...han, ...latinWords(foldText(keyword))])];
}

const topicName = (raw: string) => raw.replace(/^[#＃]+|[#＃]+$/g, '').trim();

/** Posts: publishing and drafts, feeds, detail, delete, share, hide, video feed and search. */
export class PostService {
  private readonly views = new Map<number, number>();
  private readonly frequencies = new TtlCache<string, Map<string, number>>(10 * 60_000, 4);
  private timer: NodeJS.Timeout | null = null;
  private readonly db: Db;
  private readonly repo: PostsRepo;
  private readonly searches: PostSearchRepo;
  private readonly other: Pick<CommunityRepos, 'groups' | 'topics' | 'interactions' | 'moderation'>;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.posts;
    this.searches = c.repos.search;
    this.other = c.repos;
    // Views are counted in memory for a second and written in one statement (see decision 012);
    // tests write at once so a count can be read back.
    if (c.p.config.env !== 'test') {
      this.timer = setInterval(() => void this.flushViews().catch(() => {}), 1000);
      this.timer.unref();
    }
  }

  async flushViews(): Promise<void> {
    if (!this.views.size) return;
    const batch = new Map(this.views);
    this.views.clear();
    await this.repo.addViews(this.db, batch);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flushViews();
  }

  // ---------- publishing ----------

  /** `at` dates a new post in the past (the demo community's history); the app always posts now. */
  async create(
    userId: number,
    body: CreateBody,
    opts: { at?: Date } = {},
  ): Promise<{ id: number; status: PostDetail['status'] }> {
    const me = await this.c.speaker(userId);
    if (!me.verified) fail('REALNAME_REQUIRED');
    const draft = body.is_draft === 1;
    const html = sanitizePostHtml(body.content, (src) => isUploadedUrl(src, this.c.p.storage));
    const text = plainText(html);
    const title = body.title.trim();

    // What each type needs, checked for a post; a draft may be incomplete.
    if (body.type !== 'video' && body.video) invalid('video', 'only a video post has a video');
    if (body.type === 'text' && body.images.length) invalid('images', 'a text post has no images');
    if (!draft) {
      if (body.type === 'image' && !body.images.length)
        invalid('images', 'an image post needs at least one image');
      if (body.type === 'video' && !body.video) invalid('video', 'a video post needs a video');
      if (body.type === 'text' && !text && !title) invalid('content', 'required');
    }
    const images = [...new Set(body.images)];
    await this.c.deps.files.assertOwned(userId, [
      ...fileFields('images', body.images, 'image'),
      ...(body.video ? [{ field: 'video.url', url: body.video.url, kind: 'video' as const }] : []),
      ...(body.video?.cover ? [{ field: 'video.cover', url: body.video.cover, kind: 'image' as const }] : []),
    ]);

    const names = new Map<string, string>();
    for (const raw of body.topics) {
      const name = topicName(raw);
      if (!name) invalid('topics', 'empty topic name');
      const key = foldText(name);
      if (!names.has(key)) names.set(key, name);
    }
    const topicNames = [...names.values()];

    let groupId: number | null = null;
    if (body.group_id) {
      const g = await this.other.groups.group(this.db, body.group_id);
      if (!g) notFound('circle');
      if (!(await this.other.groups.member(this.db, g.id, userId))) fail('GROUP_MEMBERS_ONLY');
      groupId = g.id;
    }
    let compilationId: number | null = null;
    if (body.compilation_id) {
      const comp = await this.other.topics.compilation(this.db, body.compilation_id);
      if (!comp || comp.userId !== userId) notFound('compilation');
      compilationId = comp.id;
    }
    const mentioned = body.at_user_ids.filter((id) => id !== userId);
    const atUserIds = [...(await this.c.users.profiles(mentioned)).keys()];

    let status: number = draft ? STATUS.draft : STATUS.published;
    let reviewWords: string[] = [];
    if (!draft) {
      const w = await this.c.words.check(title, text, attributeText(html), ...topicNames);
      if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
      if (w.review.length) {
        status = STATUS.review;
        reviewWords = w.review;
      }
    }

    let transcode = false;
    const row = await this.db.transaction(async (tx) => {
      const old = body.id ? await this.repo.lockPost(tx, body.id) : undefined;
      if (body.id && (!old || old.userId !== userId || old.status === STATUS.deleted)) notFound('post');
      if (old && old.status !== STATUS.draft && draft)
        invalid('is_draft', 'a published post cannot become a draft');
      if (old && (old.status === STATUS.hidden || old.status === STATUS.rejected)) fail('FORBIDDEN');
      const publishing = !draft && (!old || old.status === STATUS.draft);
      if (publishing) await this.checkRate(tx, userId, me.createdAt);
      // An edit of a published post is judged again, as a new one.
      if (old && isPublic(old)) await this.c.publishedDelta(tx, old, -1);
      const topicIds = draft
        ? []
        : await this.other.topics.ensureTopics(
            tx,
            userId,
            [...names.entries()].map(([nameKey, name]) => ({ name, nameKey, searchTokens: hanTokens(name) })),
          );
      const videoUrl = body.type === 'video' ? (body.video?.url ?? null) : null;
      const sameVideo = old && old.videoUrl === videoUrl && old.videoStatus !== VIDEO.none;
      transcode = Boolean(videoUrl && !draft && !(sameVideo && old!.videoStatus !== VIDEO.failed));
      const values = {
        type: body.type,
        title,
        content: html,
        summary: clip(text || title, 140),
        images,
        videoUrl,
        videoCover: body.video?.cover ?? (sameVideo ? old!.videoCover : ''),
        ...(sameVideo
          ? {}
          : {
              videoHls: null,
              videoStatus: videoUrl ? VIDEO.processing : VIDEO.none,
              videoDuration: null,
              videoWidth: null,
              videoHeight: null,
            }),
        ...(transcode ? { videoStatus: VIDEO.processing } : {}),
        topicNames,
        topicIds,
        groupId,
        compilationId,
        atUserIds,
        status,
        reviewWords,
        searchTokens: draft ? [] : postTokens(title, text, ...topicNames),
      };
      const now = opts.at && !old ? opts.at : nowMs();
      const publishedAt = status === STATUS.draft ? null : (old?.publishedAt ?? now);
      const hot = hotScore(publishedAt, {
        likes: old?.likeCount ?? 0,
        comments: old?.commentCount ?? 0,
        collects: old?.collectCount ?? 0,
        shares: old?.shareCount ?? 0,
      });
      const saved = old
        ? await this.repo.updatePost(tx, old.id, {
            ...values,
            publishedAt: publishedAt as Date | null,
            hotScore: hot as unknown as number,
          })
        : await this.repo.insertPost(tx, {
            ...values,
            userId,
            publishedAt: publishedAt as Date | null,
            hotScore: hot as unknown as number,
            createdAt: now as unknown as Date,
            updatedAt: now as unknown as Date,
          });
      // Counts are of what readers reach: a video counts once it is transcoded (video.ts).
      if (isPublic(saved)) await this.c.publishedDelta(tx, saved, 1);
      // Its first publication pays the first post of the day; a held post pays when approved,
      // a video once it plays (moderation.ts, video.ts).
      if (publishing) await this.c.rewardPost(tx, saved);
      if (saved.status === STATUS.published) {
        const before = new Set(old?.atUserIds ?? []);
        for (const uid of saved.atUserIds)
          if (!before.has(uid) || !old || old.status === STATUS.draft)
            await this.c.notify(tx, {
              userId: uid,
              kind: 'mention',
              actorId: userId,
              postId: saved.id,
              text: saved.summary,
            });
      }
      return saved;
    });
    if (transcode)
      await this.c.p.jobs.send(
        TRANSCODE_JOB,
        { postId: row.id, url: row.videoUrl },
        { singletonKey: `transcode:${row.id}` },
      );
    return { id: row.id, status: POST_STATUS[row.status] ?? 'published' };
  }

  /** Serialised per user by an advisory lock, so two posts at once cannot both pass. */
  private async checkRate(tx: Tx, userId: number, createdAt: Date): Promise<void> {
    await this.repo.lockPublishing(tx, userId);
    const isNew = Date.now() - createdAt.getTime() < NEW_ACCOUNT_S * 1000;
    const interval = isNew ? NEW_INTERVAL_S : INTERVAL_S;
    const { n, last_s } = await this.repo.publishedToday(tx, userId);
    if (isNew && Number(n) >= NEW_DAILY_MAX) fail('POST_DAILY_LIMIT', { max: NEW_DAILY_MAX });
    if (last_s !== null && Number(last_s) < interval)
      fail('POST_TOO_FREQUENT', { seconds: Math.max(1, Math.ceil(interval - Number(last_s))) });
  }

  async remove(userId: number, id: number): Promise<void> {
    const operator = await this.c.isOperator(userId);
    await this.db.transaction(async (tx) => {
      const row = await this.repo.lockPost(tx, id);
      if (!row || row.status === STATUS.deleted) notFound('post');
      if (row.userId !== userId) {
        // Drafts are private: a stranger's draft does not exist for anyone else.
        if (!operator || row.status === STATUS.draft) {
          if (row.status === STATUS.draft || !isPublic(row)) notFound('post');
          fail('FORBIDDEN');
        }
        await this.other.moderation.log(tx, {
          operatorId: userId,
          action: 'delete',
          targetType: 'post',
          targetId: id,
        });
      }
      if (isPublic(row)) await this.c.publishedDelta(tx, row, -1);
      await this.repo.updatePost(tx, id, { status: STATUS.deleted });
      await this.c.unrewardPost(tx, id);
    });
  }

  /**
   * One share per user per post is counted, and the count feeds the hot score; a visitor's share
   * is answered with the count as it is (nobody can push a post up the feeds anonymously). A
   * user's share of someone else's post earns the share reward once per post.
   */
  async share(viewer: number | null, id: number): Promise<{ share_count: number }> {
    const row = await this.repo.postById(this.db, id);
    if (!row || !isPublic(row)) notFound('post');
    if (viewer === null) return { share_count: row.shareCount };
    const counted = await this.db.transaction(async (tx) => {
      const added = await this.other.interactions.addEdge(tx, 'post_share', id, viewer);
      // Sharing someone else's post pays once per post, ever (decision 221); one's own pays nothing.
      if (row.userId !== viewer) await this.c.deps.rewards.sharePost(tx, viewer, id);
      return added ? (await this.repo.bumpPost(tx, id, { shares: 1 })).share_count : null;
    });
    return { share_count: counted ?? (await this.repo.postById(this.db, id))!.shareCount };
  }

  async hide(userId: number, postId: number): Promise<void> {
    const row = await this.repo.postById(this.db, postId);
    if (!row || !isPublic(row)) notFound('post');
    await this.repo.hidePost(this.db, userId, postId);
  }

  // ---------- reading ----------

  async list(
    viewer: number | null,
    q: {
      tab: 'recommend' | 'follow' | 'latest';
      topic_id?: number;
      group_id?: number;
      user_id?: number;
      type?: 'image' | 'video' | 'text';
      cursor?: string;
      limit: number;
    },
  ) {
    if (q.tab === 'follow' && !viewer) fail('NOT_LOGGED_IN');
    return this.c.visitorCached(viewer, `list:${JSON.stringify(q)}`, () => this.listFresh(viewer, q));
  }

  private async listFresh(
    viewer: number | null,
    q: {
      tab: 'recommend' | 'follow' | 'latest';
      topic_id?: number;
      group_id?: number;
      user_id?: number;
      type?: 'image' | 'video' | 'text';
      cursor?: string;
      limit: number;
    },
  ) {
    const own = Boolean(viewer && q.user_id === viewer);
    const order = own ? 'own' : q.tab === 'recommend' && !q.user_id ? 'hot' : 'latest';
    const after = decodeCursor(
      q.cursor,
      order === 'own' ? ['id'] : order === 'hot' ? ['score', 'id'] : ['us', 'id'],
    );
    const rows = await this.repo.feed(this.db, {
      viewer: viewer ?? 0,
      order,
      follow: q.tab === 'follow',
      topicId: q.topic_id,
      groupId: q.group_id,
      userId: q.user_id,
      type: q.type,
      after,
      limit: q.limit + 1,
    });
    const { list, next_cursor } = page(rows, q.limit, (last) =>
      order === 'hot'
        ? `${last.hot_score}_${last.id}`
        : order === 'own'
          ? String(last.id)
          : `${last.pub_us}_${last.id}`,
    );
    return { list: await this.c.cards(list), next_cursor };
  }

  videoFeed(viewer: number | null, q: { cursor?: string; limit: number; start_id?: number }) {
    return this.c.visitorCached(viewer, `video:${JSON.stringify(q)}`, () => this.videoFeedFresh(viewer, q));
  }

  private async videoFeedFresh(
    viewer: number | null,
    q: { cursor?: string; limit: number; start_id?: number },
  ) {
    const after = decodeCursor(q.cursor, ['us', 'id']);
    const rows = await this.repo.feed(this.db, {
      viewer: viewer ?? 0,
      order: 'latest',
      videoOnly: true,
      after,
      limit: q.limit + 1,
    });
    const feed = page(rows, q.limit, (last) => `${last.pub_us}_${last.id}`);
    let list = feed.list;
    if (q.start_id && !q.cursor) {
      const [start] = await this.repo.cardsByIds(this.db, viewer ?? 0, [q.start_id]);
      if (start && start.type === 'video' && (isPublic(start) || start.user_id === viewer))
        list = [start, ...list.filter((r) => r.id !== start.id)].slice(0, q.limit);
    }
    return { list: await this.c.cards(list), next_cursor: feed.next_cursor };
  }

  async detail(viewer: number | null, id: number): Promise<PostDetail> {
    const r = await this.repo.detail(this.db, viewer ?? 0, id);
    if (!r) notFound('post');
    const own = viewer !== null && Number(r.user_id) === viewer;
    const visible = isPublic(r);
    if (!visible && !own && (r.status === STATUS.draft || !(await this.c.isOperator(viewer))))
      notFound('post');
    if (visible) await this.countView(id);
    const authors = await this.c.users.profiles([Number(r.user_id)]);
    const author = authors.get(Number(r.user_id));
    // The same rule as Ctx.gate, from facts the detail query already read.
    const who = r.who_can_comment ?? 'everyone';
    const canComment =
      !viewer ||
      own ||
      (!r.blocked &&
        (who === 'everyone' ||
          (who === 'followers' && r.is_followed) ||
          (who === 'mutual' && r.is_followed && r.is_fan)));
    const [card] = await this.c.cards([r], authors);
    return {
      ...card!,
      view_count: r.view_count + (visible && this.c.p.config.env !== 'test' ? 1 : 0),
      content: r.content,
      user: {
        ...brief(Number(r.user_id), author),
        is_followed: r.is_followed,
        signature: author?.signature ?? '',
      },
      compilation:
        r.compilation_id && r.compilation_title
          ? { id: Number(r.compilation_id), title: r.compilation_title }
          : null,
      is_self: own,
      can_comment: canComment && visible,
      updated_at: new Date(r.updated_at).toISOString(),
    };
  }

  private async countView(id: number): Promise<void> {
    this.views.set(id, (this.views.get(id) ?? 0) + 1);
    if (this.c.p.config.env === 'test') await this.flushViews();
  }

  async drafts(userId: number, cursor: string | undefined, limit: number) {
    const rows = await this.repo.drafts(this.db, userId, decodeCursor(cursor, ['us', 'id']), limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => `${last.upd_us}_${last.id}`);
    return { list: list.map((r) => this.toDraft(r)), next_cursor };
  }

  async draft(userId: number, id: number): Promise<DraftItem> {
    const row = await this.repo.postById(this.db, id);
    if (!row || row.userId !== userId || row.status !== STATUS.draft) notFound('post');
    const g = row.groupId ? await this.other.groups.group(this.db, row.groupId) : undefined;
    return this.toDraft({
      id: row.id,
      type: row.type,
      title: row.title,
      summary: row.summary,
      content: row.content,
      images: row.images,
      video_url: row.videoUrl,
      video_cover: row.videoCover,
      topic_names: row.topicNames,
      group_id: g ? g.id : null,
      group_name: g?.name ?? null,
      group_avatar: g?.avatar ?? null,
      compilation_id: row.compilationId,
      updated_at: row.updatedAt,
    });
  }

  private toDraft(r: Omit<DraftRow, 'upd_us'>): DraftItem {
    return {
      id: Number(r.id),
      type: r.type as DraftItem['type'],
      title: r.title,
      summary: r.summary,
      content: r.content,
      images: r.images,
      video: r.video_url ? { url: r.video_url, cover: r.video_cover } : null,
      topics: r.topic_names,
      group:
        r.group_id && r.group_name
          ? { id: Number(r.group_id), name: r.group_name, avatar: r.group_avatar ?? '' }
          : null,
      compilation_id: r.compilation_id === null ? null : Number(r.compilation_id),
      updated_at: new Date(r.updated_at).toISOString(),
    };
  }

  search(viewer: number | null, keyword: string, cursor: string | undefined, limit: number) {
    return this.c.visitorCached(viewer, `search:${JSON.stringify([keyword, cursor ?? null, limit])}`, () =>
      this.searchFresh(viewer, keyword, cursor, limit),
    );
  }

  private async searchFresh(
    viewer: number | null,
    keyword: string,
    cursor: string | undefined,
    limit: number,
  ) {
    const tokens = queryTokens(keyword);
    if (!tokens.length) return { list: [] as PostCard[], next_cursor: null };
    const [before] = decodeCursor(cursor, ['id']) ?? [null];
    const freq = await this.frequencies.get('post', () => this.searches.tokenFrequencies(this.db));
    // Tokens outside the statistics are rare. The bigrams of one word come together (托马 and 马斯
    // of 托马斯), so posts holding them all are as many as hold the rarest, not their product.
    const share = Math.min(...tokens.map((t) => freq.get(t) ?? 0));
    const { rows, end } =
      share >= COMMON_SHARE
        ? await this.windowed(viewer ?? 0, tokens, before ?? null, limit, share)
        : {
            rows: await this.searches.search(this.db, viewer ?? 0, tokens, before ?? null, limit + 1),
            end: null,
          };
    const found = page(rows, limit, (last) => String(last.id));
    const list = await this.c.cards(await this.confirmPhrases(keyword, found.list));
    // A page short of matches after its windows continues where the last window ended.
    return { list, next_cursor: found.next_cursor ?? (end === null ? null : String(end)) };
  }

  /**
   * The posts of a page that hold each phrase of three or more Han characters of the keyword as
   * written: its bigrams matched in the index, but may stand apart in the text (托马 … 马斯 is not
   * 托马斯). A page may come out shorter than asked; its cursor still continues after it.
   */
  private async confirmPhrases<R extends { id: number }>(keyword: string, rows: R[]): Promise<R[]> {
    const phrases = hanRuns(keyword).filter((r) => [...r].length >= 3);
    if (!phrases.length || !rows.length) return rows;
    const texts = await this.searches.searchTexts(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    return rows.filter((r) => {
      const text = foldText(plainText(texts.get(Number(r.id)) ?? ''));
      return phrases.every((p) => text.includes(p));
    });
  }

  /**
   * A common word, through windows of the newest posts sized to hold about four pages of matches
   * (at most SEARCH_WINDOW_MAX posts); a page short of matches after SEARCH_WINDOWS windows ends
   * where the last window did, and its cursor continues from there.
   */
  private async windowed(
    viewer: number,
    tokens: string[],
    before: number | null,
    limit: number,
    share: number,
  ) {
    const window = Math.min(SEARCH_WINDOW_MAX, Math.ceil(((limit + 1) / share) * 4));
    // A page and one row more tell whether there is a next page (platform/cursor.ts, page()).
    const wanted = limit + 1;
    const rows: CardRow[] = [];
    let from = before;
    for (let i = 0; i < SEARCH_WINDOWS; i++) {
      rows.push(
        ...(await this.searches.searchWindow(this.db, viewer, tokens, from, wanted - rows.length, window)),
      );
      if (rows.length >= wanted) return { rows, end: null };
      from = await this.searches.windowEnd(this.db, from, window);
      if (from === null) return { rows, end: null };
    }
    return { rows, end: from };
  }

  /** For the message box: a title (or the text) and a cover of each post. */
  async briefs(postIds: number[], publicOnly = false) {
    const found = await this.repo.briefs(this.db, [...new Set(postIds)]);
    const rows = publicOnly ? found.filter((r) => r.is_public) : found;
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          id: Number(r.id),
          title: r.title || clip(r.summary, 40),
          cover: r.video_cover || r.images[0] || '',
          type: r.type as 'image' | 'video' | 'text',
        },
      ]),
    );
  }
}
