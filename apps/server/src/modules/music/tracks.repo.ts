import {
  and,
  arrayContains,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { planned, type DbOrTx } from '../../platform/db.ts';
import { musicAlbum, musicDownload, musicLicence, musicPlay, musicTrack } from '../../db/schema/music.ts';
import type { AlbumRow, CardRow, LicenceRow, TrackRow } from './rows.ts';

/** A track by id, as its detail and every check of it read it: built once (the row has 30 columns). */
const trackById = planned('music_track_by_id', (tx) =>
  tx
    .select()
    .from(musicTrack)
    .where(eq(musicTrack.id, sql.placeholder('id'))),
);

export interface TrackFilter {
  genre?: string;
  bpmMin?: number;
  bpmMax?: number;
  albumId?: number;
  mchId?: number;
}

/** The BPM a track is shown and filtered with: the entered one, else the estimate. */
const shownBpm = sql`coalesce(${musicTrack.bpm}, round(${musicTrack.bpmEstimate}))`;
/**
 * Listed: published and ready. Written as literals, the predicate of the partial indexes: with the
 * two words as parameters a prepared statement's generic plan could not use those indexes, so
 * PostgreSQL planned every call afresh.
 */
const listed = sql`(${musicTrack.status} = 'published' and ${musicTrack.mediaStatus} = 'ready')`;

/** The columns of a `CardRow`. */
const cardColumns = {
  id: musicTrack.id,
  mchId: musicTrack.mchId,
  title: musicTrack.title,
  artist: musicTrack.artist,
  albumId: musicTrack.albumId,
  genres: musicTrack.genres,
  bpm: musicTrack.bpm,
  bpmEstimate: musicTrack.bpmEstimate,
  duration: musicTrack.duration,
  cover: musicTrack.cover,
  price: musicTrack.price,
  downloadable: musicTrack.downloadable,
  status: musicTrack.status,
  reviewReason: musicTrack.reviewReason,
  mediaStatus: musicTrack.mediaStatus,
  plays: musicTrack.plays,
  downloads: musicTrack.downloads,
  sales: musicTrack.sales,
} satisfies { [K in keyof CardRow]: unknown };

/**
 * A page of listed tracks: the ids first, from the listed indexes alone (they carry the genres
 * and both BPMs the filters test, so the walk never visits the wide rows it skips), then the
 * page's cards by primary key.
 */
function listedPage(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number | Placeholder) {
  const ids = tx
    .select({ id: musicTrack.id })
    .from(musicTrack)
    .where(and(listed, where))
    .orderBy(...order)
    .limit(limit);
  return tx
    .select(cardColumns)
    .from(musicTrack)
    .where(inArray(musicTrack.id, ids))
    .orderBy(...order);
}

/** How many of a listener's most played genres their recommendations are drawn from. */
const TASTE_GENRES = 3;
/** How many of a listener's latest distinct plays their recommendations leave out. */
const PLAYED_KEPT_OUT = 500;

/**
 * A listener's recommendations in one statement, built once: the listed tracks of their three most
 * played genres (ties by name) they did not play lately, most played first. A listener who played
 * nothing gets no rows (an empty array of genres overlaps nothing).
 */
const recommendedFor = planned('music_recommended_for', (tx) => {
  const user = sql.placeholder('user');
  return listedPage(
    tx,
    and(
      sql`${musicTrack.genres} && array(
        select g from ${musicPlay} p join ${musicTrack} t on t.id = p.track_id, unnest(t.genres) g
         where p.user_id = ${user} group by g order by count(*) desc, g limit ${sql.raw(String(TASTE_GENRES))})`,
      sql`${musicTrack.id} not in (
        select p.track_id from ${musicPlay} p where p.user_id = ${user}
         group by p.track_id order by max(p.id) desc limit ${sql.raw(String(PLAYED_KEPT_OUT))})`,
    ),
    [desc(musicTrack.plays), desc(musicTrack.id)],
    sql.placeholder('limit'),
  );
});

/** Tracks, albums and licences. SQL only: tracks.ts decides. */
export class TracksRepo {
  async insert(tx: DbOrTx, values: typeof musicTrack.$inferInsert): Promise<TrackRow> {
    const [row] = await tx.insert(musicTrack).values(values).returning();
    return row!;
  }

  /** Updates a track; with `sourceUrl`, only while it still has that audio (a job's result). */
  async update(
    tx: DbOrTx,
    id: number,
    values: Partial<typeof musicTrack.$inferInsert>,
    sourceUrl?: string,
  ): Promise<TrackRow | undefined> {
    const [row] = await tx
      .update(musicTrack)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(eq(musicTrack.id, id), sourceUrl !== undefined ? eq(musicTrack.sourceUrl, sourceUrl) : undefined),
      )
      .returning();
    return row;
  }

  async byId(tx: DbOrTx, id: number): Promise<TrackRow | undefined> {
    const [row] = await trackById(tx, { id });
    return row;
  }

  /** Tracks in any state, as cards. */
  byIds(tx: DbOrTx, ids: number[]): Promise<CardRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select(cardColumns).from(musicTrack).where(inArray(musicTrack.id, ids));
  }

  /** Published, playable tracks in the given order of ids (unknown or unlisted ids dropped). */
  async listedByIds(tx: DbOrTx, ids: number[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    const rows = await tx
      .select(cardColumns)
      .from(musicTrack)
      .where(and(inArray(musicTrack.id, ids), listed));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined);
  }

  private where(f: TrackFilter): SQL | undefined {
    return and(
      f.genre !== undefined ? arrayContains(musicTrack.genres, [f.genre]) : undefined,
      f.bpmMin !== undefined ? sql`${shownBpm} >= ${f.bpmMin}` : undefined,
      f.bpmMax !== undefined ? sql`${shownBpm} <= ${f.bpmMax}` : undefined,
      f.albumId !== undefined ? eq(musicTrack.albumId, f.albumId) : undefined,
      f.mchId !== undefined ? eq(musicTrack.mchId, f.mchId) : undefined,
    );
  }

  /** Listed tracks, newest first. */
  listNew(tx: DbOrTx, f: TrackFilter, beforeId: number | null, limit: number): Promise<CardRow[]> {
    return listedPage(
      tx,
      and(this.where(f), beforeId !== null ? lt(musicTrack.id, beforeId) : undefined),
      [desc(musicTrack.id)],
      limit,
    );
  }

  /** Listed tracks, most played first (cursor: plays, id). */
  listHot(tx: DbOrTx, f: TrackFilter, after: [number, number] | null, limit: number): Promise<CardRow[]> {
    return listedPage(
      tx,
      and(
        this.where(f),
        after
          ? or(
              lt(musicTrack.plays, after[0]),
              and(eq(musicTrack.plays, after[0]), lt(musicTrack.id, after[1])),
            )
          : undefined,
      ),
      [desc(musicTrack.plays), desc(musicTrack.id)],
      limit,
    );
  }

  /** A listener's recommendations (`recommendedFor`). */
  recommended(tx: DbOrTx, userId: number, limit: number): Promise<CardRow[]> {
    return recommendedFor(tx, { user: userId, limit });
  }

  /** Every track of some shops, drafts and unprocessed included, newest first. */
  ofShops(tx: DbOrTx, mchIds: number[], beforeId: number | null, limit: number): Promise<CardRow[]> {
    if (!mchIds.length) return Promise.resolve([]);
    return tx
      .select(cardColumns)
      .from(musicTrack)
      .where(
        and(inArray(musicTrack.mchId, mchIds), beforeId !== null ? lt(musicTrack.id, beforeId) : undefined),
      )
      .orderBy(desc(musicTrack.id))
      .limit(limit);
  }

  /** Published tracks per genre. */
  async genreCounts(tx: DbOrTx): Promise<Map<string, number>> {
    const rows = await tx.execute<{ genre: string; n: string }>(
      sql`select g as genre, count(*) as n from ${musicTrack}, unnest(${musicTrack.genres}) g
          where ${listed} group by g`,
    );
    return new Map(rows.rows.map((r) => [r.genre, Number(r.n)]));
  }

  async moveCounter(tx: DbOrTx, id: number, column: 'sales' | 'downloads', delta: number): Promise<void> {
    await tx
      .update(musicTrack)
      .set({ [column]: sql`greatest(${musicTrack[column]} + ${delta}, 0)` })
      .where(eq(musicTrack.id, id));
  }

  /** Notes a listener's download of a track; false when it was noted already (the key decides). */
  async noteDownload(tx: DbOrTx, userId: number, trackId: number): Promise<boolean> {
    const rows = await tx
      .insert(musicDownload)
      .values({ userId, trackId })
      .onConflictDoNothing()
      .returning({ trackId: musicDownload.trackId });
    return rows.length > 0;
  }

  // ---------- albums ----------

  /** The shop's album of this name, made on first use. */
  async albumByName(tx: DbOrTx, mchId: number, name: string, cover: string): Promise<AlbumRow> {
    await tx.insert(musicAlbum).values({ mchId, name, cover }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(musicAlbum)
      .where(and(eq(musicAlbum.mchId, mchId), eq(musicAlbum.name, name)))
      .limit(1);
    return row!;
  }

  albumsByIds(tx: DbOrTx, ids: number[]): Promise<AlbumRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(musicAlbum).where(inArray(musicAlbum.id, ids));
  }

  /** Albums with at least one listed track and their listed track counts, newest first. */
  async albums(
    tx: DbOrTx,
    mchId: number | undefined,
    beforeId: number | null,
    limit: number,
  ): Promise<(AlbumRow & { trackCount: number })[]> {
    const n = sql<number>`count(${musicTrack.id})::int`;
    const rows = await tx
      .select({ a: musicAlbum, n })
      .from(musicAlbum)
      .innerJoin(musicTrack, and(eq(musicTrack.albumId, musicAlbum.id), listed))
      .where(
        and(
          mchId !== undefined ? eq(musicAlbum.mchId, mchId) : undefined,
          beforeId !== null ? lt(musicAlbum.id, beforeId) : undefined,
        ),
      )
      .groupBy(musicAlbum.id)
      .orderBy(desc(musicAlbum.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.a, trackCount: r.n }));
  }

  // ---------- licences ----------

  async hasLicence(tx: DbOrTx, userId: number, trackId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: musicLicence.id })
      .from(musicLicence)
      .where(
        and(
          eq(musicLicence.userId, userId),
          eq(musicLicence.trackId, trackId),
          isNull(musicLicence.revokedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Licences of order lines; a line licensed before is left as it is. Answers the new ones. */
  grant(tx: DbOrTx, rows: (typeof musicLicence.$inferInsert)[]): Promise<LicenceRow[]> {
    if (!rows.length) return Promise.resolve([]);
    return tx.insert(musicLicence).values(rows).onConflictDoNothing().returning();
  }

  /** Revokes the live licences of these order lines; answers them. */
  revoke(tx: DbOrTx, itemIds: number[]): Promise<LicenceRow[]> {
    if (!itemIds.length) return Promise.resolve([]);
    return tx
      .update(musicLicence)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(musicLicence.orderItemId, itemIds), isNull(musicLicence.revokedAt)))
      .returning();
  }

  /** The user's live licences, newest first. */
  licencesOf(tx: DbOrTx, userId: number, beforeId: number | null, limit: number): Promise<LicenceRow[]> {
    return tx
      .select()
      .from(musicLicence)
      .where(
        and(
          eq(musicLicence.userId, userId),
          isNull(musicLicence.revokedAt),
          beforeId !== null ? lt(musicLicence.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(musicLicence.id))
      .limit(limit);
  }
}
