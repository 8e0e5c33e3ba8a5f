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
