import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Cache Storage and fetch are faked below; the rest is the real downloader, store and storage code.
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => toast);
const signing = vi.hoisted(() => ({ size: 0, asked: 0 }));
vi.mock('../api/play-url.ts', () => ({
  fetchPlayUrl: vi.fn(() => {
    signing.asked++;
    return Promise.resolve({
      url: '/api/music/audio?id=5&r=download',
      rendition: 'download',
      size: signing.size,
      mime: 'audio/mp4',
      expires_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
  }),
}));

/** An in-memory Cache Storage: what a reload keeps (the module state is what it loses). */
class FakeCache {
  readonly entries = new Map<string, { bytes: Uint8Array; type: string }>();
  private path(key: string | Request) {
    return typeof key === 'string' ? key : new URL(key.url).pathname;
  }
  async put(key: string | Request, res: Response) {
    this.entries.set(this.path(key), {
      bytes: new Uint8Array(await res.arrayBuffer()),
      type: res.headers.get('content-type') ?? '',
    });
  }
  async match(key: string | Request) {
    const hit = this.entries.get(this.path(key));
    return hit ? new Response(hit.bytes.slice(), { headers: { 'content-type': hit.type } }) : undefined;
  }
  async keys() {
    return [...this.entries.keys()].map((k) => new Request(`http://app.test${k}`));
  }
  async delete(key: string | Request) {
    return this.entries.delete(this.path(key));
  }
}
const cache = new FakeCache();

/** The file on the server, and how each request for it behaves. */
const FILE = Uint8Array.from({ length: 600 * 1024 }, (_, i) => (i * 7 + (i >> 10)) % 251);
const CHUNK = 100 * 1024;
interface Served {
  range: string | null;
  /** Sends this many bytes, then the line drops; all when undefined. */
  dropAfter?: number;
  /** Answers 200 with the whole file, ignoring the range. */
  ignoreRange?: boolean;
}
let served: Served[] = [];
let plan: Omit<Served, 'range'>[] = [];
/** Resolved when a response has sent `waitAt` bytes; the test pauses there. */
let gate: { at: number; reached: () => void; hold: Promise<void> } | null = null;

function fakeFetch(_url: string, init: { headers: Record<string, string>; signal: AbortSignal }) {
  const range = init.headers.range ?? null;
  const how = plan.shift() ?? {};
  served.push({ range, ...how });
  const from = range && !how.ignoreRange ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0;
  let at = from;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      if (init.signal.aborted) return c.error(new DOMException('aborted', 'AbortError'));
      if (gate && sent >= gate.at) {
        gate.reached();
        await gate.hold;
        if (init.signal.aborted) return c.error(new DOMException('aborted', 'AbortError'));
      }
      if (how.dropAfter !== undefined && sent >= how.dropAfter) return c.error(new TypeError('network'));
      if (at >= FILE.length) return c.close();
      const piece = FILE.slice(at, Math.min(at + CHUNK, FILE.length));
      at += piece.length;
      sent += piece.length;
      c.enqueue(piece);
    },
  });
  const partial = from > 0;
  return Promise.resolve(
    new Response(body, {
      status: partial ? 206 : 200,
      headers: partial
        ? { 'content-range': `bytes ${from}-${FILE.length - 1}/${FILE.length}` }
        : { 'content-length': String(FILE.length) },
    }),
  );
}

