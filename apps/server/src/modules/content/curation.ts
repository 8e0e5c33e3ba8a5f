import type { BodyOf, curate } from '@dance/contracts';
import type { OperatorRole } from '@dance/contracts/ops';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { changedFields } from '../../platform/diff.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ArticleTranslations } from '../../db/schema/content.ts';
import type {
  AdminArticleRow,
  AdminArticleSummaryRow,
  AdvertRow,
  AdvertValues,
  ArticleValues,
  ContentCurationRepo,
  ReasonRow,
  ReasonValues,
} from './curation.repo.ts';
import type { UploadedFiles } from './files.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/** The one thing content asks of accounts here: is this user an operator of that area. */
export interface Operators {
  requireOperator(userId: number, area?: Exclude<OperatorRole, 'super'>): Promise<OperatorRole[]>;
}

/** Told after a change commits, so the process's caches and every other process's forget at once. */
export type ContentChanged = (what: 'advert' | 'article') => void;

/** The bus topic every process listens on to forget its cached adverts or articles. */
export const CONTENT_CHANGED = 'content.changed';

type Position = BodyOf<typeof curate.advertSave>['position'];

const toReason = (r: ReasonRow) => ({
  id: r.id,
  name: r.name,
  names: r.names,
  sort: r.sort,
  hidden: r.hidden,
});

const toAdvert = (a: AdvertRow) => ({
  id: a.id,
  position: a.position as Position,
  title: a.title,
  pic_url: a.picUrl,
  link_url: a.linkUrl,
  sort: a.sort,
  shown: a.enabled,
});

const advertFields = (a: AdvertValues) => ({
  position: a.position,
  title: a.title,
  pic_url: a.picUrl,
  link_url: a.linkUrl ?? '',
  sort: a.sort ?? 0,
  shown: a.enabled ?? true,
});

const toArticleSummary = (a: AdminArticleSummaryRow) => ({
  id: a.id,
  type: a.type,
  key: a.key,
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  hidden: a.hidden,
  created_at: a.createdAt.toISOString(),
});

const toArticle = (a: AdminArticleRow) => ({
  ...toArticleSummary(a),
  content: a.content,
  translations: a.translations,
});

