import type { Language } from '@dance/contracts';
import type { Compilation, Topic } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { foldText, hasHan } from '../../platform/search-text.ts';
import { brief } from './cards.ts';
import type { Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Db } from '../../platform/db.ts';
import { queryTokens } from './posts.ts';
import type { PostsRepo } from './posts.repo.ts';
import type { TopicsRepo } from './topics.repo.ts';
import type { TopicRow } from './rows.ts';

export const HOT_JOB = 'community.topic-hot';

const toTopic = (t: TopicRow): Topic => ({
  id: Number(t.id),
  name: t.name,
  cover: t.cover,
  intro: t.intro,
  post_count: t.post_count,
  hot_score: t.hot_score,
  hot_rank: t.hot_rank,
  created_at: new Date(t.created_at).toISOString(),
});

const likeOf = (keyword: string) => `%${foldText(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The hot list's cursor: pin key, hot score, id. A cursor of two parts (score, id), from before
 * topics could be pinned, continues among the unpinned topics.
 */
function hotCursor(cursor: string | undefined): number[] | null {
  if (cursor?.split('_').length === 2) return [0, ...decodeCursor(cursor, ['int', 'id'])!];
  return decodeCursor(cursor, ['int', 'int', 'id']);
}

/** Topics (hot ranking by a job), interest tags, and compilations (a user's series of posts). */
export class TopicService {
  private readonly db: Db;
  private readonly repo: TopicsRepo;
  private readonly posts: PostsRepo;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.topics;
    this.posts = c.repos.posts;
  }

  async list(sort: 'hot' | 'new', keyword: string | undefined, cursor: string | undefined, limit: number) {
    const rows = await this.repo.topics(
      this.db,
      sort,
      keyword ? foldText(keyword) : null,
      sort === 'hot' ? hotCursor(cursor) : decodeCursor(cursor, ['id']),
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) =>
      sort === 'hot' ? `${last.pin_key ?? 0}_${last.hot_score}_${last.id}` : String(last.id),
    );
    return { list: list.map(toTopic), next_cursor };
  }

  /** A topic and its most active users, leaving out those the viewer blocked. */
  async detail(viewer: number | null, id: number) {
    const t = await this.repo.topic(this.db, id);
    if (!t) notFound('topic');
    const active = await this.repo.activeUsers(this.db, id, viewer ?? 0);
    const profiles = await this.c.users.profiles(active.map((a) => Number(a.user_id)));
    return {
      ...toTopic(t),
      active_users: active.map((a) =>
        Object.assign(brief(Number(a.user_id), profiles.get(Number(a.user_id))), {
          post_count: a.n,
        }),
      ),
    };
  }

  async search(keyword: string, cursor: string | undefined, limit: number) {
    const [before] = decodeCursor(cursor, ['id']) ?? [null];
    // No viewer in a topic page: every reader's is the visitors' 2 s page.
    return this.c.visitorCached(
      null,
      `topic-search:${JSON.stringify([keyword, cursor ?? null, limit])}`,
      () => this.searchFresh(keyword, before ?? null, limit),
    );
  }

  private async searchFresh(keyword: string, before: number | null, limit: number) {
    const tokens = hasHan(keyword) ? queryTokens(keyword) : null;
    const rows = await this.repo.searchTopics(
      this.db,
      tokens,
      tokens ? null : likeOf(keyword),
      before ?? null,
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    return { list: list.map(toTopic), next_cursor };
  }

  /** The job: activity of the last 7 days per topic, then the ranks. Idempotent. */
  recomputeHot(): Promise<number> {
    return this.repo.recomputeHot(this.db);
  }

  async tags(viewer: number | null, lang: Language) {
    const rows = await this.repo.tags(this.db, viewer ?? 0);
    return {
      list: rows.map((t) => ({
        id: Number(t.id),
        name: (lang !== 'zh-Hans' && t.names[lang]) || t.name,
        is_selected: t.selected,
      })),
    };
  }

  async editUserTags(userId: number, tagIds: number[]): Promise<void> {
    const wanted = [...new Set(tagIds)];
    const found = new Set(await this.repo.existingTags(this.db, wanted));
    const missing = wanted.findIndex((id) => !found.has(id));
    if (missing >= 0) invalid(`tag_ids.${tagIds.indexOf(wanted[missing]!)}`, 'unknown tag');
    await this.db.transaction((tx) => this.repo.replaceTags(tx, userId, wanted));
  }

  // ---------- compilations ----------

  async compilations(
    viewer: number | null,
    userId: number | undefined,
    cursor: string | undefined,
    limit: number,
  ) {
    const owner = userId ?? viewer;
    if (!owner) fail('NOT_LOGGED_IN');
    const rows = await this.repo.compilations(this.db, owner, decodeCursor(cursor, ['us', 'id']), limit + 1);
    const shown = page(rows, limit, (last) => `${last.us}_${last.id}`);
    const profiles = await this.c.users.profiles([owner]);
    const list: Compilation[] = shown.list.map((r) => ({
      id: Number(r.id),
      title: r.title,
      intro: r.intro,
      cover: r.cover ?? '',
      post_count: r.post_count,
      user: brief(owner, profiles.get(owner)),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
    return { list, next_cursor: shown.next_cursor };
  }

  async compilation(viewer: number | null, id: number, cursor: string | undefined, limit: number) {
    const comp = await this.repo.compilation(this.db, id);
    if (!comp) notFound('compilation');
    const rows = await this.posts.feed(this.db, {
      viewer: viewer ?? 0,
      order: 'latest',
      compilationId: id,
      after: decodeCursor(cursor, ['us', 'id']),
      limit: limit + 1,
    });
    const shown = page(rows, limit, (last) => `${last.pub_us}_${last.id}`);
    const list = await this.c.cards(shown.list);
    const profiles = await this.c.users.profiles([comp.userId]);
    return {
      compilation: {
        id: comp.id,
        title: comp.title,
        intro: comp.intro,
        cover: list[0]?.video?.cover || list[0]?.images[0] || '',
        post_count: comp.postCount,
        user: brief(comp.userId, profiles.get(comp.userId)),
        updated_at: comp.updatedAt.toISOString(),
      },
      list,
      next_cursor: shown.next_cursor,
    };
  }

  async editCompilation(userId: number, body: { id?: number; title: string; intro: string }) {
    await this.c.actor(userId);
    const w = await this.c.words.check(body.title, body.intro);
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    if (body.id) {
      const comp = await this.repo.compilation(this.db, body.id);
      if (!comp || comp.userId !== userId) notFound('compilation');
      await this.repo.updateCompilation(this.db, comp.id, { title: body.title, intro: body.intro });
      return { id: comp.id };
    }
    return {
      id: await this.repo.insertCompilation(this.db, { userId, title: body.title, intro: body.intro }),
    };
  }
}
