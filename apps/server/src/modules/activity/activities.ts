import type { BodyOf, activity as contracts } from '@dance/contracts';
import type { z } from 'zod';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { together, type Db, type DbOrTx } from '../../platform/db.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { reused } from '../../platform/reused-json.ts';
import { regionChainValid } from '../../platform/regions.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import { fileFields, type FileField } from '../content/files.ts';
import type { ActivitiesRepo, ActivitySort } from './activities.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import type { CompetitionRepo } from './competition.repo.ts';
import type { PhotosRepo } from './photos.repo.ts';
import type { ShopCapability } from '../merchant/index.ts';
import type { ActivityDeps } from './ports.ts';
import type { PublishReviewService } from './publish-review.ts';
import type { ActivityRow } from './rows.ts';
import { activityCard, divisionView, ticketSumsOf, ticketTypeView, unpublished } from './views.ts';

type EditBody = BodyOf<typeof contracts.editActivity>;
type ActivityCard = z.infer<typeof contracts.ActivityCard>;
type ActivityDetail = z.infer<typeof contracts.ActivityDetail>;

/** The spec of an activity's goods: one group whose values are its ticket types' names. */
export const TICKET_SPEC = '票种';

const RELATION_TYPE: Record<string, string> = { goods: 'goods', course: 'course', music: 'music' };

/** The text of rich text, for the word lists. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * Activities: the organiser's edits (only the organiser shop's owner and clerks), the public
 * lists and detail, and the goods, courses and music linked to them.
 */
export class ActivityService {
  private readonly listCache: TtlCache<string, { list: ActivityCard[]; next_cursor: string | null }>;
  private readonly detailCache: TtlCache<number, ActivityDetail>;

  /**
   * Lists (but those sorted by distance from a point) and the detail as anyone but the organiser
   * sees it are read through a cache of `cacheMs` (2 s in production), as the goods are: seats
   * left may show up to that late; submit counts them under the ticket type's lock anyway.
   */
  constructor(
    private readonly db: Db,
    private readonly repos: {
      activities: ActivitiesRepo;
      tickets: TicketsRepo;
      competition: CompetitionRepo;
      photos: PhotosRepo;
    },
    private readonly deps: ActivityDeps,
    private readonly review: Pick<PublishReviewService, 'statusFor'>,
    cacheMs = 0,
  ) {
    this.listCache = new TtlCache(cacheMs, 2000);
    this.detailCache = new TtlCache(cacheMs, 5000);
  }

  /**
   * The activity a staff call names: an unknown id is bad input naming the field; someone whose
   * role on the organiser shop's staff lacks the capability (editing unless told: decision 223) is
   * refused, and learns nothing more.
   */
  async forStaff(
    userId: number,
    id: number,
    field = 'activity_id',
    cap: ShopCapability = 'goods',
  ): Promise<ActivityRow> {
    const a = await this.repos.activities.byId(this.db, id);
    if (!a) invalid(field, 'unknown');
    await this.deps.merchants.requireCapability(userId, a.mchId, cap);
    return a;
  }

  /** Whether the viewer is on the staff of the activity's shop. */
  async isStaff(viewerId: number | null, a: ActivityRow): Promise<boolean> {
    if (viewerId === null) return false;
    return (await this.deps.merchants.roleOf(viewerId, a.mchId)) !== null;
  }

  /** An activity anyone may see (a draft or one waiting for review only its staff); else not found. */
  async visible(viewerId: number | null, id: number): Promise<{ a: ActivityRow; staff: boolean }> {
    const a = await this.repos.activities.byId(this.db, id);
    if (!a) notFound('activity');
    const staff = await this.isStaff(viewerId, a);
    if (unpublished(a) && !staff) notFound('activity');
    return { a, staff };
  }

  private check(body: EditBody): void {
    const start = new Date(body.start_at);
    const end = new Date(body.end_at);
    if (end <= start) invalid('end_at', 'must be after start_at');
    if (
      body.sign_up_start_at &&
      body.sign_up_end_at &&
      new Date(body.sign_up_end_at) <= new Date(body.sign_up_start_at)
    )
      invalid('sign_up_end_at', 'must be after sign_up_start_at');
    if (body.sign_up_end_at && new Date(body.sign_up_end_at) > end)
      invalid('sign_up_end_at', 'must not be after end_at');
    const v = body.venue;
    if (!regionChainValid(v.province_id, v.city_id, v.district_id))
      invalid('venue.district_id', 'not a district of the city and province');
  }

