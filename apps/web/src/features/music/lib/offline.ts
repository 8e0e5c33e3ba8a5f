/*
 * Downloaded tracks live in Cache Storage under a URL of their own, so they play with the network
 * off: the player reads the bytes back and plays them from a blob URL.
 */
const CACHE = 'music-offline-v1';

const keyOf = (goodsId: number) => `/offline/music/${goodsId}`;

async function cache(): Promise<Cache | null> {
  try {
    return 'caches' in globalThis ? await caches.open(CACHE) : null;
  } catch {
    return null;
  }
}

export async function saveOffline(goodsId: number, blob: Blob): Promise<void> {
  const c = await cache();
  if (!c) throw new Error('storage unavailable');
  await c.put(keyOf(goodsId), new Response(blob, { headers: { 'content-type': blob.type } }));
}

/** The downloaded bytes of a track as a blob URL (the caller revokes it), or null. */
export async function offlineUrl(goodsId: number): Promise<string | null> {
  const c = await cache();
  const hit = await c?.match(keyOf(goodsId));
  if (!hit) return null;
  return URL.createObjectURL(await hit.blob());
}

export async function removeOffline(goodsId: number): Promise<void> {
  await (await cache())?.delete(keyOf(goodsId));
}

/*
 * A download under way keeps what it received in the same cache, block by block, under
 * `/offline/music-part/<goods>/<offset>`, with `meta` holding the expected size and type: a pause,
 * a dropped line or a reload resumes with a Range request from the stored length (decision 226).
 */
const PARTS = '/offline/music-part/';
const partKey = (goodsId: number, offset: number) => `${PARTS}${goodsId}/${offset}`;
const metaKey = (goodsId: number) => `${PARTS}${goodsId}/meta`;

/** The stored blocks of a track's download, by offset. */
async function blocks(c: Cache, goodsId: number): Promise<{ offset: number; key: Request }[]> {
  const prefix = `${PARTS}${goodsId}/`;
  const found: { offset: number; key: Request }[] = [];
  for (const key of await c.keys()) {
    const path = new URL(key.url, 'http://local').pathname;
    if (!path.startsWith(prefix)) continue;
    const tail = path.slice(prefix.length);
    if (/^\d+$/.test(tail)) found.push({ offset: Number(tail), key });
  }
  return found.sort((a, b) => a.offset - b.offset);
}

export interface StoredPart {
  /** Bytes stored from the start without a gap: the next Range starts here. */
  received: number;
  /** The size the server announced; 0 when unknown. */
  total: number;
  mime: string;
}

/** Stores one received block at its offset. */
export async function savePart(goodsId: number, offset: number, bytes: Uint8Array): Promise<void> {
  const c = await cache();
  if (!c) throw new Error('storage unavailable');
  await c.put(partKey(goodsId, offset), new Response(bytes as BlobPart));
}

export async function savePartMeta(goodsId: number, meta: { total: number; mime: string }): Promise<void> {
  const c = await cache();
  if (!c) throw new Error('storage unavailable');
  await c.put(
    metaKey(goodsId),
    new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }),
  );
}

/**
 * What a download of the track stored so far: the blocks from offset 0 without a gap count; a block
 * past a gap or overlapping (a write lost to a reload) is dropped. Null when nothing is stored.
 */
export async function loadPart(goodsId: number): Promise<StoredPart | null> {
  const c = await cache();
  if (!c) return null;
  const meta = (await (await c.match(metaKey(goodsId)))?.json().catch(() => null)) as {
    total?: number;
    mime?: string;
  } | null;
  let received = 0;
  for (const b of await blocks(c, goodsId)) {
    const size =
      b.offset === received ? ((await (await c.match(b.key))?.arrayBuffer())?.byteLength ?? -1) : -1;
    if (size <= 0) await c.delete(b.key);
    else received += size;
  }
  if (!meta && received === 0) return null;
  return { received, total: meta?.total ?? 0, mime: meta?.mime ?? 'audio/mp4' };
}

/** The stored blocks as one file, in order. */
export async function assembleParts(goodsId: number, mime: string): Promise<Blob> {
  const c = await cache();
  if (!c) throw new Error('storage unavailable');
  const parts: Blob[] = [];
  for (const b of await blocks(c, goodsId)) {
    const hit = await c.match(b.key);
    if (hit) parts.push(await hit.blob());
  }
  return new Blob(parts, { type: mime });
}

/** Drops a download's stored blocks and meta (finished or removed). */
export async function dropParts(goodsId: number): Promise<void> {
  const c = await cache();
  if (!c) return;
  for (const b of await blocks(c, goodsId)) await c.delete(b.key);
  await c.delete(metaKey(goodsId));
}
