import type { BodyOf, course as contracts } from '@dance/contracts';
import type { z } from 'zod';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { toFen, yuan } from '../../platform/money.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import { fileFields, type FileField } from '../content/files.ts';
import type { Fulfiller } from '../mall/index.ts';
import type { CoursesRepo } from './courses.repo.ts';
import type { ShopCapability } from '../merchant/index.ts';
import type { ActivityDeps } from './ports.ts';
import type { PublishReviewService } from './publish-review.ts';
import type { CourseRow, LessonRow } from './rows.ts';

type EditBody = BodyOf<typeof contracts.editCourse>;
type CourseCard = z.infer<typeof contracts.CourseCard>;
type LessonView = z.infer<typeof contracts.Lesson>;

/** The stock of a course sold without a seat limit (video lessons only). */
export const UNLIMITED_SEATS = 99_999;
const MAX_PRICE = 100_000_000;

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

export function lessonView(l: LessonRow, playable: boolean): LessonView {
  return {
    id: l.id,
    course_id: l.courseId,
    title: l.title,
    sort: l.sort,
    free_preview: l.freePreview ? 1 : 0,
    status: l.status as LessonView['status'],
    poster: l.poster,
    duration: l.duration,
    playable: playable && l.status === 'ready',
  };
}

/**
 * Courses: goods of type `course` with a teacher, level, style and sessions; a paid order records
 * a registration through the order lifecycle, which the lessons check (see lessons.ts).
 */
export class CourseService {
  constructor(
    private readonly db: Db,
    private readonly repo: CoursesRepo,
    private readonly deps: ActivityDeps,
    private readonly review: Pick<PublishReviewService, 'statusFor'>,
  ) {}

  /**
   * The course a staff call names (unknown: bad input naming the field; a role on the shop's staff
   * without the capability, editing unless told: refused).
   */
  async forStaff(
    userId: number,
    id: number,
    field = 'course_id',
    cap: ShopCapability = 'goods',
  ): Promise<CourseRow> {
    const c = await this.repo.byId(this.db, id);
    if (!c) invalid(field, 'unknown');
    await this.deps.merchants.requireCapability(userId, c.mchId, cap);
    return c;
  }

  async isStaff(viewerId: number | null, c: CourseRow): Promise<boolean> {
    return viewerId !== null && (await this.deps.merchants.roleOf(viewerId, c.mchId)) !== null;
  }

  /** A course anyone may see (a draft only its shop's staff); else not found. */
  async visible(viewerId: number | null, id: number) {
    const c = await this.repo.byId(this.db, id);
    if (!c) notFound('course');
    const staff = await this.isStaff(viewerId, c);
    if (c.status !== 'published' && !staff) notFound('course');
    return { c, staff };
  }

  isRegistered(userId: number | null, courseId: number): Promise<boolean> {
    return userId === null ? Promise.resolve(false) : this.repo.isRegistered(this.db, courseId, userId);
  }