  /** Creates (no id) or edits an activity: its goods (off sale while a draft) and its own row. */
  async edit(userId: number, body: EditBody) {
    this.check(body);
    const old = body.id !== undefined ? await this.forStaff(userId, body.id, 'id') : null;
    if (old && body.mch_id !== undefined && body.mch_id !== old.mchId)
      invalid('mch_id', 'not the activity’s shop');
    if (!old) {
      if (body.mch_id === undefined) invalid('mch_id', 'required');
      await this.deps.merchants.requireCapability(userId, body.mch_id, 'goods');
    }
    // Only pictures new to the activity must be the caller's own uploads (a clerk keeps the owner's).
    const known = new Set(old ? [old.cover, ...old.images] : []);
    const files: FileField[] = [
      ...(known.has(body.cover) ? [] : [{ field: 'cover', url: body.cover, kind: 'image' as const }]),
      ...fileFields('images', body.images, 'image').filter((f) => !known.has(f.url)),
    ];
    await this.deps.files.assertOwned(userId, files);
    const detail = sanitizeArticleHtml(body.detail);
    const words = await this.deps.words.check(body.name, textOf(detail), body.venue.name);
    if (words.blocked.length) fail('CONTENT_PROHIBITED', { words: words.blocked.join('、') });

    // While review before publishing is on, a publication waits for an operator.
    const status = await this.review.statusFor('activity', old?.status ?? null, body.status);
    const values = {
      kind: body.kind,
      name: body.name,
      cover: body.cover,
      images: body.images,
      detail,
      styles: [...new Set(body.styles)],
      startAt: new Date(body.start_at),
      endAt: new Date(body.end_at),
      tz: body.tz,
      venueName: body.venue.name,
      venueAddress: body.venue.address,
      provinceId: body.venue.province_id,
      cityId: body.venue.city_id,
      districtId: body.venue.district_id,
      lat: body.venue.lat,
      lng: body.venue.lng,
      signUpStartAt: body.sign_up_start_at ? new Date(body.sign_up_start_at) : null,
      signUpEndAt: body.sign_up_end_at ? new Date(body.sign_up_end_at) : null,
      realName: body.real_name === 1,
      status,
      ...(status === 'review' && old?.status !== 'review'
        ? { submittedBy: userId, submittedAt: new Date() }
        : {}),
      // A refusal's reason stays on the draft until it is published or sent for review again.
      ...(status === 'draft' ? {} : { reviewReason: '' }),
    };
    const goods = {
      name: body.name,
      cover: body.cover,
      images: body.images.length ? body.images : [body.cover],
      detail,
      status: status === 'published' ? 1 : 0,
    };
    const id = await this.db.transaction(async (tx) => {
      if (old) {
        // The goods row first, then the activity's: the order of the flow's transitions.
        if (!(await this.deps.catalog.edit(tx, old.id, goods))) notFound('activity');
        await this.repos.activities.update(tx, old.id, values);
        return old.id;
      }
      const g = await this.deps.catalog.create(
        {
          ...goods,
          type: 'activity',
          mchId: body.mch_id!,
          delivery: 'verify',
          shippingFee: 0,
          specs: [{ name: TICKET_SPEC, values: [] }],
          skus: [],
        },
        tx,
      );
      await this.repos.activities.insert(tx, { ...values, id: g.goods.id, mchId: body.mch_id! });
      return g.goods.id;
    });
    return this.detail(userId, id);
  }

  async cards(rows: ActivityRow[], distances?: (number | null)[]): Promise<ActivityCard[]> {
    const [sums, shops] = await Promise.all([
      this.repos.activities.ticketSums(
        this.db,
        rows.map((a) => a.id),
      ),
      this.deps.merchants.cards(rows.map((a) => a.mchId)),
    ]);
    return rows.map((a, i) => activityCard(a, sums.get(a.id), shops.get(a.mchId), distances?.[i] ?? null));
  }

  list(q: z.output<NonNullable<(typeof contracts.activityList)['query']>>) {
    if (q.sort === 'distance') return this.listNow(q);
    const key = [q.city_id, q.kind, q.style, q.mch_id, q.from, q.to, q.sort, q.cursor, q.limit].join('|');
    return this.listCache.get(key, async () => reused(await this.listNow(q)));
  }

  private async listNow(q: z.output<NonNullable<(typeof contracts.activityList)['query']>>) {
    const point = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
    const sort: ActivitySort = q.sort === 'distance' && !point ? 'start' : q.sort;
    if (q.sort === 'distance' && !point) invalid('lat', 'required to sort by distance');
    const after = decodeCursor(
      q.cursor,
      sort === 'distance' ? ['score', 'id'] : sort === 'popular' ? ['int', 'id'] : ['us', 'id'],
    );
    const from = q.from ? new Date(q.from) : new Date();
    const rows = await this.repos.activities.list(
      this.db,
      {
        from,
        to: q.to ? new Date(q.to) : undefined,
        cityId: q.city_id,
        kind: q.kind,
        style: q.style,
        mchId: q.mch_id,
      },
      sort,
      point,
      after,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (r) =>
      sort === 'distance'
        ? `${r.distance}_${r.row.id}`
        : sort === 'popular'
          ? `${r.row.sold}_${r.row.id}`
          : `${r.row.startAt.getTime() * 1000}_${r.row.id}`,
    );
    return {
      list: await this.cards(
        list.map((r) => r.row),
        list.map((r) => (r.distance === null ? null : Number(r.distance))),
      ),
      next_cursor,
    };
  }

