import type { MusicianApplication } from '@dance/contracts/music';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMusicLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve(api.answers[call.path]);
  }),
  upload: vi.fn((file: File) => Promise.resolve({ url: `/uploads/audio/${file.name}` })),
}));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('../../../lib/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigateTo: nav.navigateTo.mockResolvedValue(undefined),
}));

const { MusicianAuthenticationPage } = await import('./musician-page.tsx');

const INFO = '/api/music/musician-application';
const APPLY = '/api/music/musician-apply';
const application = (over: Partial<MusicianApplication>): MusicianApplication => ({
  id: 7,
  user_id: 3,
  stage_name: 'DJ Pulse',
  genres: ['house', 'popping'],
  sample: '/uploads/audio/pulse.mp3',
  intro: '',
  status: 'pending',
  reason: '',
  mch_id: null,
  created_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

async function show() {
  renderPage(<MusicianAuthenticationPage />, '/pages/musician-authentication');
  await act(() => settle());
}

beforeAll(() => ensureMusicLocale('zh-Hans'));
beforeEach(() => {
  vi.clearAllMocks();
  api.calls = [];
  useUserStore.setState({
    isLogin: true,
    token: { token: 'tok', token_expired_at: Date.now() / 1000 + 86400 },
  });
});
afterEach(unmountAll);

describe('musician authentication', () => {
  it('a user who never applied fills the form; the call carries the name, genres, sample and intro', async () => {
    api.answers[INFO] = { musician_review_status: 0, application: null };
    await show();
    expect(screen.queryByTestId('musician-state')).toBeNull();
    // Incomplete: nothing is sent.
    await act(async () => void fireEvent.click(screen.getByTestId('musician-submit')));
    expect(api.calls.filter((c) => c.path === APPLY)).toEqual([]);
    const file = new File(['RIFF'], 'pulse.wav', { type: 'audio/wav' });
    const input = screen.getByTestId('musician-sample').querySelector('input')!;
    await act(async () => void fireEvent.change(input, { target: { files: [file] } }));
    await act(() => settle());
    expect(screen.getByTestId('musician-sample').textContent).toContain('pulse.wav');
    const name =
      screen.getByTestId('musician-name').querySelector('input') ?? screen.getByTestId('musician-name');
    await act(async () => void fireEvent.change(name, { target: { value: '  DJ Pulse ' } }));
    await act(async () => void fireEvent.click(screen.getByText('House')));
    await act(async () => void fireEvent.click(screen.getByText('Krump')));
    const intro = screen.getByTestId('musician-intro').querySelector('textarea')!;
    await act(async () => void fireEvent.change(intro, { target: { value: 'House for practice' } }));
    api.answers[APPLY] = application({});
    await act(async () => void fireEvent.click(screen.getByTestId('musician-submit')));
    await act(() => settle());
    expect(api.calls.filter((c) => c.path === APPLY).map((c) => c.input)).toEqual([
      {
        stage_name: 'DJ Pulse',
        genres: ['house', 'krump'],
        sample: '/uploads/audio/pulse.wav',
        intro: 'House for practice',
      },
    ]);
  });

  it('a pending application shows its state and no form', async () => {
    api.answers[INFO] = { musician_review_status: 1, application: application({}) };
    await show();
    expect(screen.getByTestId('musician-state').textContent).toContain('审核中');
    expect(screen.getByTestId('musician-state').textContent).toContain('DJ Pulse');
    expect(screen.queryByTestId('musician-submit')).toBeNull();
  });

  it('a refusal shows the reason and the form to apply again', async () => {
    api.answers[INFO] = {
      musician_review_status: 3,
      application: application({ status: 'refused', reason: '作品不是原创' }),
    };
    await show();
    expect(screen.getByTestId('musician-reason').textContent).toContain('作品不是原创');
    expect(screen.getByTestId('musician-submit')).toBeTruthy();
  });

  it('an approved musician goes to publish their tracks', async () => {
    api.answers[INFO] = {
      musician_review_status: 2,
      application: application({ status: 'approved', mch_id: 12 }),
    };
    await show();
    expect(screen.queryByTestId('musician-submit')).toBeNull();
    act(() => void fireEvent.click(screen.getByTestId('musician-manage')));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/music-manage?tab=mine');
  });
});
