import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { advert, article, reportReason } from '../../db/schema/content.ts';

export type AdvertRow = typeof advert.$inferSelect;
export type AdvertValues = Omit<typeof advert.$inferInsert, 'id'>;
export type ReasonRow = typeof reportReason.$inferSelect;
export type ReasonValues = Partial<Pick<ReasonRow, 'name' | 'names' | 'sort' | 'hidden'>>;
export type AdminArticleRow = typeof article.$inferSelect;
export type ArticleValues = Pick<
  typeof article.$inferInsert,
  'type' | 'title' | 'summary' | 'cover' | 'content' | 'translations'
>;

const ARTICLE_SUMMARY = {
  id: article.id,
  type: article.type,
  key: article.key,
  title: article.title,
  summary: article.summary,
  cover: article.cover,
  hidden: article.hidden,
  createdAt: article.createdAt,
};
export type AdminArticleSummaryRow = Omit<AdminArticleRow, 'content' | 'translations'>;

/** SQL of what editors curate in content: report reasons, adverts, articles. No rules here. */
export class ContentCurationRepo {
  /** Serialises the writers of one short list, so a name checked as free stays free until commit. */
  async lockList(tx: DbOrTx, list: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`curate:${list}`}))`);
  }

  // ---------- report reasons ----------

  reasons(tx: DbOrTx): Promise<ReasonRow[]> {
    return tx.select().from(reportReason).orderBy(asc(reportReason.sort), asc(reportReason.id));
  }

  async reasonNamed(tx: DbOrTx, name: string, exceptId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: reportReason.id })
      .from(reportReason)
      .where(and(eq(reportReason.name, name), ne(reportReason.id, exceptId)))
      .limit(1);
    return Boolean(row);
  }

  async reasonForUpdate(tx: DbOrTx, id: number): Promise<ReasonRow | undefined> {
    const [row] = await tx.select().from(reportReason).where(eq(reportReason.id, id)).for('update');
    return row;
  }

  async insertReason(tx: DbOrTx, values: typeof reportReason.$inferInsert): Promise<ReasonRow> {
    const [row] = await tx.insert(reportReason).values(values).returning();
    return row!;
  }

  async updateReason(tx: DbOrTx, id: number, values: ReasonValues): Promise<ReasonRow> {
    const [row] = await tx.update(reportReason).set(values).where(eq(reportReason.id, id)).returning();
    return row!;
  }

  /** Hides a shown reason; undefined when it is gone or hidden already. */
  async hideReason(tx: DbOrTx, id: number): Promise<ReasonRow | undefined> {
    const [row] = await tx
      .update(reportReason)
      .set({ hidden: true })
      .where(and(eq(reportReason.id, id), eq(reportReason.hidden, false)))
      .returning();
    return row;
  }

  // ---------- adverts ----------

  adverts(tx: DbOrTx, position: string): Promise<AdvertRow[]> {
    return tx
      .select()
      .from(advert)
      .where(eq(advert.position, position))
      .orderBy(asc(advert.sort), asc(advert.id))
      .limit(200);
  }

  async advert(tx: DbOrTx, id: number): Promise<AdvertRow | undefined> {
    const [row] = await tx.select().from(advert).where(eq(advert.id, id));
    return row;
  }

  async advertForUpdate(tx: DbOrTx, id: number): Promise<AdvertRow | undefined> {
    const [row] = await tx.select().from(advert).where(eq(advert.id, id)).for('update');
    return row;
  }

  async insertAdvert(tx: DbOrTx, values: AdvertValues): Promise<AdvertRow> {
    const [row] = await tx.insert(advert).values(values).returning();
    return row!;
  }

  async updateAdvert(tx: DbOrTx, id: number, values: AdvertValues): Promise<AdvertRow> {
    const [row] = await tx.update(advert).set(values).where(eq(advert.id, id)).returning();
    return row!;
  }

  async deleteAdvert(tx: DbOrTx, id: number): Promise<AdvertRow | undefined> {
    const [row] = await tx.delete(advert).where(eq(advert.id, id)).returning();
    return row;
  }

  // ---------- articles ----------

  /** Newest first by id, hidden ones too (the primary key or `article_type_idx` serves it). */
  articles(
    tx: DbOrTx,
    type: string | null,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminArticleSummaryRow[]> {
    return tx
      .select(ARTICLE_SUMMARY)
      .from(article)
      .where(and(type ? eq(article.type, type) : undefined, beforeId ? lt(article.id, beforeId) : undefined))
      .orderBy(desc(article.id))
      .limit(limit);
  }

  async article(tx: DbOrTx, id: number): Promise<AdminArticleRow | undefined> {
    const [row] = await tx.select().from(article).where(eq(article.id, id)).limit(1);
    return row;
  }

  async articleForUpdate(tx: DbOrTx, id: number): Promise<AdminArticleRow | undefined> {
    const [row] = await tx.select().from(article).where(eq(article.id, id)).for('update');
    return row;
  }

  async insertArticle(tx: DbOrTx, values: ArticleValues): Promise<AdminArticleRow> {
    const [row] = await tx.insert(article).values(values).returning();
    return row!;
  }

  async updateArticle(tx: DbOrTx, id: number, values: ArticleValues): Promise<AdminArticleRow> {
    const [row] = await tx.update(article).set(values).where(eq(article.id, id)).returning();
    return row!;
  }

  /** Moves the article's visibility; undefined when it already stood there. */
  async setArticleHidden(tx: DbOrTx, id: number, hidden: boolean): Promise<AdminArticleRow | undefined> {
    const [row] = await tx
      .update(article)
      .set({ hidden })
      .where(and(eq(article.id, id), ne(article.hidden, hidden)))
      .returning();
    return row;
  }
}