  async manageList(userId: number, q: { mch_id: number; cursor?: string; limit: number }) {
    await this.deps.merchants.requireCapability(userId, q.mch_id, 'view');
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repos.activities.ofShop(this.db, q.mch_id, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (a) => String(a.id));
    return { list: await this.cards(list), next_cursor };
  }

  /** One activity's card as the viewer may see it (a draft only to its organiser): chat cards, shares. */
  async card(viewerId: number | null, id: number): Promise<ActivityCard> {
    const { a } = await this.visible(viewerId, id);
    const [card] = await this.cards([a]);
    return card!;
  }

  /** The organiser's staff see drafts and every link; anyone else the cached public detail. */
  async detail(viewerId: number | null, id: number): Promise<ActivityDetail> {
    if (viewerId !== null) {
      const a = await this.repos.activities.byId(this.db, id);
      if (a && (await this.isStaff(viewerId, a)))
        return this.detailOf(a, true, await this.partsOf(this.db, id));
    }
    // Every reader but the shop's staff gets the same answer: its JSON is made once (reused).
    return this.detailCache.get(id, async () => {
      // The activity and its parts are read together: one message on one connection.
      const [a, parts] = await together(this.db, (one) =>
        Promise.all([this.repos.activities.byId(one, id), this.partsOf(one, id)]),
      );
      if (!a || unpublished(a)) notFound('activity');
      return reused(await this.detailOf(a, false, parts));
    });
  }

  /** What an activity's detail reads of this module besides the activity, each by its id. */
  private async partsOf(db: DbOrTx, id: number) {
    const [types, divisions, links, photoCount] = await Promise.all([
      this.repos.tickets.typesOfActivity(db, id),
      this.repos.competition.divisionsOf(db, id),
      this.repos.activities.relationsOf(db, id),
      this.repos.photos.count(db, id),
    ]);
    return { types, divisions, links, photoCount };
  }

  private async detailOf(
    a: ActivityRow,
    staff: boolean,
    { types, divisions, links, photoCount }: Awaited<ReturnType<ActivityService['partsOf']>>,
  ): Promise<ActivityDetail> {
    const [shops, relations] = await Promise.all([
      this.deps.merchants.cards([a.mchId]),
      this.relationCards(links, !staff),
    ]);
    // The card's price and seats, and the divisions a ticket enters, come from the types read here.
    const ticketed = new Set(types.flatMap((t) => (t.divisionId !== null ? [t.divisionId] : [])));
    return {
      ...activityCard(a, ticketSumsOf(types), shops.get(a.mchId)),
      images: a.images,
      detail: a.detail,
      sign_up_start_at: a.signUpStartAt ? a.signUpStartAt.toISOString() : null,
      sign_up_end_at: a.signUpEndAt ? a.signUpEndAt.toISOString() : null,
      real_name: (a.realName ? 1 : 0) as 0 | 1,
      ticket_types: types.map((t) => ticketTypeView(t, a)),
      divisions: divisions.map((d) => divisionView(d, ticketed)),
      relations,
      photo_count: photoCount,
      is_staff: staff,
    };
  }

  // ---------- linked goods, courses and music ----------

  async relationsOf(activityId: number, onSaleOnly: boolean) {
    return this.relationCards(await this.repos.activities.relationsOf(this.db, activityId), onSaleOnly);
  }

  private async relationCards(links: { kind: string; goodsId: number }[], onSaleOnly: boolean) {
    const cards = new Map(
      (await this.deps.catalog.cardsByIds(links.map((l) => l.goodsId))).map((c) => [c.id, c]),
    );
    const of = (kind: string) =>
      links
        .filter((l) => l.kind === kind)
        .map((l) => cards.get(l.goodsId))
        .filter((c) => c !== undefined && (c.on_sale || !onSaleOnly))
        .map((c) => {
          const { on_sale: _o, ...card } = c!;
          return card;
        });
    return { goods: of('goods'), courses: of('course'), music: of('music') };
  }

  /** Links goods on sale of the kind's type (goods, course or music); linking twice is harmless. */
  async link(
    userId: number,
    activityId: number,
    kind: 'goods' | 'course' | 'music',
    ids: number[],
    field: string,
  ) {
    const a = await this.forStaff(userId, activityId);
    const unique = [...new Set(ids)];
    const found = new Map((await this.deps.catalog.cardsByIds(unique)).map((c) => [c.id, c]));
    ids.forEach((id, i) => {
      const c = found.get(id);
      if (!c || !c.on_sale || c.type !== RELATION_TYPE[kind] || id === a.id)
        invalid(`${field}.${i}`, 'unknown');
    });
    await this.repos.activities.link(this.db, a.id, kind, unique);
    return this.relationsOf(a.id, false);
  }

  async unlink(userId: number, activityId: number, goodsId: number) {
    const a = await this.forStaff(userId, activityId);
    if (!(await this.repos.activities.unlink(this.db, a.id, goodsId))) invalid('goods_id', 'not linked');
    return this.relationsOf(a.id, false);
  }
}
