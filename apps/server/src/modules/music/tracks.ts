import type { BodyOf, music as contracts } from '@dance/contracts';
import type { z } from 'zod';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { toFen } from '../../platform/money.ts';
import type { Platform } from '../../platform/platform.ts';
import { reused } from '../../platform/reused-json.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import type { FileField } from '../content/files.ts';
import type { Fulfiller } from '../mall/index.ts';
import type { TracksRepo, TrackFilter } from './tracks.repo.ts';
import type { MusicDeps } from './ports.ts';
import type { TrackReviewService } from './publish-review.ts';
import type { CardRow, TrackRow } from './rows.ts';
import { iso, trackCard } from './views.ts';

type EditBody = BodyOf<typeof contracts.editMusic>;
interface ListQuery {
  genre?: string;
  bpm_min?: number;
  bpm_max?: number;
  album_id?: number;
  mch_id?: number;
  sort: 'new' | 'hot';
  cursor?: string;
  limit: number;
}
type TrackPage = { list: TrackCard[]; next_cursor: string | null };
type TrackCard = z.infer<typeof contracts.TrackCard>;
type TrackDetail = z.infer<typeof contracts.TrackDetail>;

/** Transcodes one track's audio (`{ trackId }`), see media.ts. */
export const TRACK_JOB = 'music.transcode';
/** A paid track's SKU stock: a licence is never out of stock. */
export const UNLIMITED = 99_999;
const MAX_PRICE = 100_000_000;

/** What the viewer may do with a track. */
export interface Access {
  staff: boolean;
  licensed: boolean;
  /** Free, licensed or staff: the full renditions. */
  full: boolean;
}

/**
 * Tracks: goods of type `music` published by a musician's shop (owner or clerk), their albums and
 * the licences paid orders grant through the order lifecycle.
 */
