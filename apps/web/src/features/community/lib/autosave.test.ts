import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver } from './autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('draft autosave', () => {
  it('saves once after a quiet period, with the last edit', async () => {
    const save = vi.fn(async (_d: string, _id: number | undefined) => 41);
    const saver = createAutosaver({ delay: 1000, save });
    saver.change('a');
    vi.advanceTimersByTime(500);
    saver.change('ab');
    vi.advanceTimersByTime(500);
    saver.change('abc');
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('abc', undefined);
    expect(saver.id).toBe(41);
  });

  it('reuses the id of the first save, and never runs two saves at once', async () => {
    const first = deferred<number>();
    const calls: Array<[string, number | undefined]> = [];
    const save = vi.fn((draft: string, id: number | undefined) => {
      calls.push([draft, id]);
      return calls.length === 1 ? first.promise : Promise.resolve(id ?? -1);
    });
    const saver = createAutosaver({ delay: 100, save });
    saver.change('one');
    await vi.advanceTimersByTimeAsync(100);
    // An edit while the first save (which creates the draft) is still in flight.
    saver.change('two');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual([['one', undefined]]);
    first.resolve(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      ['one', undefined],
      ['two', 7],
    ]);
  });

  it('flush saves a pending edit at once and resolves with the id', async () => {
    const save = vi.fn(async () => 9);
    const onSaved = vi.fn();
    const saver = createAutosaver({ delay: 5000, save, onSaved, id: 9 });
    saver.change('x');
    await expect(saver.flush()).resolves.toBe(9);
    expect(save).toHaveBeenCalledWith('x', 9);
    expect(onSaved).toHaveBeenCalledWith(9);
    await vi.advanceTimersByTimeAsync(6000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a pending edit; a failed save is reported and the next edit retries', async () => {
    const onError = vi.fn();
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(3);
    const saver = createAutosaver<string>({ delay: 10, save, onError });
    saver.change('gone');
    saver.cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(save).not.toHaveBeenCalled();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledTimes(1);
    saver.change('b');
    await vi.advanceTimersByTimeAsync(10);
    expect(saver.id).toBe(3);
  });

  it('flush with nothing pending saves nothing', async () => {
    const save = vi.fn(async () => 1);
    const saver = createAutosaver({ delay: 10, save });
    await expect(saver.flush()).resolves.toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });
});
