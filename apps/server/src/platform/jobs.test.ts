import { afterAll, describe, expect, it } from 'vitest';
import { Jobs } from './jobs.ts';

const url = process.env.TEST_FILE_DATABASE_URL!;
const jobs = new Jobs(url, true, () => {});
afterAll(() => jobs.stop());

describe('Jobs on pg-boss', () => {
  it('works an enqueued job, and a delayed one only after its delay', async () => {
    const seen: { n: number; at: number }[] = [];
    jobs.define<{ n: number }>('test-echo', async (d) => {
      seen.push({ n: d.n, at: Date.now() });
    });
    await jobs.start();
    const sentAt = Date.now();
    await jobs.send('test-echo', { n: 1 });
    await jobs.send('test-echo', { n: 2 }, { startAfterSeconds: 2 });
    await expect.poll(() => seen.map((s) => s.n).sort(), { timeout: 15_000, interval: 200 }).toEqual([1, 2]);
    const delayed = seen.find((s) => s.n === 2)!;
    expect(delayed.at - sentAt).toBeGreaterThanOrEqual(2000);
  });

  it('refuses a job nobody defined', async () => {
    await expect(jobs.send('no-such-job', {})).rejects.toThrow('no job named no-such-job');
  });
});
