/**
 * A small Aho-Corasick automaton: finds every listed word in a text in one pass, however many
 * words the list has. Built once per change of the word list.
 */
export class AhoCorasick {
  private readonly goto: Map<string, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  private readonly out: string[][] = [[]];

  constructor(words: Iterable<string>) {
    for (const w of words) if (w) this.add(w);
    this.build();
  }

  private add(word: string): void {
    let s = 0;
    for (const ch of word) {
      let next = this.goto[s]!.get(ch);
      if (next === undefined) {
        next = this.goto.length;
        this.goto.push(new Map());
        this.fail.push(0);
        this.out.push([]);
        this.goto[s]!.set(ch, next);
      }
      s = next;
    }
    if (!this.out[s]!.includes(word)) this.out[s]!.push(word);
  }

  private build(): void {
    const queue: number[] = [];
    for (const s of this.goto[0]!.values()) {
      this.fail[s] = 0;
      queue.push(s);
    }
    for (let i = 0; i < queue.length; i++) {
      const r = queue[i]!;
      for (const [ch, s] of this.goto[r]!) {
        queue.push(s);
        let f = this.fail[r]!;
        while (f !== 0 && !this.goto[f]!.has(ch)) f = this.fail[f]!;
        const g = this.goto[f]!.get(ch);
        this.fail[s] = g !== undefined && g !== s ? g : 0;
        this.out[s]!.push(...this.out[this.fail[s]!]!);
      }
    }
  }

  /** The distinct listed words that occur in `text`, in order of first occurrence. */
  find(text: string): string[] {
    const found = new Set<string>();
    let s = 0;
    for (const ch of text) {
      while (s !== 0 && !this.goto[s]!.has(ch)) s = this.fail[s]!;
      s = this.goto[s]!.get(ch) ?? 0;
      for (const w of this.out[s]!) found.add(w);
    }
    return [...found];
  }
}
