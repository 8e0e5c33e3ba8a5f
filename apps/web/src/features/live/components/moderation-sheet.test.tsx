import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';

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
}));

const { ModerationSheet } = await import('./moderation-sheet.tsx');

const viewer = { id: 42, nickname: '小北', avatar: '' };

beforeAll(() => ensureLiveLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.answers = {
    '/api/live/mute': { muted: true },
    '/api/live/remove-viewer': null,
    '/api/live/room-admin': { list: [] },
  };
});
afterEach(unmountAll);

const sheet = (over: Partial<Parameters<typeof ModerationSheet>[0]> = {}) => {
  const props = {
    liveId: 7,
    target: viewer,
    isAnchor: true,
    muted: false,
    targetIsAdmin: false,
    onClose: vi.fn(),
    onDone: vi.fn(),
    ...over,
  };
  renderPage(<ModerationSheet {...props} />);
  return props;
};

describe('the moderation sheet', () => {
  it('offers the anchor mute, remove and make-admin on a viewer, and mutes through the call', async () => {
    const p = sheet();
    await act(() => settle());
    expect(screen.getByTestId('live-mod-sheet').textContent).toContain('小北');
    expect(screen.getByText('禁言')).toBeTruthy();
    expect(screen.getByText('移出直播间')).toBeTruthy();
    expect(screen.getByText('设为房管')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByText('禁言')));
    await act(() => settle());
    expect(api.calls).toEqual([{ path: '/api/live/mute', input: { live_id: 7, user_id: 42, on: 1 } }]);
    expect(p.onClose).toHaveBeenCalled();
    expect(p.onDone).toHaveBeenCalledWith({ muted: true });
  });

  it('unmutes a muted viewer, removes, and dismisses a room admin', async () => {
    const p = sheet({ muted: true, targetIsAdmin: true });
    await act(() => settle());
    expect(screen.queryByText('禁言')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByText('解除禁言')));
    await act(async () => void fireEvent.click(screen.getByText('移出直播间')));
    await act(async () => void fireEvent.click(screen.getByText('撤销房管')));
    await act(() => settle());
    expect(api.calls).toEqual([
      { path: '/api/live/mute', input: { live_id: 7, user_id: 42, on: 0 } },
      { path: '/api/live/remove-viewer', input: { live_id: 7, user_id: 42 } },
      { path: '/api/live/room-admin', input: { user_id: 42, on: 0 } },
    ]);
    expect(vi.mocked(p.onDone).mock.calls).toEqual([
      [{ muted: false }],
      [{ removed: true }],
      [{ admin: false }],
    ]);
  });

  it('gives a room admin no admin actions, and nothing at all on another admin', async () => {
    sheet({ isAnchor: false });
    await act(() => settle());
    expect(screen.getByText('禁言')).toBeTruthy();
    expect(screen.queryByText('设为房管')).toBeNull();
    unmountAll();
    sheet({ isAnchor: false, targetIsAdmin: true });
    await act(() => settle());
    expect(screen.queryByText('禁言')).toBeNull();
    expect(screen.queryByText('移出直播间')).toBeNull();
    expect(screen.getByText('房管之间不能互相操作')).toBeTruthy();
  });

  it('shows nothing without a target', async () => {
    sheet({ target: null });
    await act(() => settle());
    expect(screen.queryByTestId('live-mod-sheet')).toBeNull();
  });
});
