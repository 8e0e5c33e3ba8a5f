import { fireEvent, screen } from '@testing-library/dom';
import type { live } from '@dance/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureLiveLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    const answer = api.answers[call.path];
    return Promise.resolve(
      typeof answer === 'function' ? (answer as (i: unknown) => unknown)(input) : answer,
    );
  }),
}));

const { useRoomModeration } = await import('./room-moderation.tsx');
type Mod = ReturnType<typeof useRoomModeration>;

const anchor = { id: 5, nickname: '主播', avatar: '' };
const viewer = { id: 42, nickname: '小北', avatar: '' };
const admin = { id: 43, nickname: '房管甲', avatar: '' };
const detail = (isAnchor: boolean) => ({ id: 7, is_anchor: isAnchor, anchor }) as live.LiveDetail;

let mod: Mod;
function Harness({ d }: { d: live.LiveDetail }) {
  mod = useRoomModeration(7, d);
  return (
    <div>
      <span data-testid="state">{JSON.stringify({ muted: mod.muted, removed: mod.removed })}</span>
      {mod.node}
    </div>
  );
}
const state = () =>
  JSON.parse(screen.getByTestId('state').textContent!) as { muted: boolean; removed: boolean };

const me = (over: Partial<live.RoomMe> = {}) => ({
  muted: false,
  removed: false,
  is_admin: false,
  can_moderate: false,
  ...over,
});

beforeAll(() => ensureLiveLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.answers = {
    '/api/live/room-me': me(),
    '/api/live/room-admins': { list: [{ ...admin, created_at: '' }] },
  };
});
afterEach(unmountAll);

describe("the room's moderation", () => {
  it("a viewer's own mute and removal change their state; others' become a system line", async () => {
    useUserStore.setState({ isLogin: true, user: makeUser({ id: viewer.id }) });
    renderPage(<Harness d={detail(false)} />);
    await act(() => settle());
    expect(state()).toEqual({ muted: false, removed: false });
    let line: ReturnType<Mod['onEvent']> = null;
    act(() => {
      line = mod.onEvent({ type: 'live.mute', live_id: 7, user: viewer, muted: true, by_id: 5 });
    });
    await act(() => settle());
    expect(state()).toEqual({ muted: true, removed: false });
    expect(line).toEqual(expect.objectContaining({ kind: 'system', who: '小北', text: '被禁言' }));
    act(() => {
      line = mod.onEvent({ type: 'live.remove', live_id: 7, user: admin, by_id: 5 });
    });
    expect(state().removed).toBe(false);
    expect(line).toEqual(expect.objectContaining({ who: '房管甲', text: '被移出直播间' }));
    act(() => void mod.onEvent({ type: 'live.remove', live_id: 7, user: viewer, by_id: 5 }));
    await act(() => settle());
    expect(state().removed).toBe(true);
    expect(screen.getByTestId('live-removed').textContent).toContain('你已被移出直播间');
    expect(mod.onEvent({ type: 'live.like', live_id: 7, like_count: 1, user_id: 1, count: 1 })).toBeNull();
  });

  it('a reload keeps the removed state from room-me', async () => {
    useUserStore.setState({ isLogin: true, user: makeUser({ id: viewer.id }) });
    api.answers['/api/live/room-me'] = me({ removed: true, muted: true });
    renderPage(<Harness d={detail(false)} />);
    await act(() => settle());
    expect(state()).toEqual({ muted: true, removed: true });
    expect(screen.getByTestId('live-removed')).toBeTruthy();
  });

  it('the anchor opens the sheet on a viewer, sees an admin as one; never on themself', async () => {
    useUserStore.setState({ isLogin: true, user: makeUser({ id: anchor.id }) });
    api.answers['/api/live/room-me'] = me({ can_moderate: true });
    renderPage(<Harness d={detail(true)} />);
    await act(() => settle());
    act(() => mod.pick(anchor));
    await act(() => settle());
    expect(screen.queryByTestId('live-mod-sheet')).toBeNull();
    act(() => mod.pick(admin));
    await act(() => settle());
    expect(screen.getByText('撤销房管')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByText('取消')));
    await act(() => settle(300));
    act(() => mod.pick(viewer));
    await act(() => settle());
    expect(screen.getByTestId('live-mod-sheet').textContent).toContain('小北');
    expect(screen.getByText('设为房管')).toBeTruthy();
  });

  it("the sheet shows a viewer's mute from before this visit, read when it opens", async () => {
    useUserStore.setState({ isLogin: true, user: makeUser({ id: anchor.id }) });
    api.answers['/api/live/room-me'] = (input: { user_id?: number }) =>
      input.user_id === viewer.id ? me({ muted: true }) : me({ can_moderate: true });
    renderPage(<Harness d={detail(true)} />);
    await act(() => settle());
    act(() => mod.pick(viewer));
    await act(() => settle());
    expect(api.calls).toContainEqual({
      path: '/api/live/room-me',
      input: { live_id: 7, user_id: viewer.id },
    });
    expect(screen.getByText('解除禁言')).toBeTruthy();
    expect(screen.getByTestId('live-mod-sheet').textContent).toContain('已禁言');
    // A plain viewer's own state is not the anchor's.
    expect(state().muted).toBe(false);
  });

  it('a plain viewer never opens the sheet', async () => {
    useUserStore.setState({ isLogin: true, user: makeUser({ id: viewer.id }) });
    renderPage(<Harness d={detail(false)} />);
    await act(() => settle());
    act(() => mod.pick(admin));
    await act(() => settle());
    expect(screen.queryByTestId('live-mod-sheet')).toBeNull();
  });
});
