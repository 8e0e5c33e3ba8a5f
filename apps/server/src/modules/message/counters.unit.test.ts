import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoxRow } from './box.repo.ts';
import { BoxCounters, KEEP_MS } from './counters.ts';

const row = (owner: string, category: string, unread: number): BoxRow => {
  const [kind, id] = owner.split(':');
  return { owner_kind: kind as 'user' | 'shop', owner_id: Number(id), category, unread, last_id: null };
};

/** A table of counters, and a reader of it that counts its reads. */
function table(init: BoxRow[]) {
  const rows = [...init];
  const reads: string[][] = [];
  const read = async (missing: string[]) => {
    reads.push(missing);
    return rows.filter((r) => missing.includes(`${r.owner_kind}:${r.owner_id}`)).map((r) => ({ ...r }));
  };
  const set = (owner: string, category: string, unread: number) => {
    const r = rows.find((x) => `${x.owner_kind}:${x.owner_id}` === owner && x.category === category);
    if (r) r.unread = unread;
    else rows.push(row(owner, category, unread));
  };
  return { reads, read, set };
}

const unread = (rows: BoxRow[]) => rows.reduce((s, r) => s + r.unread, 0);

afterEach(() => vi.useRealTimers());

describe('the counters a process keeps', () => {
  it('reads a box once, then answers it from what it kept; only the boxes not kept are read', async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2), row('shop:7', 'shop', 3)]);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(2);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(2);
    expect(unread(await c.rows(['user:1', 'shop:7'], t.read))).toBe(5);
    expect(t.reads).toEqual([['user:1'], ['shop:7']]);
    // A box without counters is kept as empty.
    expect(await c.rows(['user:2'], t.read)).toEqual([]);
    expect(await c.rows(['user:2'], t.read)).toEqual([]);
    expect(t.reads).toHaveLength(3);
  });

  it('drops a box when a hint of another process arrives, and reads it again', async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2), row('user:2', 'chat', 1)]);
    await c.rows(['user:1', 'user:2'], t.read);
    t.set('user:1', 'chat', 5);
    c.arrived(['user:1'], 'another process', 1);
    expect(unread(await c.rows(['user:1', 'user:2'], t.read))).toBe(6);
    expect(t.reads.at(-1)).toEqual(['user:1']);
  });

  it('does not keep what a read answered when the box changed while it ran', async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2)]);
    let release!: () => void;
    const slow = async (missing: string[]) => {
      const answer = await t.read(missing);
      await new Promise<void>((r) => (release = r));
      return answer;
    };
    const reading = c.rows(['user:1'], slow);
    await vi.waitFor(() => expect(t.reads).toHaveLength(1));
    // The change commits and its hint arrives while the read (which saw the old count) is on its way.
    t.set('user:1', 'chat', 0);
    c.arrived(['user:1'], 'another process', 1);
    release();
    expect(unread(await reading)).toBe(2);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(0);
  });

  it("reads a box afresh while this process's own hint is on its way, and keeps it again once it is back", async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2)]);
    await c.rows(['user:1'], t.read);
    // A transaction here builds its hint, commits (the count is now 0), and answers its caller,
    // who reads the badges before the bus has brought the hint back.
    const n = c.building(['user:1']);
    t.set('user:1', 'chat', 0);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(0);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(0);
    expect(t.reads).toHaveLength(3);
    // Another process's hint of the same box does not end the wait for this one.
    c.arrived(['user:1'], 'another process', n);
    await c.rows(['user:1'], t.read);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(5);
    c.arrived(['user:1'], c.origin, n);
    await c.rows(['user:1'], t.read);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(6);
  });

  it('stops waiting for a hint that never comes back (a rolled back transaction) after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2)]);
    c.building(['user:1']);
    await c.rows(['user:1'], t.read);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(2);
    vi.advanceTimersByTime(5_001);
    await c.rows(['user:1'], t.read);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(3);
  });

  it("ignores the hub's events to channels that are not boxes (a live room's chat)", async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2)]);
    await c.rows(['user:1'], t.read);
    expect(c.building(['live:5'])).toBe(0);
    c.arrived(['live:5'], 'another process', 3);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(1);
    // A live room's event that also names a user drops that user's box.
    c.arrived(['live:5', 'user:1'], 'another process', 4);
    await c.rows(['user:1'], t.read);
    expect(t.reads).toHaveLength(2);
  });

  it('keeps a box again at once when the statement sent another of the hints built for it', async () => {
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2), row('user:2', 'chat', 0)]);
    // A send builds two hints, of both boxes and of the other's alone; its statement sends one.
    const both = c.building(['user:1', 'user:2']);
    const alone = c.building(['user:2']);
    c.abandoned(both);
    t.set('user:2', 'chat', 1);
    c.arrived(['user:2'], c.origin, alone);
    await c.rows(['user:1', 'user:2'], t.read);
    await c.rows(['user:1', 'user:2'], t.read);
    expect(t.reads).toHaveLength(1);
    // Abandoned, a hint that lands later changes nothing more.
    c.abandoned(both);
    await c.rows(['user:1', 'user:2'], t.read);
    expect(t.reads).toHaveLength(1);
  });

  it('reads a kept box again after KEEP_MS without news (what a lost bus message costs)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = new BoxCounters();
    const t = table([row('user:1', 'chat', 2)]);
    await c.rows(['user:1'], t.read);
    t.set('user:1', 'chat', 4);
    vi.advanceTimersByTime(KEEP_MS - 1);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(2);
    vi.advanceTimersByTime(2);
    expect(unread(await c.rows(['user:1'], t.read))).toBe(4);
  });
});

/** What a caller of views does: the kept one, else a load that is kept when nothing changed meanwhile. */
async function view<V>(c: BoxCounters, key: string, deps: string[], load: () => Promise<V>): Promise<V> {
  const kept = c.peek<V>(key);
  if (kept !== undefined) return kept;
  const began = c.mark();
  const value = await load();
  c.keep(key, deps, began, value);
  return value;
}

describe('the views a process keeps', () => {
  it('answers a view again until an event names one of its boxes; a view loaded across a change is not kept', async () => {
    const c = new BoxCounters();
    let loads = 0;
    const load = async () => ++loads;
    expect(await view(c, 'box of 1', ['user:1', 'shop:7'], load)).toBe(1);
    expect(await view(c, 'box of 1', ['user:1', 'shop:7'], load)).toBe(1);
    c.arrived(['user:2'], 'another process', 1);
    expect(await view(c, 'box of 1', ['user:1', 'shop:7'], load)).toBe(1);
    c.arrived(['shop:7'], 'another process', 2);
    expect(await view(c, 'box of 1', ['user:1', 'shop:7'], load)).toBe(2);
    // A change heard of while the view loads: answered, not kept.
    const slow = view(c, 'box of 2', ['user:2'], async () => {
      c.arrived(['user:2'], 'another process', 3);
      return ++loads;
    });
    expect(await slow).toBe(3);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(4);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(4);
    // An event built here: loaded afresh until it comes back.
    const n = c.building(['user:2']);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(5);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(6);
    c.arrived(['user:2'], c.origin, n);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(7);
    expect(await view(c, 'box of 2', ['user:2'], load)).toBe(7);
  });
});
