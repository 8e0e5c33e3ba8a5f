import type { Language } from '@dance/contracts';

export interface SearchSectionResult {
  type: string;
  title: string;
  list: Record<string, unknown>[];
  next_cursor: string | null;
}

export interface SearchQuery {
  keyword: string;
  cursor?: string;
  limit: number;
  viewerId: number | null;
  lang: Language;
}

export type SearchProvider = (q: SearchQuery) => Promise<SearchSectionResult>;

/** Each domain adds its section here (users now; posts, goods, music... as they arrive). */
export class SearchRegistry {
  private readonly providers = new Map<string, SearchProvider>();

  register(type: string, provider: SearchProvider): void {
    this.providers.set(type, provider);
  }

  types(): string[] {
    return [...this.providers.keys()];
  }

  async search(type: string, q: SearchQuery): Promise<SearchSectionResult[]> {
    const chosen =
      type === 'all'
        ? [...this.providers.entries()]
        : [...this.providers.entries()].filter(([t]) => t === type);
    return Promise.all(chosen.map(([, p]) => p(q)));
  }
}
