import type { GuessDetail } from '@dance/contracts/guess';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensurePointsLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({ detail: null as unknown }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn(() => Promise.resolve(api.detail)),
}));

const { GuessDetailPage } = await import('./guess-detail-page.tsx');

const option = (id: number, label: string, odds_bp: number | null) => ({
  id,
  label,
  entry_id: null,
  pool: 0,
  stakers: 0,
  share: 0,
  winner: false,
  odds_bp,
  odds: odds_bp === null ? null : String(odds_bp / 10_000),
});

const detail = (over: Partial<GuessDetail>): GuessDetail => ({
  id: 9,
  title: 'Final: who takes it?',
  activity_id: null,
  battle_id: null,
  status: 'open',
  settlement: 'odds',
  open_at: '2026-11-20T08:00:00.000Z',
  close_at: '2026-11-29T08:00:00.000Z',
  closes_in: 3600,
  pool: 0,
  stakers: 0,
  options: [option(1, 'Red', 25_000), option(2, 'Blue', 17_500)],
  mine: null,
  stake_min: 33,
  stake_max: 33,
  fixed: true,
  rake_bp: 0,
  winner_option_id: null,
  rake: 0,
  remainder: 0,
  house: 0,
  house_cap: 100_000,
  settled_at: null,
  can_manage: false,
  ...over,
});

async function show() {
  renderPage(<GuessDetailPage />, '/pages/guess-detail?id=9');
  await act(() => settle());
}

beforeAll(() => ensurePointsLocale('zh-Hans'));
beforeEach(() => {
  api.detail = detail({});
});
afterEach(unmountAll);

describe('a guess at fixed odds', () => {
  it("shows each option's odds and the stake's potential win, rounded down, for the picked option", async () => {
    await show();
    expect(screen.getByTestId('guess-odds-1').textContent).toBe('赔率 2.5');
    expect(screen.getByTestId('guess-odds-2').textContent).toBe('赔率 1.75');
    expect(screen.queryByTestId('guess-potential-win')).toBeNull();
    fireEvent.click(screen.getByTestId('guess-option-2'));
    await act(() => settle());
    // 33 × 1.75 = 57.75: 57 points back.
    expect(screen.getByTestId('guess-potential-win').textContent).toBe('猜中可得 57 积分');
    fireEvent.click(screen.getByTestId('guess-option-1'));
    await act(() => settle());
    expect(screen.getByTestId('guess-potential-win').textContent).toBe('猜中可得 82 积分');
    expect(document.body.textContent).toContain('固定赔率');
  });

  it('a pari-mutuel guess shows no odds and no potential win', async () => {
    api.detail = detail({
      settlement: 'pool',
      rake_bp: 500,
      options: [option(1, 'Red', null), option(2, 'Blue', null)],
    });
    await show();
    expect(screen.queryByTestId('guess-odds-1')).toBeNull();
    fireEvent.click(screen.getByTestId('guess-option-1'));
    await act(() => settle());
    expect(screen.queryByTestId('guess-potential-win')).toBeNull();
    expect(document.body.textContent).toContain('扣除 5% 服务费');
  });
});
