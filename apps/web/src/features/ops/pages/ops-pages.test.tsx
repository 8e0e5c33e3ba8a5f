import type { QueueItem } from '@dance/contracts/ops';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureOpsLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    const answer = api.answers[call.path];
    return typeof answer === 'function'
      ? Promise.resolve((answer as (i: unknown) => unknown)(input))
      : Promise.resolve(answer);
  }),
}));

const { OpsQueuePage } = await import('./queue-page.tsx');
const { OpsLogPage } = await import('./log-page.tsx');

const item = (over: Partial<QueueItem>): QueueItem => ({
  kind: 'realname',
  ref: '1',
  title: '张小跳 的实名认证',
  summary: 'Submitted a real name',
  user: { id: 31, nickname: 'Jump', avatar: '' },
  images: [],
  facts: [{ label: 'real_name', value: '张小跳' }],
  options: [],
  max_refund: null,
  decisions: ['approve', 'refuse'],
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  claim: null,
  ...over,
});

const ITEMS = [
  item({ ref: '41' }),
  item({ kind: 'held', ref: 'post-9', title: 'A held post', decisions: ['approve', 'refuse'] }),
  item({ kind: 'withdrawal', ref: '5', title: 'Withdrawal ¥100.00', decisions: ['pay', 'refuse', 'fail'] }),
];

function answerQueue(list: QueueItem[]) {
  api.answers['/api/admin/ops/queue'] = {
    list,
    next_cursor: null,
    counts: [
      { kind: 'realname', count: 4, over_day: 1 },
      { kind: 'held', count: 2, over_day: 0 },
      { kind: 'withdrawal', count: 1, over_day: 0 },
    ],
  };
}

beforeAll(() => ensureOpsLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.answers = {
    '/api/admin/ops/me': {
      roles: ['super'],
      kinds: ['realname', 'held', 'withdrawal'],
      editor: true,
      super: true,
    },
    '/api/admin/ops/claim': (i: { kind: string; ref: string }) =>
      ITEMS.find((x) => x.kind === i.kind && x.ref === i.ref),
    '/api/admin/ops/decide': null,
  };
  answerQueue(ITEMS);
});
afterEach(unmountAll);

const decideCalls = () => api.calls.filter((c) => c.path === '/api/admin/ops/decide').map((c) => c.input);
const click = (el: Element) => act(() => void fireEvent.click(el));

async function openQueue() {
  renderPage(<OpsQueuePage />, '/ops');
  await settle();
  await settle();
}

