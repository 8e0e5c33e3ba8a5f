import { i18n } from '../../../i18n/index.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDownloadsStore } from '../../../stores/downloads.ts';
import { fetchPlayUrl } from '../api/play-url.ts';
import { assembleParts, dropParts, loadPart, saveOffline, savePart, savePartMeta } from './offline.ts';

/** Received bytes are written to the browser's storage in blocks of at most this size. */
export const FLUSH_BYTES = 256 * 1024;

interface Partial {
  goodsId: number;
  /** False until what an earlier run (or page) stored was read back. */
  loaded: boolean;
  /** Bytes in the browser's storage, without a gap from the start: a resume asks from here. */
  stored: number;
  /** Received but not yet written; written on the next flush, a pause or the end. */
  buffer: Uint8Array[];
  buffered: number;
  total: number;
  mime: string;
  meta: { title: string; artist?: string; cover?: string };
  /** The signed URL, kept while valid: a resume does not ask again. */
  signed?: { url: string; expires: number };
}

/* The tasks of this page; their bytes live in Cache Storage (offline.ts), so a reload keeps them. */
const partials = new Map<string, Partial>();
const running = new Map<string, AbortController>();

const store = () => useDownloadsStore.getState();

export interface DownloadTrack {
  id: number;
  title: string;
  artist?: string;
  cover?: string;
}

const fresh = (goodsId: number, meta: Partial['meta']): Partial => ({
  goodsId,
  loaded: false,
  stored: 0,
  buffer: [],
  buffered: 0,
  total: 0,
  mime: 'audio/mp4',
  meta,
});

/** Starts a download; a track already downloaded or downloading shows 已下载 and starts nothing. */
export function startDownload(track: DownloadTrack): boolean {
  const taskId = `music-${track.id}-${Date.now().toString(36)}`;
  const started = store().start({
    taskId,
    goodsId: track.id,
    title: track.title,
    artist: track.artist,
    cover: track.cover,
  });
  if (!started) {
    showToast(i18n.t('music.download.already'));
    return false;
  }
  partials.set(taskId, fresh(track.id, { title: track.title, artist: track.artist, cover: track.cover }));
  void run(taskId);
  return true;
}

export function pauseDownload(taskId: string): void {
  store().pause(taskId);
  running.get(taskId)?.abort();
}

export function resumeDownload(taskId: string): void {
  if (running.has(taskId)) return;
  store().resume(taskId);
  void run(taskId);
}

/** Aborting removes the task and what it had received, stored bytes included. */
export function removeDownload(taskId: string): void {
  const task = store().downloadTasks.find((t) => t.taskId === taskId);
  const goodsId = partials.get(taskId)?.goodsId ?? task?.goodsId;
  partials.delete(taskId);
  running.get(taskId)?.abort();
  store().remove(taskId);
  if (goodsId !== undefined && !running.has(taskId)) void dropParts(goodsId).catch(() => undefined);
}

const received = (p: Partial) => p.stored + p.buffered;
const percent = (p: Partial) => (p.total > 0 ? Math.min(100, Math.floor((received(p) / p.total) * 100)) : 0);

/** Writes the buffered bytes as one block at the stored length. */
async function flush(p: Partial): Promise<void> {
  if (p.buffered === 0) return;
  const block = new Uint8Array(p.buffered);
  let at = 0;
  for (const c of p.buffer) {
    block.set(c, at);
    at += c.byteLength;
  }
  const offset = p.stored;
  p.buffer = [];
  p.buffered = 0;
  await savePart(p.goodsId, offset, block);
  p.stored = offset + block.byteLength;
}

/** Forgets what was stored: the next request starts from zero. */
async function restart(p: Partial): Promise<void> {
  await dropParts(p.goodsId);
  p.stored = 0;
  p.buffer = [];
  p.buffered = 0;
}

async function run(taskId: string, attempt = 0): Promise<void> {
  let part = partials.get(taskId);
  if (!part) {
    // The page was reloaded: the task comes back from the store, its bytes from the storage.
    const task = store().downloadTasks.find((t) => t.taskId === taskId);
    if (!task) return;
    part = fresh(task.goodsId, { title: task.title, artist: task.artist, cover: task.cover });
    partials.set(taskId, part);
  }
  const controller = new AbortController();
  running.set(taskId, controller);
  try {
    if (!part.loaded) {
      const saved = await loadPart(part.goodsId);
      if (saved) {
        part.stored = saved.received;
        part.total = saved.total;
        part.mime = saved.mime;
      }
      part.loaded = true;
    }
    // The signed URL again while it is valid for another minute; a new one once it expired.
    if (!part.signed || part.signed.expires - Date.now() < 60_000) {
      const signed = await fetchPlayUrl(part.goodsId, 'download', false);
      if (part.stored > 0 && part.total > 0 && signed.size !== part.total) await restart(part);
      part.mime = signed.mime;
      part.total = signed.size || part.total;
      part.signed = { url: signed.url, expires: Date.parse(signed.expires_at) };
    }
    if (part.total > 0 && part.stored >= part.total) return await complete(taskId, part);
    const from = part.stored;
    const res = await fetch(part.signed.url, {
      headers: from > 0 ? { range: `bytes=${from}-` } : {},
      signal: controller.signal,
    });
    if (res.status === 200 && from > 0) {
      // The server ignored the range: start over from these bytes.
      await restart(part);
    } else if (res.status !== 200 && res.status !== 206) {
      // Refused (an expired or revoked URL): the next resume asks for a new one.
      part.signed = undefined;
      throw new Error(String(res.status));
    }
    const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
    if (total && part.stored > 0 && part.total > 0 && Number(total) !== part.total && attempt === 0) {
      // The file changed since the stored bytes: start over once.
      await res.body?.cancel().catch(() => undefined);
      await restart(part);
      running.delete(taskId);
      return await run(taskId, attempt + 1);
    }
    if (total) part.total = Number(total);
    else if (res.status === 200) part.total = Number(res.headers.get('content-length')) || part.total;
    await savePartMeta(part.goodsId, { total: part.total, mime: part.mime });
    store().progress(taskId, percent(part), received(part), part.total);
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      part.buffer.push(value);
      part.buffered += value.byteLength;
      if (part.buffered >= FLUSH_BYTES) await flush(part);
      store().progress(taskId, percent(part), received(part), part.total);
    }
    await flush(part);
    await complete(taskId, part);
  } catch {
    // Paused, removed, or the connection dropped: keep what arrived; a dropped one waits, paused.
    if (partials.get(taskId) === part) {
      await flush(part).catch(() => undefined);
      if (!controller.signal.aborted) store().pause(taskId);
    }
  } finally {
    running.delete(taskId);
    // Removed while a block was being written: drop what that write left behind.
    if (!partials.has(taskId) && !store().downloaded.some((d) => d.goodsId === part.goodsId))
      await dropParts(part.goodsId).catch(() => undefined);
  }
}

/** Everything arrived: one file in the offline cache, the blocks dropped, the task done. */
async function complete(taskId: string, part: Partial): Promise<void> {
  const blob = await assembleParts(part.goodsId, part.mime);
  if (part.total > 0 && blob.size !== part.total) {
    // Stored blocks that do not add up: start over on the next resume.
    await restart(part);
    throw new Error('size mismatch');
  }
  await saveOffline(part.goodsId, blob);
  await dropParts(part.goodsId);
  partials.delete(taskId);
  store().finish(taskId, {
    goodsId: part.goodsId,
    ...part.meta,
    size: blob.size,
    mime: part.mime,
    at: new Date().toISOString(),
  });
}
