import { and, asc, desc, eq, ilike, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { informCat, moderationWord, topic } from '../../db/schema/community.ts';

export type WordRow = typeof moderationWord.$inferSelect;
export type InformCatRow = typeof informCat.$inferSelect;
export type InformCatValues = Partial<Pick<InformCatRow, 'name' | 'names' | 'sort' | 'hidden'>>;

const PINNED = {
  id: topic.id,
  name: topic.name,
  postCount: topic.postCount,
  hotScore: topic.hotScore,
  position: topic.pinPosition,
};
export interface PinnedRow {
  id: number;
  name: string;
  postCount: number;
  hotScore: number;
  position: number | null;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the operators' curating of the community: word lists, report reasons, topic pins. */
export class CurationRepo {
  // ---------- words ----------

  /** Newest first by id (the primary key serves it; the list is small). */
  words(tx: DbOrTx, level: string | null, keyword: string | null, beforeId: number | null, limit: number) {
    return tx
      .select()
      .from(moderationWord)
      .where(
        and(
          level ? eq(moderationWord.level, level) : undefined,
          keyword ? ilike(moderationWord.word, likeOf(keyword)) : undefined,
          beforeId ? lt(moderationWord.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(moderationWord.id))
      .limit(limit);
  }

  allWords(tx: DbOrTx): Promise<{ word: string }[]> {
    return tx.select({ word: moderationWord.word }).from(moderationWord);
  }

  /** The new row, or undefined when the very word is listed already. */
  async insertWord(tx: DbOrTx, word: string, level: string): Promise<WordRow | undefined> {
    const [row] = await tx.insert(moderationWord).values({ word, level }).onConflictDoNothing().returning();
    return row;
  }

  async deleteWord(tx: DbOrTx, id: number): Promise<WordRow | undefined> {
    const [row] = await tx.delete(moderationWord).where(eq(moderationWord.id, id)).returning();
    return row;
  }

  /** Serialises the writers of one short list, so a name checked as free stays free until commit. */
  async lockList(tx: DbOrTx, list: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`curate:${list}`}))`);
  }

  // ---------- report reasons (inform_cat) ----------

  informCats(tx: DbOrTx): Promise<InformCatRow[]> {
    return tx.select().from(informCat).orderBy(asc(informCat.sort), asc(informCat.id));
  }

  async informCatNamed(tx: DbOrTx, name: string, exceptId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: informCat.id })
      .from(informCat)
      .where(and(eq(informCat.name, name), ne(informCat.id, exceptId)))
      .limit(1);
    return Boolean(row);
  }

  async informCatForUpdate(tx: DbOrTx, id: number): Promise<InformCatRow | undefined> {
    const [row] = await tx.select().from(informCat).where(eq(informCat.id, id)).for('update');
    return row;
  }

  async insertInformCat(tx: DbOrTx, values: typeof informCat.$inferInsert): Promise<InformCatRow> {
    const [row] = await tx.insert(informCat).values(values).returning();
    return row!;
  }

  async updateInformCat(tx: DbOrTx, id: number, values: InformCatValues): Promise<InformCatRow> {
    const [row] = await tx.update(informCat).set(values).where(eq(informCat.id, id)).returning();
    return row!;
  }

  /** Hides a shown reason; undefined when it is gone or hidden already (someone else removed it). */
  async hideInformCat(tx: DbOrTx, id: number): Promise<InformCatRow | undefined> {
    const [row] = await tx
      .update(informCat)
      .set({ hidden: true })
      .where(and(eq(informCat.id, id), eq(informCat.hidden, false)))
      .returning();
    return row;
  }

  // ---------- topic pins ----------

  pinned(tx: DbOrTx): Promise<PinnedRow[]> {
    return tx.select(PINNED).from(topic).where(isNotNull(topic.pinPosition)).orderBy(asc(topic.pinPosition));
  }

  async topicForUpdate(tx: DbOrTx, id: number): Promise<PinnedRow | undefined> {
    const [row] = await tx.select(PINNED).from(topic).where(eq(topic.id, id)).for('update');
    return row;
  }

  async topicAt(tx: DbOrTx, position: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await tx
      .select({ id: topic.id, name: topic.name })
      .from(topic)
      .where(eq(topic.pinPosition, position))
      .limit(1);
    return row;
  }

  /** Moves the pin unless it already stands there; undefined when nothing changed. */
  async setPin(tx: DbOrTx, id: number, position: number | null): Promise<PinnedRow | undefined> {
    const [row] = await tx
      .update(topic)
      .set({ pinPosition: position })
      .where(and(eq(topic.id, id), sql`${topic.pinPosition} is distinct from ${position}`))
      .returning(PINNED);
    return row;
  }
}
