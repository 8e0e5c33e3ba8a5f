import { foldText } from '../../platform/search-text.ts';
import { AhoCorasick } from './aho-corasick.ts';
import type { Db } from '../../platform/db.ts';
import type { ModerationRepo } from './moderation.repo.ts';

export interface WordCheck {
  /** Prohibited words found: the text is refused. */
  blocked: string[];
  /** Sensitive words found: the text waits for an operator. */
  review: string[];
}

/** Spaces and punctuation people put between characters to slip a word past a filter. */
const FILLER = /[\s\p{P}\p{S}]/gu;
/** Characters that show nothing (Unicode format characters). */
const FORMAT = /\p{Cf}/gu;

/**
 * The prohibited and sensitive word lists (table moderation_word) as two Aho-Corasick automata.
 * Texts and words are folded (simplified, lower case) and stripped of filler first, so 賭博網站,
 * 赌 博 网 站 and 赌博网站 are one word. A change of the table (count, newest id or time) rebuilds
 * the automata on the next check, in every process, with one cheap query per check.
 */
export class WordFilter {
  private version = '';
  private block = new AhoCorasick([]);
  private review = new AhoCorasick([]);
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly repo: ModerationRepo,
  ) {}

  /**
   * Compatibility forms folded (NFKC: full-width letters, circled digits), invisible format
   * characters (zero-width space and joiners, BOM, direction marks) and filler removed, then
   * folded to simplified lower case: 赌\u200b博, ｂｅｔ and 賭 博 all match their word.
   */
  static normalise(text: string): string {
    return foldText(text.normalize('NFKC').replace(FORMAT, '')).replace(FILLER, '');
  }

  private async refresh(): Promise<void> {
    const v = await this.repo.wordsVersion(this.db);
    if (v === this.version) return;
    this.loading ??= (async () => {
      const rows = await this.repo.words(this.db);
      const norm = (level: string) =>
        rows
          .filter((r) => r.level === level)
          .map((r) => WordFilter.normalise(r.word))
          .filter(Boolean);
      this.block = new AhoCorasick(norm('block'));
      this.review = new AhoCorasick(norm('review'));
      this.version = v;
    })().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  async check(...texts: string[]): Promise<WordCheck> {
    await this.refresh();
    const text = WordFilter.normalise(texts.join('\n'));
    return { blocked: this.block.find(text), review: this.review.find(text) };
  }
}
