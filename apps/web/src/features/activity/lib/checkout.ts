import { ApiError } from '../../../lib/request.ts';

/*
 * One order per ticket checkout, whatever the network does: the page keeps a client token (the
 * mall's submit is idempotent on it) and, once made, the order ids, in sessionStorage under the
 * page's parameters, so the back button from the cashier pays the same order, never a new one.
 */

export interface TicketCheckout {
  token: string;
  orderIds: number[] | null;
  attendeeIds: number[];
  payType: 'balance' | 'sandbox' | null;
}

const PREFIX = 'activity.checkout:';

export function randomToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadTicketCheckout(key: string): TicketCheckout {
  try {
    const raw = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as Partial<TicketCheckout> | null;
    return {
      token: raw?.token || randomToken(),
      orderIds: raw?.orderIds ?? null,
      attendeeIds: raw?.attendeeIds ?? [],
      payType: raw?.payType ?? null,
    };
  } catch {
    return { token: randomToken(), orderIds: null, attendeeIds: [], payType: null };
  }
}

export function saveTicketCheckout(key: string, state: TicketCheckout): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(state));
  } catch {
    /* private mode: the page forgets on reload */
  }
}

/** Codes that leave it unsure whether the server made the order: keep the token and retry. */
const UNSURE_CODES = new Set([1409, 1429, 1500, 1503]);

/** True when the failure proves no order was made (any answer but an internal error or a conflict). */
export function isDefiniteFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code > 0 && !UNSURE_CODES.has(error.code);
}

/** The order was cancelled (time-out) or settled meanwhile: start this checkout again. */
export const STALE_ORDER_CODES = new Set([4005, 4007]);

/**
 * Toggle an attendee in the chosen list, never past `max` (the tickets bought): a new pick past
 * the limit replaces the oldest one, as Damai's list does.
 */
export function toggleAttendee(chosen: readonly number[], id: number, max: number): number[] {
  if (chosen.includes(id)) return chosen.filter((x) => x !== id);
  if (max <= 0) return [...chosen];
  const next = [...chosen, id];
  return next.length > max ? next.slice(next.length - max) : next;
}
