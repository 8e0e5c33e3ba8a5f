import type { mall, music as contracts } from '@dance/contracts';
import type { z } from 'zod';
import { yuan } from '../../platform/money.ts';
import type { AlbumRow, CardRow } from './rows.ts';

type TrackCard = z.infer<typeof contracts.TrackCard>;
type ShopCard = z.infer<typeof mall.ShopCard>;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The BPM shown: the entered one, else the estimate rounded. */
export const shownBpm = (t: Pick<CardRow, 'bpm' | 'bpmEstimate'>): number | null =>
  t.bpm ?? (t.bpmEstimate !== null ? Math.round(t.bpmEstimate) : null);

export function trackCard(t: CardRow, album: AlbumRow | undefined, shop: ShopCard | undefined): TrackCard {
  return {
    id: t.id,
    title: t.title,
    artist: t.artist,
    cover: t.cover,
    album: album ? { id: album.id, name: album.name } : null,
    genres: t.genres as TrackCard['genres'],
    bpm: shownBpm(t),
    duration: t.duration,
    price: yuan(t.price),
    free: t.price === 0,
    downloadable: t.downloadable,
    plays: t.plays,
    status: t.status as TrackCard['status'],
    ...(t.reviewReason ? { review_reason: t.reviewReason } : {}),
    media_status: t.mediaStatus as TrackCard['media_status'],
    mch: shop ?? { id: t.mchId, name: '', logo: '' },
  };
}
