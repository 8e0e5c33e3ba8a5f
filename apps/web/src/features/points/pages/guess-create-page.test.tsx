import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensurePointsLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({ calls: [] as { path: string; input: Record<string, unknown> }[] }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: Record<string, unknown>) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve({ id: 41 });
  }),
}));

const { GuessCreatePage } = await import('./guess-create-page.tsx');

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function show(url = '/pages/guess-create?activity_id=7') {
  renderPage(<GuessCreatePage />, url);
  await act(() => settle());
}

beforeAll(() => ensurePointsLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  useUserStore.setState({ isLogin: true });
});
afterEach(unmountAll);

describe('creating a guess', () => {
  it('at fixed odds: one odds field per option, sent as typed with the settlement kind', async () => {
    await show();
    type('gc-title', 'Who wins the final?');
    type('gc-options', 'Red\nBlue\n\n');
    fireEvent.click(screen.getByTestId('gc-settlement-odds'));
    await act(() => settle());
    expect(screen.getByTestId('gc-odds').textContent).toContain('Red');
    expect(screen.queryByTestId('gc-odds-2')).toBeNull();
    expect(screen.queryByTestId('gc-rake')).toBeNull();
    type('gc-odds-0', '2.5');
    type('gc-odds-1', ' 1.75 ');
    type('gc-close', '2030-01-01T20:00');
    fireEvent.submit(screen.getByTestId('guess-create'));
    await act(() => settle());
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.path).toBe('/api/guess-game/create');
    expect(api.calls[0]!.input).toMatchObject({
      title: 'Who wins the final?',
      activity_id: 7,
      options: ['Red', 'Blue'],
      settlement: 'odds',
      odds: ['2.5', '1.75'],
      stake_min: 10,
      stake_max: 200,
    });
    expect(api.calls[0]!.input).not.toHaveProperty('rake_bp');
  });

  it('pari-mutuel sends the fee in basis points and no odds; no close time is refused before sending', async () => {
    await show();
    type('gc-title', 'Top 8?');
    type('gc-options', 'A\nB');
    fireEvent.submit(screen.getByTestId('guess-create'));
    await act(() => settle());
    expect(api.calls).toHaveLength(0);
    type('gc-rake', '7.5');
    type('gc-close', '2030-01-01T20:00');
    fireEvent.submit(screen.getByTestId('guess-create'));
    await act(() => settle());
    expect(api.calls[0]!.input).toMatchObject({ settlement: 'pool', rake_bp: 750, options: ['A', 'B'] });
    expect(api.calls[0]!.input).not.toHaveProperty('odds');
  });

  it("a battle's guess takes its two competitors: odds for both, no options sent", async () => {
    await show('/pages/guess-create?activity_id=7&battle_id=70');
    expect(screen.queryByTestId('gc-options')).toBeNull();
    type('gc-title', 'Final?');
    fireEvent.click(screen.getByTestId('gc-settlement-odds'));
    await act(() => settle());
    type('gc-odds-0', '1.8');
    type('gc-odds-1', '2.1');
    type('gc-close', '2030-01-01T20:00');
    fireEvent.submit(screen.getByTestId('guess-create'));
    await act(() => settle());
    expect(api.calls[0]!.input).toMatchObject({ battle_id: 70, odds: ['1.8', '2.1'] });
    expect(api.calls[0]!.input).not.toHaveProperty('options');
  });
});
