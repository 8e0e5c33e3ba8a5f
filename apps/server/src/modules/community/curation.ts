import type { BodyOf, curate } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { changedFields } from '../../platform/diff.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import type { CurationRepo, InformCatRow, InformCatValues, PinnedRow, WordRow } from './curation.repo.ts';
import { WordFilter } from './words.ts';

type Level = 'block' | 'review';

const toWord = (w: WordRow) => ({
  id: w.id,
  word: w.word,
  level: w.level as Level,
  created_at: w.createdAt.toISOString(),
});

const toReason = (r: InformCatRow) => ({
  id: r.id,
  name: r.name,
  names: r.names,
  sort: r.sort,
  hidden: r.hidden,
});

const toPinned = (r: PinnedRow) => ({
  id: r.id,
  name: r.name,
  post_count: r.postCount,
  hot_score: r.hotScore,
  position: r.position ?? 0,
});

/** Keeps the names given, drops the empty ones: an empty name means "say it in Chinese". */
function cleanNames(names: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * What editors curate in the community (decision 210): the prohibited and sensitive words, the
 * reasons of post, comment and user reports, and the topics pinned at the head of the hot list.
 * Every change checks the editor role, and commits with its one row of the operators' log.
 */
export class CurationService {
  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: CurationRepo,
    private readonly users: UserDirectory,
  ) {}

  private editor(userId: number) {
    return this.users.requireOperator(userId, 'editor');
  }

  // ---------- words ----------

  async words(
    operatorId: number,
    q: {
      level?: Level | undefined;
      keyword?: string | undefined;
      cursor?: string | undefined;
      limit: number;
    },
  ) {
    await this.editor(operatorId);
    const before = decodeCursor(q.cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.words(this.db, q.level ?? null, q.keyword || null, before, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (w) => String(w.id));
    return { list: list.map(toWord), next_cursor };
  }

  /**
   * The filter matches words after folding (traditional to simplified, case, filler), so a word
   * that folds to one already listed (賭博 beside 赌博) is the same word: refused as a duplicate.
   */
  async addWord(operatorId: number, body: BodyOf<typeof curate.wordAdd>) {
    await this.editor(operatorId);
    const folded = WordFilter.normalise(body.word);
    if (!folded) invalid('word', 'has no letters or digits');
    return this.db.transaction(async (tx) => {
      await this.repo.lockList(tx, 'word');
      const same = (await this.repo.allWords(tx)).find((w) => WordFilter.normalise(w.word) === folded);
      if (same) fail('CURATE_WORD_EXISTS', { word: same.word });
      const row = await this.repo.insertWord(tx, body.word, body.level);
      if (!row) fail('CURATE_WORD_EXISTS', { word: body.word });
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'word',
        ref: String(row.id),
        decision: 'add',
        after: { word: row.word, level: row.level },
      });
      return toWord(row);
    });
  }

  async removeWord(operatorId: number, id: number): Promise<void> {
    await this.editor(operatorId);
    await this.db.transaction(async (tx) => {
      const row = await this.repo.deleteWord(tx, id);
      if (!row) notFound('moderation_word');
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'word',
        ref: String(row.id),
        decision: 'remove',
        before: { word: row.word, level: row.level },
      });
    });
  }

  // ---------- reasons of post, comment and user reports ----------

  async informCats(operatorId: number) {
    await this.editor(operatorId);
    return { list: (await this.repo.informCats(this.db)).map(toReason) };
  }

  async addInformCat(operatorId: number, body: BodyOf<typeof curate.informCatAdd>) {
    await this.editor(operatorId);
    return this.db.transaction(async (tx) => {
      await this.repo.lockList(tx, 'inform_cat');
      if (await this.repo.informCatNamed(tx, body.name, 0)) fail('CURATE_REASON_EXISTS', { name: body.name });
      const row = await this.repo.insertInformCat(tx, {
        name: body.name,
        names: cleanNames(body.names),
        sort: body.sort,
      });
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'inform_cat',
        ref: String(row.id),
        decision: 'add',
        after: { name: row.name, names: row.names, sort: row.sort },
      });
      return toReason(row);
    });
  }

  async editInformCat(operatorId: number, body: BodyOf<typeof curate.informCatEdit>) {
    await this.editor(operatorId);
    return this.db.transaction(async (tx) => {
      await this.repo.lockList(tx, 'inform_cat');
      const old = await this.repo.informCatForUpdate(tx, body.id);
      if (!old) notFound('inform_cat');
      if (body.name !== undefined && (await this.repo.informCatNamed(tx, body.name, old.id)))
        fail('CURATE_REASON_EXISTS', { name: body.name });
      const values: InformCatValues = {
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
      const row = await this.repo.updateInformCat(tx, old.id, values);
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'inform_cat',
        ref: String(row.id),
        decision: 'edit',
        ...diff,
      });
      return toReason(row);
    });
  }

  /** Hidden, never deleted: pending and past reports keep the reason they were made under (decision 212). */
  async removeInformCat(operatorId: number, id: number): Promise<void> {
    await this.editor(operatorId);
    await this.db.transaction(async (tx) => {
      const row = await this.repo.hideInformCat(tx, id);
      if (!row) notFound('inform_cat');
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'inform_cat',
        ref: String(row.id),
        decision: 'remove',
        before: { hidden: false },
        after: { hidden: true },
      });
    });
  }

  // ---------- hot topics' pins ----------

  async pins(operatorId: number) {
    await this.editor(operatorId);
    return { list: (await this.repo.pinned(this.db)).map(toPinned) };
  }

  async pin(operatorId: number, body: BodyOf<typeof curate.topicPin>) {
    await this.editor(operatorId);
    try {
      return await this.db.transaction(async (tx) => {
        const old = await this.repo.topicForUpdate(tx, body.topic_id);
        if (!old) notFound('topic');
        if (old.position === body.position) return toPinned(old);
        const holder = await this.repo.topicAt(tx, body.position);
        if (holder) fail('CURATE_PIN_TAKEN', { position: body.position, topic: holder.name });
        const row = await this.repo.setPin(tx, old.id, body.position);
        if (!row) return toPinned(old);
        await this.p.journal.record(tx, {
          operatorId,
          kind: 'topic',
          ref: String(row.id),
          decision: 'pin',
          before: { position: old.position },
          after: { position: row.position },
        });
        return toPinned(row);
      });
    } catch (err) {
      // Two topics pinned to one free position at once: the unique index lets one through.
      if (isUniqueViolation(err, 'topic_pin_uq')) {
        const holder = await this.repo.topicAt(this.db, body.position);
        fail('CURATE_PIN_TAKEN', { position: body.position, topic: holder?.name ?? '' });
      }
      throw err;
    }
  }

  async unpin(operatorId: number, topicId: number): Promise<void> {
    await this.editor(operatorId);
    await this.db.transaction(async (tx) => {
      const old = await this.repo.topicForUpdate(tx, topicId);
      if (!old) notFound('topic');
      const row = old.position === null ? undefined : await this.repo.setPin(tx, old.id, null);
      if (!row) notFound('topic_pin');
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'topic',
        ref: String(row.id),
        decision: 'unpin',
        before: { position: old.position },
        after: { position: null },
      });
    });
  }
}
