import { beforeEach, describe, expect, it } from 'vitest';
import {
  deviceId,
  pendingCheckIns,
  queueCheckIn,
  settleCheckIns,
  syncCheckIns,
  type SyncAnswer,
} from './checkin-queue.ts';

const item = (code: string, ticket_id: number | null = null, minute = 0) => ({
  code,
  ticket_id,
  seq: ticket_id,
  scanned_at: new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString(),
});

/** A server that checks each ticket in once, first come, and answers the same when asked again. */
function fakeServer() {
  const first = new Map<string, string>();
  const calls: number[] = [];
  const sync = async (items: { code: string; scanned_at: string }[]): Promise<SyncAnswer[]> => {
    calls.push(items.length);
    return items.map(({ code, scanned_at }) => {
      if (code.startsWith('BAD')) return { code, result: 'invalid', ticket_id: null, checked_in_at: null };
      const had = first.get(code);
      if (!had) first.set(code, scanned_at);
      return {
        code,
        result: 'checked_in',
        ticket_id: Number(code.slice(1)),
        checked_in_at: had ?? scanned_at,
      };
    });
  };
  return { sync, first, calls };
}

beforeEach(() => localStorage.clear());

describe('offline check-in queue', () => {
  it('keeps check-ins in scan order, per activity', () => {
    expect(queueCheckIn(1, item('T1', 1, 1))).toEqual({ queued: true });
    expect(queueCheckIn(1, item('T2', 2, 2))).toEqual({ queued: true });
    expect(queueCheckIn(2, item('T1', 1, 3))).toEqual({ queued: true });
    expect(pendingCheckIns(1).map((q) => q.code)).toEqual(['T1', 'T2']);
    expect(pendingCheckIns(2).map((q) => q.code)).toEqual(['T1']);
  });

  it('does not queue the same ticket twice and says when it was first scanned', () => {
    queueCheckIn(1, item('T1', 1, 1));
    const again = queueCheckIn(1, item('T1', 1, 5));
    expect(again.queued).toBe(false);
    if (!again.queued) expect(again.earlier.scanned_at).toBe(item('T1', 1, 1).scanned_at);
    // The same ticket by its QR text rather than its code: found by ticket id.
    expect(queueCheckIn(1, item('DT1.other', 1, 6)).queued).toBe(false);
    expect(pendingCheckIns(1)).toHaveLength(1);
  });

  it('syncs 30 check-ins with duplicates twice: each ticket once, the queue emptied', async () => {
    const server = fakeServer();
    for (let i = 0; i < 30; i++) queueCheckIn(9, item(`T${i % 20}`, i % 20, i));
    expect(pendingCheckIns(9)).toHaveLength(20);
    const answers = await syncCheckIns(9, server.sync);
    expect(answers).toHaveLength(20);
    expect(server.first.size).toBe(20);
    expect(pendingCheckIns(9)).toHaveLength(0);
    // A second door queued the same tickets: the server keeps the first scan time.
    for (let i = 0; i < 30; i++) queueCheckIn(9, item(`T${i % 20}`, i % 20, 59));
    const again = await syncCheckIns(9, server.sync);
    expect(new Set(again.map((a) => a.code)).size).toBe(20);
    expect(server.first.size).toBe(20);
    expect(again.find((a) => a.code === 'T3')?.checked_in_at).toBe(item('T3', 3, 3).scanned_at);
  });

  it('keeps what the server did not answer, and everything when the network fails', async () => {
    queueCheckIn(3, item('T1', 1));
    queueCheckIn(3, item('T2', 2));
    await expect(syncCheckIns(3, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(pendingCheckIns(3)).toHaveLength(2);
    settleCheckIns(3, [{ code: 'T1', result: 'duplicate', ticket_id: 1, checked_in_at: null }]);
    expect(pendingCheckIns(3).map((q) => q.code)).toEqual(['T2']);
  });

  it('drops refused codes once answered, so they do not come back forever', async () => {
    const server = fakeServer();
    queueCheckIn(4, item('BAD1'));
    queueCheckIn(4, item('T5', 5));
    const answers = await syncCheckIns(4, server.sync);
    expect(answers.map((a) => a.result)).toEqual(['invalid', 'checked_in']);
    expect(pendingCheckIns(4)).toEqual([]);
  });

  it('sends big queues in batches of 500', async () => {
    const server = fakeServer();
    for (let i = 0; i < 620; i++) queueCheckIn(5, item(`T${i}`, i));
    await syncCheckIns(5, server.sync);
    expect(server.calls).toEqual([500, 120]);
    expect(pendingCheckIns(5)).toHaveLength(0);
  });

  it('names this scanner once', () => {
    const id = deviceId();
    expect(id).toMatch(/^web-/);
    expect(deviceId()).toBe(id);
  });
});
