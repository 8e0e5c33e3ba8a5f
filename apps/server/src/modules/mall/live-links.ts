/**
 * What the mall asks the live module about orders bought from a live (decision 235): which goods a
 * live pins (checkout attributes a shop's order to the live only when its goods are pinned there)
 * and the titles the shop's order list shows. app.ts plugs the live module in; without it no
 * order is attributed.
 */
export interface LiveLink {
  /** The goods pinned in a live, null when there is no such live. */
  pinnedGoods(liveId: number): Promise<number[] | null>;
  titles(liveIds: number[]): Promise<Map<number, string>>;
}

export class LiveLinks {
  private link: LiveLink | null = null;

  use(link: LiveLink): void {
    this.link = link;
  }

  async pinnedGoods(liveId: number): Promise<Set<number> | null> {
    const ids = this.link ? await this.link.pinnedGoods(liveId) : null;
    return ids ? new Set(ids) : null;
  }

  async titles(liveIds: number[]): Promise<Map<number, string>> {
    const ids = [...new Set(liveIds)];
    if (!ids.length || !this.link) return new Map();
    return this.link.titles(ids);
  }
}
