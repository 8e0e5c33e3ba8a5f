/*
 * Check-ins made while the door has no network: kept in localStorage per activity, in scan order,
 * and sent with `check-in-sync` once the browser is back online. The server resolves duplicates
 * first-come and answers the same for a queue synced twice, so an item leaves the queue only once
 * the server has answered it.
 */

export interface QueuedCheckIn {
  /** What was scanned or typed: a QR payload or a ticket code. */
  code: string;
  /** ISO instant of the scan. */
  scanned_at: string;
  /** The ticket, known when a signed QR was verified offline. */
  ticket_id: number | null;
  /** "#3" of its ticket type, when known. */
  seq: number | null;
}

export type SyncResult = 'checked_in' | 'duplicate' | 'void' | 'invalid';

export interface SyncAnswer {
  code: string;
  result: SyncResult;
  ticket_id: number | null;
  checked_in_at: string | null;
}

const key = (activityId: number) => `organiser.checkinQueue.${activityId}`;
const DEVICE_KEY = 'organiser.deviceId';

function read(activityId: number): QueuedCheckIn[] {
  try {
    const raw = localStorage.getItem(key(activityId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as QueuedCheckIn[]) : [];
  } catch {
    return [];
  }
}

function write(activityId: number, list: QueuedCheckIn[]): void {
  if (list.length) localStorage.setItem(key(activityId), JSON.stringify(list));
  else localStorage.removeItem(key(activityId));
}

/** The check-ins waiting for the network, in scan order. */
export function pendingCheckIns(activityId: number): QueuedCheckIn[] {
  return read(activityId);
}

/**
 * Queues one check-in. A ticket already in the queue (same ticket, or the same text) is not queued
 * again: the answer is the earlier entry, so the door can say when it was scanned.
 */
export function queueCheckIn(
  activityId: number,
  item: QueuedCheckIn,
): { queued: true } | { queued: false; earlier: QueuedCheckIn } {
  const list = read(activityId);
  const earlier = list.find(
    (q) => q.code === item.code || (item.ticket_id !== null && q.ticket_id === item.ticket_id),
  );
  if (earlier) return { queued: false, earlier };
  write(activityId, [...list, item]);
  return { queued: true };
}

/** Drops the queued items the server answered (whatever the answer); the rest stay for next time. */
export function settleCheckIns(activityId: number, answers: readonly SyncAnswer[]): void {
  const answered = new Set(answers.map((a) => a.code));
  write(
    activityId,
    read(activityId).filter((q) => !answered.has(q.code)),
  );
}

/**
 * Sends the queue with `sync` (the check-in-sync call) in batches of up to 500, oldest first, and
 * settles each batch the server answered. Resolves with every answer; a failing batch stops the
 * sync and leaves it and the rest queued.
 */
export async function syncCheckIns(
  activityId: number,
  sync: (items: { code: string; scanned_at: string }[]) => Promise<SyncAnswer[]>,
): Promise<SyncAnswer[]> {
  const answers: SyncAnswer[] = [];
  for (;;) {
    const batch = read(activityId).slice(0, 500);
    if (!batch.length) return answers;
    const got = await sync(batch.map(({ code, scanned_at }) => ({ code, scanned_at })));
    settleCheckIns(activityId, got);
    answers.push(...got);
    if (got.length < batch.length) return answers;
  }
}

/** This browser's scanner id (check-in-sync's device_id), made once. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
