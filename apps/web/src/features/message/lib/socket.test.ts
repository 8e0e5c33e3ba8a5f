import type { MessageStatistics } from '@dance/contracts/message';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMessagesStore } from '../../../stores/messages.ts';

const answers: Array<(s: MessageStatistics) => void> = [];
vi.mock('../api/message-statistics.ts', () => ({
  fetchMessageStatistics: () => new Promise<MessageStatistics>((resolve) => answers.push(resolve)),
}));

const { realtime, refreshStatistics, startMessageBadges } = await import('./socket.ts');

const counts = (total: number): MessageStatistics => ({
  total,
  chat: 0,
  system: total,
  interaction: 0,
  comment: 0,
  follow: 0,
  order: 0,
  activity: 0,
  live: 0,
  shop: 0,
});
const push = (total: number) =>
  (realtime as unknown as { emit(e: unknown): void }).emit({ type: 'badge', statistics: counts(total) });
const shown = () => useMessagesStore.getState().messageCount;

beforeAll(() => startMessageBadges());
afterEach(() => {
  answers.length = 0;
});

describe('the message badge', () => {
  it('keeps a pushed count when a fetch asked before the push answers after it', async () => {
    const asked = refreshStatistics();
    push(0);
    answers[0]!(counts(52));
    await asked;
    expect(shown()).toBe(0);
  });

  it('keeps the later fetch’s answer when an earlier fetch answers last', async () => {
    const first = refreshStatistics();
    const second = refreshStatistics();
    answers[1]!(counts(3));
    await second;
    answers[0]!(counts(52));
    await first;
    expect(shown()).toBe(3);
  });

  it('shows a fetch asked after the latest push', async () => {
    push(7);
    const asked = refreshStatistics();
    answers[0]!(counts(9));
    await asked;
    expect(shown()).toBe(9);
  });
});
