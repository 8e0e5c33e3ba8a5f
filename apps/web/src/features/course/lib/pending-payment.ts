/*
 * A course paid in the sandbox cashier: the cashier sends the buyer to the mall's pay-success
 * page; when she comes back to the course, the page finds the attempt here and waits for it to
 * settle before showing the lessons unlocked.
 */
const KEY = 'course.pendingPayment';
const TTL_MS = 30 * 60_000;

export interface PendingCoursePayment {
  payment_id: number;
  course_id: number;
  at: number;
}

export function rememberCoursePayment(paymentId: number, courseId: number): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ payment_id: paymentId, course_id: courseId, at: Date.now() }),
    );
  } catch {
    /* private mode: the course page still refreshes on its own */
  }
}

export function pendingCoursePayment(courseId: number, now = Date.now()): PendingCoursePayment | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingCoursePayment | null;
    return v && v.course_id === courseId && now - v.at < TTL_MS ? v : null;
  } catch {
    return null;
  }
}

export function clearCoursePayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing remembered */
  }
}
