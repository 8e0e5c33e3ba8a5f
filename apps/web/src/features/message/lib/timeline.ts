import type { ChatMessage } from '@dance/contracts/message';

/** A message of mine on its way: shown at once, sent again with the same client id on retry. */
export interface PendingMessage {
  clientId: string;
  kind: ChatMessage['kind'];
  text: string;
  image: { url: string } | null;
  voice: { url: string; duration: number } | null;
  card: { type: 'post' | 'goods' | 'order' | 'activity'; id: number } | null;
  status: 'sending' | 'failed';
  createdAt: string;
}

export type TimelineItem =
  | { type: 'message'; key: string; message: ChatMessage }
  | { type: 'pending'; key: string; pending: PendingMessage };

interface Page {
  list: ReadonlyArray<ChatMessage | { type: 'notice' }>;
  next_cursor: string | null;
}

/**
 * One conversation's messages as the screen shows them: keyed by their sequence number, so a
 * message that arrives twice (the socket and a catch-up, or a retry's answer) is shown once; my
 * messages still on their way are keyed by their client id until the server's copy replaces them.
 */
export class Timeline {
  private bySeq = new Map<number, ChatMessage>();
  private pending = new Map<string, PendingMessage>();
  /**
   * The highest seq up to which nothing is missing (from the first message held on): where a
   * catch-up resumes, so a message that arrived past a gap never hides the gap.
   */
  private contiguous = 0;
  private oldestSeq = Number.POSITIVE_INFINITY;

  /** The last seq seen: where a catch-up resumes (`after_seq`). */
  get lastSeq(): number {
    return this.contiguous;
  }

  get oldest(): number {
    return Number.isFinite(this.oldestSeq) ? this.oldestSeq : 0;
  }

  get size(): number {
    return this.bySeq.size + this.pending.size;
  }

  has(seq: number): boolean {
    return this.bySeq.has(seq);
  }

  get(seq: number): ChatMessage | undefined {
    return this.bySeq.get(seq);
  }

  /**
   * Adds what the server says (a page, a socket event, an answer to a send). A seq already held
   * is replaced by the newer view (a recall, a transcoded voice), never added again; a message
   * with one of my pending client ids takes the pending one's place. Answers how many were new.
   */
  add(messages: readonly ChatMessage[]): number {
    let added = 0;
    for (const m of messages) {
      if (m.client_id) this.pending.delete(m.client_id);
      if (!this.bySeq.has(m.seq)) added += 1;
      this.bySeq.set(m.seq, m);
      if (m.seq < this.oldestSeq) this.oldestSeq = m.seq;
      if (this.contiguous === 0) this.contiguous = m.seq;
    }
    while (this.bySeq.has(this.contiguous + 1)) this.contiguous += 1;
    return added;
  }

  /** A socket message that skips seqs: something was missed, catch up before trusting lastSeq. */
  isGap(seq: number): boolean {
    return this.contiguous > 0 && seq > this.contiguous + 1;
  }

  update(seq: number, patch: Partial<ChatMessage>): boolean {
    const m = this.bySeq.get(seq);
    if (!m) return false;
    this.bySeq.set(seq, { ...m, ...patch });
    return true;
  }

  addPending(p: PendingMessage): void {
    this.pending.set(p.clientId, p);
  }

  setPendingStatus(clientId: string, status: PendingMessage['status']): void {
    const p = this.pending.get(clientId);
    if (p) this.pending.set(clientId, { ...p, status });
  }

  getPending(clientId: string): PendingMessage | undefined {
    return this.pending.get(clientId);
  }

  removePending(clientId: string): void {
    this.pending.delete(clientId);
  }

  /** Oldest first, my pending messages last. */
  items(): TimelineItem[] {
    const sent: TimelineItem[] = [...this.bySeq.values()]
      .sort((a, b) => a.seq - b.seq)
      .map((m) => ({ type: 'message', key: `s${m.seq}`, message: m }));
    const waiting: TimelineItem[] = [...this.pending.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((p) => ({ type: 'pending', key: `c${p.clientId}`, pending: p }));
    return [...sent, ...waiting];
  }
}

/** Fetches what came after a seq, oldest first (`message/list?after_seq=`), one page per call. */
export type FetchAfter = (afterSeq: number, cursor: string | undefined) => Promise<Page>;

/**
 * After a reconnect (or a gap): fetches every message after the last seq seen, page by page, and
 * adds them; those already held are dropped by their seq. Answers how many were new.
 */
export async function catchUp(timeline: Timeline, fetchAfter: FetchAfter, maxPages = 20): Promise<number> {
  const from = timeline.lastSeq;
  let cursor: string | undefined;
  let added = 0;
  for (let i = 0; i < maxPages; i += 1) {
    const page = await fetchAfter(from, cursor);
    added += timeline.add(page.list.filter((m): m is ChatMessage => m.type === 'message'));
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
  return added;
}

/** A fresh client message id (8 to 64 letters, digits, - or _). */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `w${Date.now().toString(36)}${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`.slice(
    0,
    40,
  );
}

/** Show a time line above a message when it comes 5 minutes or more after the one before. */
export const TIME_GAP_MS = 5 * 60 * 1000;

export function needsTimeSeparator(prev: string | null, current: string): boolean {
  if (!prev) return true;
  return new Date(current).getTime() - new Date(prev).getTime() >= TIME_GAP_MS;
}

/** Recall is allowed within 2 minutes of sending. */
export const RECALL_MS = 120_000;

export function canRecall(m: ChatMessage, now = Date.now()): boolean {
  return m.is_self && !m.recalled && now - new Date(m.created_at).getTime() < RECALL_MS;
}

/**
 * Keeps a timeline in step with the socket: messages from the socket are added in order; one
 * that skips seqs, or a reconnect, first fetches what was missed after the last seq seen. Work is
 * done one step at a time, so a message arriving during a catch-up is never added out of turn
 * and nothing is shown twice.
 */
export class ChatSync {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly timeline: Timeline,
    private readonly fetchAfter: FetchAfter,
    private readonly changed: () => void,
  ) {}

  private run<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** A message from the socket. */
  receive(m: ChatMessage): Promise<void> {
    return this.run(async () => {
      if (this.timeline.isGap(m.seq)) {
        try {
          await catchUp(this.timeline, this.fetchAfter);
        } catch {
          // Offline again: the reconnect's catch-up fetches it.
        }
      }
      this.timeline.add([m]);
      this.changed();
    });
  }

  /** After the socket (re)connected: everything after the last seq seen. */
  resume(): Promise<number> {
    return this.run(async () => {
      const added = await catchUp(this.timeline, this.fetchAfter);
      if (added) this.changed();
      return added;
    });
  }

  /** Any other change (a page of older messages, a recall) goes through the same queue. */
  apply(step: () => void): Promise<void> {
    return this.run(async () => {
      step();
      this.changed();
    });
  }
}
