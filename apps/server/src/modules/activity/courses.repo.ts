import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { course, courseLesson, courseRegistration } from '../../db/schema/activity.ts';
import type { CourseRow, LessonRow, RegistrationRow } from './rows.ts';

/** Courses, their video lessons and registrations. SQL only: courses.ts and lessons.ts decide. */
export class CoursesRepo {
  async insert(tx: DbOrTx, values: typeof course.$inferInsert): Promise<CourseRow> {
    const [row] = await tx.insert(course).values(values).returning();
    return row!;
  }

  async update(tx: DbOrTx, id: number, values: Partial<typeof course.$inferInsert>): Promise<CourseRow> {
    const [row] = await tx
      .update(course)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(course.id, id))
      .returning();
    return row!;
  }

  async byId(tx: DbOrTx, id: number): Promise<CourseRow | undefined> {
    const [row] = await tx.select().from(course).where(eq(course.id, id)).limit(1);
    return row;
  }

  byIds(tx: DbOrTx, ids: number[]): Promise<CourseRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(course).where(inArray(course.id, ids));
  }

  /** Published courses (or a shop's, drafts included), newest first. */
  list(
    tx: DbOrTx,
    f: { style?: string; level?: string; mchId?: number; drafts?: boolean },
    beforeId: number | null,
    limit: number,
  ): Promise<CourseRow[]> {
    return tx
      .select()
      .from(course)
      .where(
        and(
          f.drafts ? undefined : eq(course.status, 'published'),
          f.style !== undefined ? eq(course.style, f.style) : undefined,
          f.level !== undefined ? eq(course.level, f.level) : undefined,
          f.mchId !== undefined ? eq(course.mchId, f.mchId) : undefined,
          beforeId !== null ? lt(course.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(course.id))
      .limit(limit);
  }

  async moveStudents(tx: DbOrTx, id: number, delta: number): Promise<void> {
    if (!delta) return;
    await tx
      .update(course)
      .set({ students: sql`greatest(${course.students} + ${delta}, 0)` })
      .where(eq(course.id, id));
  }

  // ---------- registrations ----------

  /** Registrations of order lines; a line registered before is left as it is. Answers the new ones. */
  register(tx: DbOrTx, rows: (typeof courseRegistration.$inferInsert)[]): Promise<RegistrationRow[]> {
    if (!rows.length) return Promise.resolve([]);
    return tx.insert(courseRegistration).values(rows).onConflictDoNothing().returning();
  }

  /** Refunds the active registrations of these order lines; answers them. */
  refund(tx: DbOrTx, itemIds: number[]): Promise<RegistrationRow[]> {
    if (!itemIds.length) return Promise.resolve([]);
    return tx
      .update(courseRegistration)
      .set({ status: 'refunded' })
      .where(and(inArray(courseRegistration.orderItemId, itemIds), eq(courseRegistration.status, 'active')))
      .returning();
  }

  async isRegistered(tx: DbOrTx, courseId: number, userId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: courseRegistration.id })
      .from(courseRegistration)
      .where(
        and(
          eq(courseRegistration.courseId, courseId),
          eq(courseRegistration.userId, userId),
          eq(courseRegistration.status, 'active'),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  ofUser(tx: DbOrTx, userId: number, beforeId: number | null, limit: number): Promise<RegistrationRow[]> {
    return tx
      .select()
      .from(courseRegistration)
      .where(
        and(
          eq(courseRegistration.userId, userId),
          beforeId !== null ? lt(courseRegistration.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(courseRegistration.id))
      .limit(limit);
  }

  ofCourse(tx: DbOrTx, courseId: number, beforeId: number | null, limit: number): Promise<RegistrationRow[]> {
    return tx
      .select()
      .from(courseRegistration)
      .where(
        and(
          eq(courseRegistration.courseId, courseId),
          beforeId !== null ? lt(courseRegistration.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(courseRegistration.id))
      .limit(limit);
  }

  // ---------- lessons ----------

  async insertLesson(tx: DbOrTx, values: typeof courseLesson.$inferInsert): Promise<LessonRow> {
    const [row] = await tx.insert(courseLesson).values(values).returning();
    return row!;
  }

  async updateLesson(
    tx: DbOrTx,
    id: number,
    values: Partial<typeof courseLesson.$inferInsert>,
    onlyIfSource?: string,
  ): Promise<LessonRow | undefined> {
    const [row] = await tx
      .update(courseLesson)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(
          eq(courseLesson.id, id),
          onlyIfSource !== undefined ? eq(courseLesson.sourceUrl, onlyIfSource) : undefined,
        ),
      )
      .returning();
    return row;
  }

  async lesson(tx: DbOrTx, id: number): Promise<LessonRow | undefined> {
    const [row] = await tx.select().from(courseLesson).where(eq(courseLesson.id, id)).limit(1);
    return row;
  }

  lessonsOf(tx: DbOrTx, courseId: number): Promise<LessonRow[]> {
    return tx
      .select()
      .from(courseLesson)
      .where(eq(courseLesson.courseId, courseId))
      .orderBy(asc(courseLesson.sort), asc(courseLesson.id));
  }

  async countLessons(tx: DbOrTx, courseId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(courseLesson)
      .where(eq(courseLesson.courseId, courseId));
    return row?.n ?? 0;
  }
}