/** A fresh page: modules (and their memory) reloaded, storage kept. */
async function load() {
  vi.resetModules();
  const { useDownloadsStore } = await import('../../../stores/downloads.ts');
  const downloader = await import('./downloader.ts');
  return { store: useDownloadsStore, ...downloader };
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const partKeys = () => [...cache.entries.keys()].filter((k) => k.startsWith('/offline/music-part/'));
const storedBytes = () =>
  [...cache.entries]
    .filter(([k]) => /^\/offline\/music-part\/5\/\d+$/.test(k))
    .reduce((n, [, v]) => n + v.bytes.length, 0);
const track = { id: 5, title: 'Toprock', artist: 'DJ Kit' };

beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('caches', { open: () => Promise.resolve(cache) });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  cache.entries.clear();
  localStorage.clear();
  served = [];
  plan = [];
  gate = null;
  signing.size = FILE.length;
  signing.asked = 0;
  toast.showToast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the downloader keeps what it received in the browser storage', () => {
  it('a dropped line keeps the bytes; after a reload the resume asks a Range from the stored length', async () => {
    plan = [{ dropAfter: 4 * CHUNK }];
    let page = await load();
    expect(page.startDownload(track)).toBe(true);
    await vi.waitFor(() => expect(page.store.getState().downloadTasks[0]?.status).toBe('paused'));
    // Everything that arrived is stored (a full block at 256 KB, the rest when the line dropped).
    expect(storedBytes()).toBe(4 * CHUNK);
    const taskId = page.store.getState().downloadTasks[0]!.taskId;

    page = await load();
    // The task survives the reload, paused, and resumes from storage.
    expect(page.store.getState().downloadTasks).toMatchObject([{ taskId, goodsId: 5, status: 'paused' }]);
    page.resumeDownload(taskId);
    expect(page.store.getState().downloadTasks[0]!.status).toBe('downloading');
    await vi.waitFor(() => expect(page.store.getState().downloaded.map((d) => d.goodsId)).toEqual([5]));
    expect(served.map((s) => s.range)).toEqual([null, `bytes=${4 * CHUNK}-`]);
    expect(page.store.getState().downloadTasks).toEqual([]);

    // One file, byte for byte the server's; the blocks are gone.
    const file = cache.entries.get('/offline/music/5')!;
    expect(same(file.bytes, FILE)).toBe(true);
    expect(file.type).toBe('audio/mp4');
    expect(partKeys()).toEqual([]);
    expect(page.store.getState().downloaded[0]).toMatchObject({ size: FILE.length, title: 'Toprock' });

    // A second try says 已下载 and fetches nothing.
    expect(page.startDownload(track)).toBe(false);
    expect(toast.showToast).toHaveBeenCalledWith(expect.any(String));
    expect(served).toHaveLength(2);
  });

  it('a pause writes what arrived; the resume asks from there; a remove drops the stored bytes', async () => {
    let reached!: () => void;
    const hit = new Promise<void>((r) => (reached = r));
    let release!: () => void;
    gate = { at: 3 * CHUNK, reached, hold: new Promise<void>((r) => (release = r)) };
    const page = await load();
    page.startDownload(track);
    await hit;
    const taskId = page.store.getState().downloadTasks[0]!.taskId;
    expect(page.store.getState().downloadTasks[0]!.status).toBe('downloading');
    page.pauseDownload(taskId);
    gate = null;
    release();
    await vi.waitFor(() => expect(storedBytes()).toBe(3 * CHUNK));
    expect(page.store.getState().downloadTasks[0]!.status).toBe('paused');

    // Resumed, it drops again: the stored length grows from where it was.
    plan = [{ dropAfter: CHUNK }];
    page.resumeDownload(taskId);
    await vi.waitFor(() => expect(storedBytes()).toBe(4 * CHUNK));
    await vi.waitFor(() => expect(page.store.getState().downloadTasks[0]!.status).toBe('paused'));
    expect(served.map((s) => s.range)).toEqual([null, `bytes=${3 * CHUNK}-`]);
    // The signed URL is still valid: not asked (nor counted) again.
    expect(signing.asked).toBe(1);

    page.removeDownload(taskId);
    expect(page.store.getState().downloadTasks).toEqual([]);
    await vi.waitFor(() => expect(partKeys()).toEqual([]));
  });

  it('starts over when the server ignores the range, or the file changed size', async () => {
    plan = [{ dropAfter: 2 * CHUNK }, { ignoreRange: true }];
    const page = await load();
    page.startDownload(track);
    await vi.waitFor(() => expect(page.store.getState().downloadTasks[0]?.status).toBe('paused'));
    expect(storedBytes()).toBe(2 * CHUNK);
    page.resumeDownload(page.store.getState().downloadTasks[0]!.taskId);
    await vi.waitFor(() => expect(page.store.getState().downloaded).toHaveLength(1));
    expect(served.map((s) => s.range)).toEqual([null, `bytes=${2 * CHUNK}-`]);
    expect(same(cache.entries.get('/offline/music/5')!.bytes, FILE)).toBe(true);

    // Stored bytes of another size: a new signed URL announcing a new size drops them.
    cache.entries.clear();
    localStorage.clear();
    const again = await load();
    plan = [{ dropAfter: CHUNK }];
    again.startDownload({ ...track, id: 5 });
    await vi.waitFor(() => expect(again.store.getState().downloadTasks[0]?.status).toBe('paused'));
    expect(storedBytes()).toBe(CHUNK);
    const reloaded = await load();
    signing.size = FILE.length + 1;
    served = [];
    reloaded.resumeDownload(reloaded.store.getState().downloadTasks[0]!.taskId);
    await vi.waitFor(() => expect(served).toHaveLength(1));
    expect(served[0]!.range).toBeNull();
  });
});
