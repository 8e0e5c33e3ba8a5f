import type { GuessCard } from '@dance/contracts/guess';
import { screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensurePointsLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: Record<string, unknown> }[],
  lists: {} as Record<string, unknown[]>,
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: Record<string, unknown>) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve({ list: api.lists[String(input.tab)] ?? [], next_cursor: null });
  }),
}));

const { ActivityGuessSection } = await import('./activity-guess-section.tsx');

const card = (id: number, title: string, status: GuessCard['status']): GuessCard => ({
  id,
  title,
  activity_id: 7,
  battle_id: 70 + id,
  status,
  settlement: 'pool',
  open_at: '2026-11-20T08:00:00.000Z',
  close_at: '2026-11-29T08:00:00.000Z',
  closes_in: status === 'open' ? 3600 : 0,
  pool: 1200,
  stakers: 9,
  options: [
    {
      id: 1,
      label: 'Red',
      entry_id: null,
      pool: 700,
      stakers: 5,
      share: 58.3,
      winner: status === 'settled',
      odds_bp: null,
      odds: null,
    },
    {
      id: 2,
      label: 'Blue',
      entry_id: null,
      pool: 500,
      stakers: 4,
      share: 41.7,
      winner: false,
      odds_bp: null,
      odds: null,
    },
  ],
  mine: null,
});

async function show() {
  renderPage(<ActivityGuessSection activityId={7} />);
  await act(() => settle());
}

beforeAll(() => ensurePointsLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.lists = {};
});
afterEach(unmountAll);

describe("an activity's guesses", () => {
  it('shows the open guesses of this activity', async () => {
    api.lists = { open: [card(1, 'Final: who takes it?', 'open')], settled: [card(2, 'Top 8', 'settled')] };
    await show();
    const section = screen.getByTestId('activity-guesses');
    expect(section.textContent).toContain('Final: who takes it?');
    expect(section.textContent).not.toContain('Top 8');
    expect(section.textContent).toContain('用积分猜谁会赢');
    expect(api.calls.every((c) => c.input.activity_id === 7)).toBe(true);
  });

  it('shows the results when nothing is open', async () => {
    api.lists = { settled: [card(2, 'Top 8', 'settled')] };
    await show();
    expect(screen.getByTestId('activity-guesses').textContent).toContain('竞猜结果');
    expect(screen.getByTestId('activity-guesses').textContent).toContain('Top 8');
  });

  it('shows nothing for an activity without guesses', async () => {
    await show();
    expect(screen.queryByTestId('activity-guesses')).toBeNull();
  });
});
