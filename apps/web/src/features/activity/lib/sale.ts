import type { ActivityDetail, TicketType } from '../api/activity-detail.ts';

/** Whether competitors may sign up now: published, inside the window (closing at the end by default). */
export function signUpOpen(
  a: Pick<ActivityDetail, 'status' | 'sign_up_start_at' | 'sign_up_end_at' | 'end_at'>,
  now = Date.now(),
): boolean {
  if (a.status !== 'published') return false;
  const start = a.sign_up_start_at ? Date.parse(a.sign_up_start_at) : -Infinity;
  const end = Date.parse(a.sign_up_end_at ?? a.end_at);
  return now >= start && now < end;
}

/**
 * How many of a ticket type one order may take: its per-order limit, the seats left and, when
 * there is one, the per-user limit (the server counts what I already hold; it refuses beyond).
 */
export function maxPerOrder(
  type: Pick<TicketType, 'per_order_limit' | 'per_user_limit' | 'remaining'>,
): number {
  const limits = [type.per_order_limit, type.remaining];
  if (type.per_user_limit > 0) limits.push(type.per_user_limit);
  return Math.max(0, Math.min(...limits));
}

/** The buy button's state over every ticket type. */
export function buyState(
  types: readonly Pick<TicketType, 'state'>[],
): 'on_sale' | 'sold_out' | 'not_started' | 'closed' | 'none' {
  if (types.length === 0) return 'none';
  if (types.some((t) => t.state === 'on_sale')) return 'on_sale';
  if (types.some((t) => t.state === 'not_started')) return 'not_started';
  if (types.every((t) => t.state === 'sold_out')) return 'sold_out';
  return 'closed';
}
