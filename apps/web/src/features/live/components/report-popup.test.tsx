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

const { LiveReportPopup } = await import('./report-popup.tsx');

beforeAll(() => ensureLiveLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.answers = {
    '/api/forum/post/inform-cats': {
      list: [
        { id: 3, name: '色情低俗' },
        { id: 4, name: '欺诈或售假' },
      ],
    },
    '/api/live/report': { id: 91 },
  };
});
afterEach(unmountAll);

describe('reporting a live', () => {
  it('sends the live, the chosen reason and what happened, and closes', async () => {
    const onClose = vi.fn();
    renderPage(<LiveReportPopup liveId={12} visible onClose={onClose} />);
    await act(() => settle());
    const submit = screen.getByTestId('live-report-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await act(async () => void fireEvent.click(screen.getByText('欺诈或售假')));
    const text = screen.getByTestId('live-report-text').querySelector('textarea')!;
    await act(async () => void fireEvent.change(text, { target: { value: ' 直播里卖假票 ' } }));
    await act(async () => void fireEvent.click(submit));
    await act(() => settle());
    expect(api.calls.filter((c) => c.path === '/api/live/report').map((c) => c.input)).toEqual([
      { live_id: 12, cat_id: 4, content: '直播里卖假票' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('does not load the reasons until it opens', async () => {
    renderPage(<LiveReportPopup liveId={12} visible={false} onClose={() => undefined} />);
    await act(() => settle());
    expect(api.calls).toEqual([]);
  });
});