/** Keeps the names given, drops the empty ones: an empty name means "say it in Chinese". */
function cleanNames(names: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * What editors curate in content (decision 210): the report reasons of accounts and chats, the
 * adverts of every position, and articles. Each change checks the editor role and commits with
 * its one row of the operators' log; adverts and articles are forgotten by every process's cache
 * once the change commits (decision 213).
 */
export class ContentCurationService {
  private operators: Operators | null = null;

  constructor(
    private readonly p: Platform,
    private readonly repo: ContentCurationRepo,
    private readonly files: UploadedFiles,
    private readonly changed: ContentChanged,
  ) {}

  /** Accounts are built after content (they take its uploads): wired in app.ts's late-bound ports. */
  useOperators(operators: Operators): void {
    this.operators = operators;
  }

  private async editor(userId: number): Promise<void> {
    if (!this.operators) throw new Error('content curation: operators are not wired');
    await this.operators.requireOperator(userId, 'editor');
  }

  /** Runs a change, then tells this process and the others (on commit) what changed. */
  private async change<T>(what: 'advert' | 'article', work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const out = await this.p.db.transaction(async (tx) => {
      const r = await work(tx);
      await this.p.bus.publishIn(tx, CONTENT_CHANGED, what);
      return r;
    });
    this.changed(what);
    return out;
  }

  // ---------- report reasons ----------

  async reasons(operatorId: number) {
    await this.editor(operatorId);
    return { list: (await this.repo.reasons(this.p.db)).map(toReason) };
  }

  async addReason(operatorId: number, body: BodyOf<typeof curate.reportReasonAdd>) {
    await this.editor(operatorId);
    return this.p.db.transaction(async (tx) => {
      await this.repo.lockList(tx, 'report_reason');
      if (await this.repo.reasonNamed(tx, body.name, 0)) fail('CURATE_REASON_EXISTS', { name: body.name });
      const row = await this.repo.insertReason(tx, {
        name: body.name,
        names: cleanNames(body.names),
        sort: body.sort,
      });
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'report_reason',
        ref: String(row.id),
        decision: 'add',
        after: { name: row.name, names: row.names, sort: row.sort },
      });
      return toReason(row);
    });
  }

  async editReason(operatorId: number, body: BodyOf<typeof curate.reportReasonEdit>) {
    await this.editor(operatorId);
    return this.p.db.transaction(async (tx) => {
      await this.repo.lockList(tx, 'report_reason');
      const old = await this.repo.reasonForUpdate(tx, body.id);
      if (!old) notFound('report_reason');
      if (body.name !== undefined && (await this.repo.reasonNamed(tx, body.name, old.id)))
        fail('CURATE_REASON_EXISTS', { name: body.name });
      const values: ReasonValues = {
        name: body.name ?? old.name,
        names: body.names ? cleanNames(body.names) : old.names,
        sort: body.sort ?? old.sort,
        hidden: body.hidden ?? old.hidden,
      };
      const diff = changedFields(
        { name: old.name, names: old.names, sort: old.sort, hidden: old.hidden },
        values,
      );
      if (!Object.keys(diff.after).length) return toReason(old);
      const row = await this.repo.updateReason(tx, old.id, values);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'report_reason',
        ref: String(row.id),
        decision: 'edit',
        ...diff,
      });
      return toReason(row);
    });
  }

  /** Hidden, never deleted: the user reports that cite it keep their reason (decision 212). */
  async removeReason(operatorId: number, id: number): Promise<void> {
    await this.editor(operatorId);
    await this.p.db.transaction(async (tx) => {
      const row = await this.repo.hideReason(tx, id);
      if (!row) notFound('report_reason');
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'report_reason',
        ref: String(row.id),
        decision: 'remove',
        before: { hidden: false },
        after: { hidden: true },
      });
    });
  }

  // ---------- adverts ----------

  async adverts(operatorId: number, position: Position) {
    await this.editor(operatorId);
    return { list: (await this.repo.adverts(this.p.db, position)).map(toAdvert) };
  }

  async saveAdvert(operatorId: number, body: BodyOf<typeof curate.advertSave>) {
    await this.editor(operatorId);
    const values: AdvertValues = {
      position: body.position,
      title: body.title,
      picUrl: body.pic_url,
      linkUrl: body.link_url,
      sort: body.sort,
      enabled: body.shown,
    };
    const id = body.id;
    if (id === undefined) {
      await this.files.assertOwned(operatorId, [{ field: 'pic_url', url: body.pic_url, kind: 'image' }]);
      return this.change('advert', async (tx) => {
        const row = await this.repo.insertAdvert(tx, values);
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'advert',
          ref: String(row.id),
          decision: 'add',
          after: advertFields(values),
        });
        return toAdvert(row);
      });
    }
    // Another operator's picture may stay on the advert; a new picture must be the editor's own.
    const current = await this.repo.advert(this.p.db, id);
    if (!current) notFound('advert');
    if (current.picUrl !== body.pic_url)
      await this.files.assertOwned(operatorId, [{ field: 'pic_url', url: body.pic_url, kind: 'image' }]);
    return this.change('advert', async (tx) => {
      const old = await this.repo.advertForUpdate(tx, id);
      if (!old) notFound('advert');
      const diff = changedFields(advertFields(old), advertFields(values));
      if (!Object.keys(diff.after).length) return toAdvert(old);
      const row = await this.repo.updateAdvert(tx, id, values);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'advert',
        ref: String(id),
        decision: 'edit',
        ...diff,
      });
      return toAdvert(row);
    });
  }

  async removeAdvert(operatorId: number, id: number): Promise<void> {
    await this.editor(operatorId);
    await this.change('advert', async (tx) => {
      const row = await this.repo.deleteAdvert(tx, id);
      if (!row) notFound('advert');
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'advert',
        ref: String(id),
        decision: 'remove',
        before: advertFields(row),
      });
    });
  }

  // ---------- articles ----------

  async articles(operatorId: number, q: { type: string; cursor?: string | undefined; limit: number }) {
    await this.editor(operatorId);
    const before = decodeCursor(q.cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.articles(this.p.db, q.type === 'all' ? null : q.type, before, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (a) => String(a.id));
    return { list: list.map(toArticleSummary), next_cursor };
  }

  async article(operatorId: number, id: number) {
    await this.editor(operatorId);
    const row = await this.repo.article(this.p.db, id);
    if (!row) notFound('article');
    return toArticle(row);
  }

  /** The HTML of every language is sanitised before it is stored, as the detail sanitises on reading. */
  async saveArticle(operatorId: number, body: BodyOf<typeof curate.articleSave>) {
    await this.editor(operatorId);
    const translations: ArticleTranslations = {};
    for (const [lang, t] of Object.entries(body.translations))
      if (t) translations[lang] = { ...t, content: sanitizeArticleHtml(t.content) };
    const values: ArticleValues = {
      type: body.type,
      title: body.title,
      summary: body.summary,
      cover: body.cover,
      content: sanitizeArticleHtml(body.content),
      translations,
    };
    const id = body.id;
    const current = id === undefined ? undefined : await this.repo.article(this.p.db, id);
    if (id !== undefined && !current) notFound('article');
    if (body.cover && body.cover !== current?.cover)
      await this.files.assertOwned(operatorId, [{ field: 'cover', url: body.cover, kind: 'image' }]);
    return this.change('article', async (tx) => {
      if (id === undefined) {
        const row = await this.repo.insertArticle(tx, values);
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'article',
          ref: String(row.id),
          decision: 'add',
          after: { type: row.type, title: row.title },
        });
        return toArticle(row);
      }
      const old = await this.repo.articleForUpdate(tx, id);
      if (!old) notFound('article');
      const diff = changedFields(
        {
          type: old.type,
          title: old.title,
          summary: old.summary,
          cover: old.cover,
          content: old.content,
          translations: old.translations,
        },
        values,
      );
      if (!Object.keys(diff.after).length) return toArticle(old);
      const row = await this.repo.updateArticle(tx, id, values);
      // Whole bodies stay out of the log: it says the content changed, not what it was.
      for (const side of [diff.before, diff.after])
        for (const k of ['content', 'translations'] as const) if (k in side) side[k] = '(changed)';
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'article',
        ref: String(id),
        decision: 'edit',
        ...diff,
      });
      return toArticle(row);
    });
  }

  /** Hides an article from the app's lists and details, or shows it again; once per change. */
  async setArticleHidden(operatorId: number, id: number, hidden: boolean) {
    await this.editor(operatorId);
    return this.change('article', async (tx) => {
      const row = await this.repo.setArticleHidden(tx, id, hidden);
      if (!row) {
        const now = await this.repo.article(tx, id);
        if (!now) notFound('article');
        return toArticleSummary(now);
      }
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'article',
        ref: String(id),
        decision: hidden ? 'hide' : 'show',
        before: { hidden: !hidden },
        after: { hidden },
      });
      return toArticleSummary(row);
    });
  }
}