  async edit(userId: number, body: EditBody) {
    const old = body.id !== undefined ? await this.forStaff(userId, body.id, 'id') : null;
    if (old && body.mch_id !== undefined && body.mch_id !== old.mchId)
      invalid('mch_id', 'not the course’s shop');
    if (!old) {
      if (body.mch_id === undefined) invalid('mch_id', 'required');
      await this.deps.merchants.requireCapability(userId, body.mch_id, 'goods');
    }
    const price = toFen(body.price);
    if (!(price > 0) || price > MAX_PRICE) invalid('price', 'between 0.01 and 1000000.00');
    body.sessions.forEach((s, i) => {
      if (new Date(s.end_at) <= new Date(s.start_at))
        invalid(`sessions.${i}.end_at`, 'must be after start_at');
    });
    if (body.teacher.user_id !== null && !(await this.deps.users.profiles([body.teacher.user_id])).size)
      invalid('teacher.user_id', 'unknown');
    const known = new Set(old ? [old.cover, old.teacherAvatar, ...old.images] : []);
    const files: FileField[] = [
      ...(known.has(body.cover) ? [] : [{ field: 'cover', url: body.cover, kind: 'image' as const }]),
      ...fileFields('images', body.images, 'image').filter((f) => !known.has(f.url)),
      ...(body.teacher.avatar && !known.has(body.teacher.avatar)
        ? [{ field: 'teacher.avatar', url: body.teacher.avatar, kind: 'image' as const }]
        : []),
    ];
    await this.deps.files.assertOwned(userId, files);
    const detail = sanitizeArticleHtml(body.detail);
    const words = await this.deps.words.check(
      body.name,
      textOf(detail),
      body.teacher.name,
      body.teacher.intro,
    );
    if (words.blocked.length) fail('CONTENT_PROHIBITED', { words: words.blocked.join('、') });

    // While review before publishing is on, a publication waits for an operator.
    const status = await this.review.statusFor('course', old?.status ?? null, body.status);
    const values = {
      name: body.name,
      cover: body.cover,
      images: body.images,
      detail,
      price,
      level: body.level,
      style: body.style,
      teacherName: body.teacher.name,
      teacherAvatar: body.teacher.avatar ?? '',
      teacherIntro: body.teacher.intro,
      teacherUserId: body.teacher.user_id,
      sessions: body.sessions.map((s) => ({
        start_at: new Date(s.start_at).toISOString(),
        end_at: new Date(s.end_at).toISOString(),
        venue: s.venue,
      })),
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
        // The SKU and the goods first (the flow's lock order), then the course's row.
        const [sku] = await this.deps.catalog.lockSkus(tx, [old.skuId]);
        if (!(await this.deps.catalog.edit(tx, old.id, goods))) notFound('course');
        await this.deps.catalog.putSku(tx, old.id, {
          id: old.skuId,
          values: [],
          price,
          stock: body.seats ?? sku?.stock ?? UNLIMITED_SEATS,
        });
        await this.repo.update(tx, old.id, values);
        return old.id;
      }
      const g = await this.deps.catalog.create(
        {
          ...goods,
          type: 'course',
          mchId: body.mch_id!,
          delivery: 'verify',
          shippingFee: 0,
          specs: [],
          skus: [{ values: [], price, stock: body.seats ?? UNLIMITED_SEATS }],
        },
        tx,
      );
      await this.repo.insert(tx, { ...values, id: g.goods.id, mchId: body.mch_id!, skuId: g.skus[0]!.id });
      return g.goods.id;
    });
    return this.detail(userId, id);
  }

  async cards(rows: CourseRow[]): Promise<CourseCard[]> {
    const shops = await this.deps.merchants.cards(rows.map((c) => c.mchId));
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      cover: c.cover,
      level: c.level as CourseCard['level'],
      style: c.style as CourseCard['style'],
      teacher: {
        name: c.teacherName,
        avatar: c.teacherAvatar,
        intro: c.teacherIntro,
        user_id: c.teacherUserId,
      },
      price: yuan(c.price),
      students: c.students,
      lesson_count: c.lessonCount,
      session_count: c.sessions.length,
      status: c.status as CourseCard['status'],
      ...(c.reviewReason ? { review_reason: c.reviewReason } : {}),
      mch: shops.get(c.mchId) ?? { id: c.mchId, name: '', logo: '' },
    }));
  }

  async list(q: { style?: string; level?: string; mch_id?: number; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.list(
      this.db,
      { style: q.style, level: q.level, mchId: q.mch_id },
      after ? after[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (c) => String(c.id));
    return { list: await this.cards(list), next_cursor };
  }

  async manageList(userId: number, q: { mch_id: number; cursor?: string; limit: number }) {
    await this.deps.merchants.requireCapability(userId, q.mch_id, 'view');
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.list(
      this.db,
      { mchId: q.mch_id, drafts: true },
      after ? after[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (c) => String(c.id));
    return { list: await this.cards(list), next_cursor };
  }

  async detail(viewerId: number | null, id: number) {
    const { c, staff } = await this.visible(viewerId, id);
    const [[card], lessons, registered, stock] = await Promise.all([
      this.cards([c]),
      this.repo.lessonsOf(this.db, c.id),
      this.isRegistered(viewerId, c.id),
      this.deps.catalog.cardsByIds([c.id]),
    ]);
    return {
      ...card!,
      images: c.images,
      detail: c.detail,
      sku_id: c.skuId,
      stock: stock[0]?.stock ?? 0,
      sessions: c.sessions,
      lessons: lessons.map((l) => lessonView(l, staff || registered || l.freePreview)),
      is_registered: registered,
      is_staff: staff,
    };
  }

  // ---------- registrations ----------

  /**
   * The fulfiller of goods type `course`: `paid` records one registration per line (a course made
   * outside this module has no row and is left alone), `refunded` ends the refunded lines' ones.
   */
  readonly fulfil: Fulfiller = async (tx, e) => {
    if (e.kind !== 'paid' && e.kind !== 'refunded') return;
    const courses = new Map(
      (await this.repo.byIds(tx, [...new Set(e.lines.map((l) => l.goodsId))])).map((c) => [c.id, c]),
    );
    const lines = e.lines.filter((l) => courses.has(l.goodsId));
    if (!lines.length) return;
    await this.deps.catalog.lockSkus(
      tx,
      lines.map((l) => l.skuId),
    );
    if (e.kind === 'paid') {
      const added = await this.repo.register(
        tx,
        lines.map((l) => ({
          courseId: l.goodsId,
          userId: e.order.userId,
          orderId: e.order.id,
          orderItemId: l.itemId,
        })),
      );
      await this.moveStudents(
        tx,
        added.map((r) => r.courseId),
        1,
      );
    } else {
      const ended = await this.repo.refund(
        tx,
        lines.map((l) => l.itemId),
      );
      await this.moveStudents(
        tx,
        ended.map((r) => r.courseId),
        -1,
      );
    }
  };

  private async moveStudents(tx: Tx, courseIds: number[], sign: 1 | -1) {
    const by = new Map<number, number>();
    for (const id of courseIds) by.set(id, (by.get(id) ?? 0) + 1);
    for (const [id, n] of [...by].sort((a, b) => a[0] - b[0])) await this.repo.moveStudents(tx, id, sign * n);
  }

  async records(userId: number, q: { cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.ofUser(this.db, userId, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    const cards = new Map(
      (await this.cards(await this.repo.byIds(this.db, [...new Set(list.map((r) => r.courseId))]))).map(
        (c) => [c.id, c],
      ),
    );
    return {
      list: list
        .filter((r) => cards.has(r.courseId))
        .map((r) => ({
          id: r.id,
          order_id: r.orderId,
          status: r.status as 'active' | 'refunded',
          created_at: r.createdAt.toISOString(),
          course: cards.get(r.courseId)!,
        })),
      next_cursor,
    };
  }

  async students(userId: number, q: { course_id: number; cursor?: string; limit: number }) {
    const c = await this.forStaff(userId, q.course_id, 'course_id', 'orders');
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repo.ofCourse(this.db, c.id, after ? after[0]! : null, q.limit + 1);
    const { list, next_cursor } = page(rows, q.limit, (r) => String(r.id));
    const people = await this.deps.users.profiles([...new Set(list.map((r) => r.userId))]);
    return {
      list: list.map((r) => {
        const p = people.get(r.userId);
        return {
          id: r.id,
          user: { id: r.userId, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' },
          status: r.status as 'active' | 'refunded',
          created_at: r.createdAt.toISOString(),
        };
      }),
      next_cursor,
    };
  }
}