export class TrackService {
  /**
   * The catalogue's pages, the same for every listener, read through a cache of `cacheMs` (2 s in
   * production): a track published, taken down or played shows up to that late.
   */
  private readonly pages: TtlCache<string, TrackPage>;
  /**
   * A published track's detail as a visitor sees it, the same for every visitor, through the same
   * cache time (decision 264): a listener's own state (licence, like, staff) is never kept.
   */
  private readonly visitorDetails: TtlCache<number, TrackDetail>;

  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: TracksRepo,
    private readonly deps: MusicDeps,
    private readonly review: Pick<TrackReviewService, 'statusFor'>,
    cacheMs = 0,
  ) {
    this.pages = new TtlCache(cacheMs, 2000);
    this.visitorDetails = new TtlCache(cacheMs, 5000);
  }

  /** The track a staff call names (unknown: bad input naming the field; not the shop's: refused). */
  async forStaff(userId: number, id: number, field = 'id'): Promise<TrackRow> {
    const t = await this.repo.byId(this.db, id);
    if (!t) invalid(field, 'unknown');
    await this.deps.merchants.requireCapability(userId, t.mchId, 'goods');
    return t;
  }

  /** A track the viewer may see (a draft only its shop's staff) and what they may do with it. */
  async visible(viewerId: number | null, id: number): Promise<{ t: TrackRow; access: Access }> {
    const t = await this.repo.byId(this.db, id);
    if (!t) notFound('goods');
    const staff = viewerId !== null && (await this.deps.merchants.roleOf(viewerId, t.mchId)) !== null;
    if (t.status !== 'published' && !staff) notFound('goods');
    const licensed =
      viewerId !== null && t.price > 0 && (await this.repo.hasLicence(this.db, viewerId, t.id));
    return { t, access: { staff, licensed, full: t.price === 0 || licensed || staff } };
  }

  async edit(userId: number, body: EditBody): Promise<TrackDetail> {
    const old = body.id !== undefined ? await this.forStaff(userId, body.id) : null;
    if (old && body.mch_id !== undefined && body.mch_id !== old.mchId)
      invalid('mch_id', 'not the track’s shop');
    const mchId = old?.mchId ?? body.mch_id;
    if (mchId === undefined) invalid('mch_id', 'required');
    if (!old) await this.deps.merchants.requireCapability(userId, mchId, 'goods');
    const price = toFen(body.price);
    if (!(price >= 0) || price > MAX_PRICE) invalid('price', 'between 0.00 and 1000000.00');
    if (old && (old.price === 0) !== (price === 0))
      invalid('price', 'a free track stays free, a paid one paid');
    const files: FileField[] = [
      ...(old?.cover === body.cover ? [] : [{ field: 'cover', url: body.cover, kind: 'image' as const }]),
      ...(old?.sourceUrl === body.audio_url
        ? []
        : [{ field: 'audio_url', url: body.audio_url, kind: 'audio' as const }]),
    ];
    await this.deps.files.assertOwned(userId, files);
    const words = await this.deps.words.check(body.title, body.artist, body.album, body.lyrics);
    if (words.blocked.length) fail('CONTENT_PROHIBITED', { words: words.blocked.join('、') });

    // While review before publishing is on, a publication waits for an operator.
    const status = await this.review.statusFor(old ?? null, body.status);
    const submitted =
      status === 'review' && old?.status !== 'review' ? { submittedBy: userId, submittedAt: new Date() } : {};
    const newAudio = !old || old.sourceUrl !== body.audio_url || old.mediaStatus === 'failed';
    const values = {
      title: body.title,
      artist: body.artist,
      genres: [...new Set(body.genres)],
      bpm: body.bpm,
      cover: body.cover,
      price,
      downloadable: body.downloadable === 1,
      lyrics: body.lyrics,
      status,
      ...submitted,
      // A refusal's reason stays on the draft until it is published or sent for review again.
      ...(status === 'draft' ? {} : { reviewReason: '' }),
      ...(newAudio
        ? {
            sourceUrl: body.audio_url,
            mediaStatus: 'processing',
            mediaKey: '',
            sizes: {},
            peaks: [],
            duration: null,
            bpmEstimate: null,
          }
        : {}),
    };
    // Only a paid, published track is on sale: a free one is never bought.
    const goods = {
      name: body.title,
      cover: body.cover,
      images: [body.cover],
      detail: body.lyrics ? `<p>${body.artist}</p>` : '',
      status: status === 'published' && price > 0 ? 1 : 0,
    };
    const id = await this.db.transaction(async (tx) => {
      const albumId = body.album ? (await this.repo.albumByName(tx, mchId, body.album, body.cover)).id : null;
      if (old) {
        // The SKU and the goods first (the flow's lock order), then the track's row.
        if (old.skuId !== null) await this.deps.catalog.lockSkus(tx, [old.skuId]);
        if (!(await this.deps.catalog.edit(tx, old.id, goods))) notFound('goods');
        if (old.skuId !== null)
          await this.deps.catalog.putSku(tx, old.id, { id: old.skuId, values: [], price, stock: UNLIMITED });
        await this.repo.update(tx, old.id, { ...values, albumId });
        return old.id;
      }
      const g = await this.deps.catalog.create(
        {
          ...goods,
          type: 'music',
          mchId,
          delivery: 'verify',
          shippingFee: 0,
          specs: [],
          skus: price > 0 ? [{ values: [], price, stock: UNLIMITED }] : [],
        },
        tx,
      );
      await this.repo.insert(tx, {
        ...values,
        sourceUrl: body.audio_url,
        id: g.goods.id,
        mchId,
        albumId,
        skuId: g.skus[0]?.id ?? null,
      });
      return g.goods.id;
    });
    if (newAudio) await this.p.jobs.send(TRACK_JOB, { trackId: id });
    return this.detail(userId, id);
  }

  async cards(rows: CardRow[]): Promise<TrackCard[]> {
    const [shops, albums] = await Promise.all([
      this.deps.merchants.cards(rows.map((t) => t.mchId)),
      this.repo.albumsByIds(this.db, [
        ...new Set(rows.flatMap((t) => (t.albumId !== null ? [t.albumId] : []))),
      ]),
    ]);
    const albumOf = new Map(albums.map((a) => [a.id, a]));
    return rows.map((t) =>
      trackCard(t, t.albumId !== null ? albumOf.get(t.albumId) : undefined, shops.get(t.mchId)),
    );
  }

  async detail(viewerId: number | null, id: number): Promise<TrackDetail> {
    // A visitor's answer is every visitor's: kept, and its JSON made once (reused).
    if (viewerId === null)
      return this.visitorDetails.get(id, async () => reused(await this.detailNow(null, id)));
    return this.detailNow(viewerId, id);
  }

  private async detailNow(viewerId: number | null, id: number): Promise<TrackDetail> {
    const { t, access } = await this.visible(viewerId, id);
    const [[card], liked] = await Promise.all([
      this.cards([t]),
      viewerId !== null ? this.deps.catalog.isCollected(viewerId, t.id) : Promise.resolve(false),
    ]);
    return {
      ...card!,
      lyrics: t.lyrics,
      bpm_estimate: t.bpmEstimate,
      peaks: t.peaks,
      sku_id: t.skuId,
      full_access: access.full,
      licensed: access.licensed,
      is_staff: access.staff,
      is_liked: liked,
      source_url: access.staff ? t.sourceUrl : '',
    };
  }

  list(q: ListQuery): Promise<TrackPage> {
    if (q.bpm_min !== undefined && q.bpm_max !== undefined && q.bpm_min > q.bpm_max)
      invalid('bpm_max', 'not below bpm_min');
    // As JSON: a cursor may hold any separator.
    const key = JSON.stringify([
      q.genre ?? null,
      q.bpm_min ?? null,
      q.bpm_max ?? null,
      q.album_id ?? null,
      q.mch_id ?? null,
      q.sort,
      q.cursor ?? null,
      q.limit,
    ]);
    return this.pages.get(key, async () => reused(await this.listNow(q)));
  }

  private async listNow(q: ListQuery): Promise<TrackPage> {
    const f: TrackFilter = {
      genre: q.genre,
      bpmMin: q.bpm_min,
      bpmMax: q.bpm_max,
      albumId: q.album_id,
      mchId: q.mch_id,
    };
    if (q.sort === 'hot') {
      const after = decodeCursor(q.cursor, ['id', 'id']);
      const rows = await this.repo.listHot(this.db, f, after ? [after[0]!, after[1]!] : null, q.limit + 1);
      const { list, next_cursor } = page(rows, q.limit, (t) => `${t.plays}_${t.id}`);
      return { list: await this.cards(list), next_cursor };
    }
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.listNew(this.db, f, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (t) => String(t.id));
    return { list: await this.cards(list), next_cursor };
  }

  /** The caller’s shops’ tracks (drafts included); with `bought`, the tracks they hold a licence for; with `liked`, those they liked. */
  async mine(userId: number, q: { bought: 0 | 1; liked?: 0 | 1; cursor?: string; limit: number }) {
    if (q.liked === 1) return this.liked(userId, q);
    const after = decodeCursor(q.cursor, ['id']);
    if (q.bought === 1) {
      const licences = await this.repo.licencesOf(this.db, userId, after ? after[0]! : null, q.limit + 1);
      const { list, next_cursor } = page(licences, q.limit, (l) => String(l.id));
      const rows = await this.repo.byIds(this.db, [...new Set(list.map((l) => l.trackId))]);
      const cards = new Map((await this.cards(rows)).map((c) => [c.id, c]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        list: list
          .filter((l) => cards.has(l.trackId))
          .map((l) =>
            Object.assign({}, cards.get(l.trackId)!, {
              downloads: byId.get(l.trackId)!.downloads,
              sales: byId.get(l.trackId)!.sales,
              licensed_at: iso(l.createdAt),
              liked_at: null,
            }),
          ),
        next_cursor,
      };
    }
    const shops = (await this.deps.merchants.myShops(userId)).filter((s) => s.id !== 0).map((s) => s.id);
    const rows = await this.repo.ofShops(this.db, shops, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (t) => String(t.id));
    const cards = await this.cards(list);
    return {
      list: cards.map((c, i) =>
        Object.assign(c, {
          downloads: list[i]!.downloads,
          sales: list[i]!.sales,
          licensed_at: null,
          liked_at: null,
        }),
      ),
      next_cursor,
    };
  }

  /**
   * The tracks the caller liked, most recently liked first: the mall's collection list of type
   * `music` (its cursor), less tracks no longer listed (decision 226).
   */
  private async liked(userId: number, q: { cursor?: string; limit: number }) {
    const { list, next_cursor } = await this.deps.catalog.collections(userId, {
      type: 'music',
      cursor: q.cursor,
      limit: q.limit,
    });
    const rows = await this.repo.listedByIds(
      this.db,
      list.map((g) => g.id),
    );
    const cards = new Map((await this.cards(rows)).map((c) => [c.id, c]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      list: list
        .filter((g) => cards.has(g.id))
        .map((g) =>
          Object.assign({}, cards.get(g.id)!, {
            downloads: byId.get(g.id)!.downloads,
            sales: byId.get(g.id)!.sales,
            licensed_at: null,
            liked_at: g.collected_at,
          }),
        ),
      next_cursor,
    };
  }

  async genres(all: readonly string[]) {
    const counts = await this.repo.genreCounts(this.db);
    return {
      list: all.map((g) => ({ genre: g as TrackCard['genres'][number], tracks: counts.get(g) ?? 0 })),
    };
  }

  async albums(q: { mch_id?: number; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.albums(this.db, q.mch_id, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (a) => String(a.id));
    return {
      list: list.map((a) => ({
        id: a.id,
        mch_id: a.mchId,
        name: a.name,
        cover: a.cover,
        track_count: a.trackCount,
      })),
      next_cursor,
    };
  }

  // ---------- licences ----------

  /**
   * The fulfiller of goods type `music`: `paid` grants one licence per line (a goods of type music
   * made outside this module has no row and is left alone), `refunded` revokes the refunded lines'.
   */
  readonly fulfil: Fulfiller = async (tx, e) => {
    if (e.kind !== 'paid' && e.kind !== 'refunded') return;
    const tracks = new Set(
      (await this.repo.byIds(tx, [...new Set(e.lines.map((l) => l.goodsId))])).map((t) => t.id),
    );
    const lines = e.lines.filter((l) => tracks.has(l.goodsId));
    if (!lines.length) return;
    const moved =
      e.kind === 'paid'
        ? await this.repo.grant(
            tx,
            lines.map((l) => ({
              trackId: l.goodsId,
              userId: e.order.userId,
              orderId: e.order.id,
              orderItemId: l.itemId,
            })),
          )
        : await this.repo.revoke(
            tx,
            lines.map((l) => l.itemId),
          );
    const by = new Map<number, number>();
    for (const l of moved) by.set(l.trackId, (by.get(l.trackId) ?? 0) + 1);
    for (const [id, n] of [...by].sort((a, b) => a[0] - b[0]))
      await this.repo.moveCounter(tx, id, 'sales', e.kind === 'paid' ? n : -n);
  };

  /**
   * Counts a listener's download of a track once, ever (decision 226): a renewed or repeated
   * download URL, even 20 at once, leaves the count as it was.
   */
  async countDownload(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await this.repo.noteDownload(tx, userId, id)) await this.repo.moveCounter(tx, id, 'downloads', 1);
    });
  }
}
