import { i18n } from '../../../i18n/index.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDownloadsStore } from '../../../stores/downloads.ts';
import { fetchPlayUrl } from '../api/play-url.ts';
import { saveOffline } from './offline.ts';

interface Partial {
  goodsId: number;
  chunks: Uint8Array[];
  received: number;
  total: number;
  mime: string;
  meta: { title: string; artist?: string; cover?: string };
  /** The signed URL, kept while valid: a resume does not ask (and count a download) again. */
  signed?: { url: string; expires: number };
}

/* The bytes received so far per task: a paused or dropped download resumes from them with Range. */
const partials = new Map<string, Partial>();
const running = new Map<string, AbortController>();

const store = () => useDownloadsStore.getState();

export interface DownloadTrack {
  id: number;
  title: string;
  artist?: string;
  cover?: string;
}

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
  partials.set(taskId, {
    goodsId: track.id,
    chunks: [],
    received: 0,
    total: 0,
    mime: 'audio/mp4',
    meta: { title: track.title, artist: track.artist, cover: track.cover },
  });
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

/** Aborting removes the task and what it had received. */
export function removeDownload(taskId: string): void {
  running.get(taskId)?.abort();
  partials.delete(taskId);
  store().remove(taskId);
}

const percent = (p: Partial) => (p.total > 0 ? Math.min(100, Math.floor((p.received / p.total) * 100)) : 0);

async function run(taskId: string): Promise<void> {
  const part = partials.get(taskId);
  if (!part) {
    // The page was reloaded: the bytes are gone, the task starts again from zero.
    const task = store().downloadTasks.find((t) => t.taskId === taskId);
    if (!task) return;
    partials.set(taskId, {
      goodsId: task.goodsId,
      chunks: [],
      received: 0,
      total: 0,
      mime: 'audio/mp4',
      meta: { title: task.title, artist: task.artist, cover: task.cover },
    });
    return run(taskId);
  }
  const controller = new AbortController();
  running.set(taskId, controller);
  try {
    // The signed URL again while it is valid for another minute; a new one once it expired.
    if (!part.signed || part.signed.expires - Date.now() < 60_000) {
      const signed = await fetchPlayUrl(part.goodsId, 'download', false);
      part.mime = signed.mime;
      if (part.total === 0) part.total = signed.size;
      part.signed = { url: signed.url, expires: Date.parse(signed.expires_at) };
    }
    const res = await fetch(part.signed.url, {
      headers: part.received > 0 ? { range: `bytes=${part.received}-` } : {},
      signal: controller.signal,
    });
    if (res.status === 200 && part.received > 0) {
      // The server ignored the range: start over.
      part.chunks = [];
      part.received = 0;
    } else if (res.status !== 200 && res.status !== 206) {
      // Refused (an expired or revoked URL): the next resume asks for a new one.
      part.signed = undefined;
      throw new Error(String(res.status));
    }
    const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
    if (total) part.total = Number(total);
    else if (res.status === 200) part.total = Number(res.headers.get('content-length')) || part.total;
    store().progress(taskId, percent(part), part.received, part.total);
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      part.chunks.push(value);
      part.received += value.byteLength;
      store().progress(taskId, percent(part), part.received, part.total);
    }
    const blob = new Blob(part.chunks as BlobPart[], { type: part.mime });
    await saveOffline(part.goodsId, blob);
    partials.delete(taskId);
    store().finish(taskId, {
      goodsId: part.goodsId,
      ...part.meta,
      size: blob.size,
      mime: part.mime,
      at: new Date().toISOString(),
    });
  } catch {
    // Paused, removed, or the connection dropped: a dropped one waits, paused, for a resume.
    if (partials.has(taskId) && !controller.signal.aborted) store().pause(taskId);
  } finally {
    running.delete(taskId);
  }
}
