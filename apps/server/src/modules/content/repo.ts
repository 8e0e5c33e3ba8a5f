import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  advert,
  article,
  attachment,
  category,
  feedback,
  feedbackCategory,
  reportReason,
} from '../../db/schema/content.ts';

export type ArticleRow = typeof article.$inferSelect;
export type ArticleSummaryRow = Omit<ArticleRow, 'content' | 'translations'>;
export type CategoryRow = typeof category.$inferSelect;

const summaryColumns = {
  id: article.id,
  type: article.type,
  key: article.key,
  title: article.title,
  summary: article.summary,
  cover: article.cover,
  createdAt: article.createdAt,
};

/** SQL of the content domain. No rules here: the services decide. */
export class ContentRepo {
  constructor(readonly db: Db) {}

  // ---------- articles ----------

  /** Newest first by id (served by the primary key or `article_type_idx`), `limit` rows after `beforeId`. */
  articles(type: string | null, beforeId: number | null, limit: number): Promise<ArticleSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(article)
      .where(and(type ? eq(article.type, type) : undefined, beforeId ? lt(article.id, beforeId) : undefined))
      .orderBy(desc(article.id))
      .limit(limit);
  }

  async article(id: number): Promise<ArticleRow | undefined> {
    const [row] = await this.db.select().from(article).where(eq(article.id, id)).limit(1);
    return row;
  }

  articleIdsByKey(keys: string[]): Promise<{ key: string | null; id: number }[]> {
    return this.db
      .select({ key: article.key, id: article.id })
      .from(article)
      .where(and(isNotNull(article.key), inArray(article.key, keys)));
  }

  // ---------- catalogue lists ----------

  categories(type: string): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(category)
      .where(eq(category.type, type))
      .orderBy(asc(category.sort), asc(category.id));
  }

  adverts(position: string) {
    return this.db
      .select({
        id: advert.id,
        title: advert.title,
        pic_url: advert.picUrl,
        link_url: advert.linkUrl,
        position: advert.position,
      })
      .from(advert)
      .where(and(eq(advert.position, position), eq(advert.enabled, true)))
      .orderBy(asc(advert.sort), asc(advert.id))
      .limit(50);
  }

  feedbackCategories() {
    return this.db
      .select({ id: feedbackCategory.id, name: feedbackCategory.name, names: feedbackCategory.names })
      .from(feedbackCategory)
      .orderBy(asc(feedbackCategory.sort), asc(feedbackCategory.id));
  }

  async feedbackCategoryExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: feedbackCategory.id })
      .from(feedbackCategory)
      .where(eq(feedbackCategory.id, id));
    return Boolean(row);
  }

  reportReasons() {
    return this.db
      .select({ id: reportReason.id, name: reportReason.name, names: reportReason.names })
      .from(reportReason)
      .orderBy(asc(reportReason.sort), asc(reportReason.id));
  }

  // ---------- what operators publish (the demo seed; later the console) ----------

  async insertArticle(values: typeof article.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(article).values(values).returning({ id: article.id });
    return row!.id;
  }

  async insertAdvert(values: typeof advert.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(advert).values(values).returning({ id: advert.id });
    return row!.id;
  }

  async insertCategory(values: typeof category.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(category).values(values).returning({ id: category.id });
    return row!.id;
  }

  async insertFeedbackCategory(values: typeof feedbackCategory.$inferInsert): Promise<void> {
    await this.db.insert(feedbackCategory).values(values);
  }

  async insertReportReason(values: typeof reportReason.$inferInsert): Promise<void> {
    await this.db.insert(reportReason).values(values);
  }

  // ---------- feedback ----------

  async insertFeedback(values: typeof feedback.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(feedback).values(values).returning({ id: feedback.id });
    return row!.id;
  }

  // ---------- attachments ----------

  async insertAttachment(values: typeof attachment.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(attachment).values(values).returning({ id: attachment.id });
    return row!.id;
  }

  /** This user's uploads among these URLs (served by `attachment_user_url_idx`). */
  async ownedFiles(userId: number, urls: string[]): Promise<Map<string, { kind: string; key: string }>> {
    if (!urls.length) return new Map();
    const rows = await this.db
      .select({ url: attachment.url, kind: attachment.kind, key: attachment.key })
      .from(attachment)
      .where(and(eq(attachment.userId, userId), inArray(attachment.url, urls)));
    return new Map(rows.map((r) => [r.url, { kind: r.kind, key: r.key }]));
  }
}
