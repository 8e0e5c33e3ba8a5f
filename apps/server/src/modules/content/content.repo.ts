import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  advert,
  article,
  category,
  feedback,
  feedbackCategory,
  reportReason,
} from '../../db/schema/content.ts';

export type ArticleRow = typeof article.$inferSelect;
export type ArticleSummaryRow = Omit<ArticleRow, 'content' | 'translations' | 'hidden'>;
export type CategoryRow = typeof category.$inferSelect;

/** A summary's columns, its title and summary in `lang` where the operator gave them. */
const summaryColumns = (lang: string) => ({
  id: article.id,
  type: article.type,
  key: article.key,
  title: sql<string>`coalesce(nullif(${article.translations} -> ${lang} ->> 'title', ''), ${article.title})`,
  summary: sql<string>`coalesce(nullif(${article.translations} -> ${lang} ->> 'summary', ''), ${article.summary})`,
  cover: article.cover,
  createdAt: article.createdAt,
});

/** SQL of articles, categories, adverts, feedback and report reasons. No rules here. */
export class ContentRepo {
  // ---------- articles ----------

  /**
   * Newest first by id (served by the primary key or `article_type_idx`), `limit` rows after
   * `beforeId`, titled in `lang` (Simplified Chinese where no translation is given).
   */
  articles(
    tx: DbOrTx,
    lang: string,
    type: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<ArticleSummaryRow[]> {
    return tx
      .select(summaryColumns(lang))
      .from(article)
      .where(
        and(
          eq(article.hidden, false),
          type ? eq(article.type, type) : undefined,
          beforeId ? lt(article.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(article.id))
      .limit(limit);
  }

  async article(tx: DbOrTx, id: number): Promise<ArticleRow | undefined> {
    const [row] = await tx
      .select()
      .from(article)
      .where(and(eq(article.id, id), eq(article.hidden, false)))
      .limit(1);
    return row;
  }

  // async: a real promise, run once. A drizzle query is a thenable that runs again on every
  // `await`, so a cache that kept the query itself would never save a read.
  async articleIdsByKey(tx: DbOrTx, keys: string[]): Promise<{ key: string | null; id: number }[]> {
    return tx
      .select({ key: article.key, id: article.id })
      .from(article)
      .where(and(isNotNull(article.key), inArray(article.key, keys), eq(article.hidden, false)));
  }

  // ---------- catalogue lists ----------

  categories(tx: DbOrTx, type: string): Promise<CategoryRow[]> {
    return tx
      .select()
      .from(category)
      .where(eq(category.type, type))
      .orderBy(asc(category.sort), asc(category.id));
  }

  /** async for the same reason as `articleIdsByKey`: the advert cache keeps the promise. */
  async adverts(tx: DbOrTx, position: string) {
    return tx
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

  feedbackCategories(tx: DbOrTx) {
    return tx
      .select({ id: feedbackCategory.id, name: feedbackCategory.name, names: feedbackCategory.names })
      .from(feedbackCategory)
      .orderBy(asc(feedbackCategory.sort), asc(feedbackCategory.id));
  }

  async feedbackCategoryExists(tx: DbOrTx, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: feedbackCategory.id })
      .from(feedbackCategory)
      .where(eq(feedbackCategory.id, id));
    return Boolean(row);
  }

  reportReasons(tx: DbOrTx) {
    return tx
      .select({ id: reportReason.id, name: reportReason.name, names: reportReason.names })
      .from(reportReason)
      .where(eq(reportReason.hidden, false))
      .orderBy(asc(reportReason.sort), asc(reportReason.id));
  }

  // ---------- what operators publish (the demo seed; later the console) ----------

  async insertArticle(tx: DbOrTx, values: typeof article.$inferInsert): Promise<number> {
    const [row] = await tx.insert(article).values(values).returning({ id: article.id });
    return row!.id;
  }

  async insertAdvert(tx: DbOrTx, values: typeof advert.$inferInsert): Promise<number> {
    const [row] = await tx.insert(advert).values(values).returning({ id: advert.id });
    return row!.id;
  }

  async insertCategory(tx: DbOrTx, values: typeof category.$inferInsert): Promise<number> {
    const [row] = await tx.insert(category).values(values).returning({ id: category.id });
    return row!.id;
  }

  async insertFeedbackCategory(tx: DbOrTx, values: typeof feedbackCategory.$inferInsert): Promise<void> {
    await tx.insert(feedbackCategory).values(values);
  }

  async insertReportReason(tx: DbOrTx, values: typeof reportReason.$inferInsert): Promise<void> {
    await tx.insert(reportReason).values(values);
  }

  // ---------- feedback ----------

  async insertFeedback(tx: DbOrTx, values: typeof feedback.$inferInsert): Promise<number> {
    const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id });
    return row!.id;
  }
}