describe('the review queue', () => {
  it('renders the items oldest first with the counts of every kind', async () => {
    await openQueue();
    expect(document.querySelector('[data-page="ops-queue"]')).not.toBeNull();
    const rows = [...document.querySelectorAll('[data-testid^="ops-row-"]')].map((r) =>
      r.getAttribute('data-testid'),
    );
    expect(rows).toEqual(['ops-row-realname-41', 'ops-row-held-post-9', 'ops-row-withdrawal-5']);
    expect(screen.getByTestId('ops-count-all').textContent).toBe('7');
    expect(screen.getByTestId('ops-count-realname').textContent).toBe('4');
    expect(screen.getByTestId('ops-row-realname-41').textContent).toContain('3 小时');
    // The nav shows the sections a super operator may use.
    expect(screen.getByTestId('ops-nav-operators')).toBeTruthy();
  });

  it('claims the item it opens and shows its facts', async () => {
    await openQueue();
    click(screen.getByTestId('ops-row-realname-41'));
    await settle();
    expect(api.calls.some((c) => c.path === '/api/admin/ops/claim')).toBe(true);
    expect(screen.getByTestId('ops-detail').textContent).toContain('真实姓名');
    expect(screen.getByTestId('ops-decide-approve')).toBeTruthy();
  });

  it('requires a reason to refuse, then decides with it', async () => {
    await openQueue();
    click(screen.getByTestId('ops-row-realname-41'));
    await settle();
    click(screen.getByTestId('ops-decide-refuse'));
    await settle();
    expect(decideCalls()).toEqual([]);
    expect(screen.getByTestId('ops-decide-error').textContent).toBe('请填写此决定的理由');
    expect(document.activeElement).toBe(screen.getByTestId('ops-reason'));
    act(
      () => void fireEvent.change(screen.getByTestId('ops-reason'), { target: { value: 'Blurred photo' } }),
    );
    click(screen.getByTestId('ops-decide-refuse'));
    await settle();
    expect(decideCalls()).toEqual([
      { kind: 'realname', ref: '41', decision: 'refuse', reason: 'Blurred photo' },
    ]);
  });

  it('decides with the key a: the item leaves the list and the next one opens', async () => {
    await openQueue();
    click(screen.getByTestId('ops-row-realname-41'));
    await settle();
    answerQueue(ITEMS.slice(1));
    act(() => void fireEvent.keyDown(document.body, { key: 'a' }));
    await settle();
    await settle();
    expect(decideCalls()).toEqual([{ kind: 'realname', ref: '41', decision: 'approve', reason: '' }]);
    expect(screen.queryByTestId('ops-row-realname-41')).toBeNull();
    expect(screen.getByTestId('ops-detail').getAttribute('data-ref')).toBe('held-post-9');
  });

  it('keeps the shortcuts out of the text fields; r asks for a reason first; j and k move', async () => {
    await openQueue();
    click(screen.getByTestId('ops-row-realname-41'));
    await settle();
    act(() => void fireEvent.keyDown(screen.getByTestId('ops-reason'), { key: 'a' }));
    act(() => void fireEvent.keyDown(document.body, { key: 'r' }));
    await settle();
    expect(decideCalls()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByTestId('ops-reason'));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    await settle();
    expect(screen.getByTestId('ops-detail').getAttribute('data-ref')).toBe('held-post-9');
    act(() => void fireEvent.keyDown(document.body, { key: 'k' }));
    await settle();
    expect(screen.getByTestId('ops-detail').getAttribute('data-ref')).toBe('realname-41');
  });

  it('warns when another operator holds the item, and explains an item decided already', async () => {
    const held = item({
      ref: '41',
      claim: { operator: { id: 2, nickname: 'Mia', avatar: '' }, at: new Date().toISOString(), mine: false },
    });
    api.answers['/api/admin/ops/claim'] = held;
    const { ApiError } = await import('../../../lib/request.ts');
    api.answers['/api/admin/ops/decide'] = () => {
      throw new ApiError(1409, 'already decided: approve', 409);
    };
    await openQueue();
    click(screen.getByTestId('ops-row-realname-41'));
    await settle();
    expect(screen.getByTestId('ops-held-by').textContent).toContain('Mia');
    click(screen.getByTestId('ops-decide-approve'));
    await settle();
    expect(screen.getByTestId('ops-decide-error').textContent).toContain('已被其他运营人员处理');
  });
});

describe('the action log', () => {
  it('renders the actions newest first with what changed', async () => {
    api.answers['/api/admin/ops/log'] = {
      list: [
        {
          id: 9,
          operator: { id: 6, nickname: 'Ops', avatar: '' },
          kind: 'withdrawal',
          ref: '5',
          decision: 'pay',
          reason: '',
          before: { status: 'pending' },
          after: { status: 'paid', reference: 'CMB-1' },
          created_at: new Date().toISOString(),
        },
        {
          id: 8,
          operator: { id: 6, nickname: 'Ops', avatar: '' },
          kind: 'realname',
          ref: '41',
          decision: 'refuse',
          reason: 'Blurred photo',
          before: { review_status: 1 },
          after: { review_status: 3 },
          created_at: new Date().toISOString(),
        },
      ],
      next_cursor: '8',
    };
    renderPage(<OpsLogPage />, '/ops/log');
    await settle();
    await settle();
    expect(document.querySelector('[data-page="ops-log"]')).not.toBeNull();
    const rows = screen.getByTestId('ops-log-table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('已打款');
    expect(rows[0]!.textContent).toContain('pending → paid');
    expect(rows[0]!.textContent).toContain('reference: ∅ → CMB-1');
    expect(rows[1]!.textContent).toContain('Blurred photo');
    expect(screen.getByTestId('ops-more')).toBeTruthy();
  });
});
