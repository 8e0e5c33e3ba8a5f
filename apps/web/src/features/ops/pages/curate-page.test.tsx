import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureOpsLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({
  calls: [] as { path: string; input: unknown }[],
  answers: {} as Record<string, unknown>,
  uploads: [] as string[],
}));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    const answer = api.answers[call.path];
    try {
      return Promise.resolve(
        typeof answer === 'function' ? (answer as (i: unknown) => unknown)(input) : answer,
      );
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }),
  upload: vi.fn((file: File) => {
    api.uploads.push(file.name);
    return Promise.resolve({ url: `/uploads/2026/${file.name}`, name: file.name, size: file.size });
  }),
}));

const { OpsCuratePage } = await import('./curate-page.tsx');
const { ApiError } = await import('../../../lib/request.ts');

const C = '/api/admin/curate';
const EDITOR = { roles: ['editor'], kinds: [], editor: true, super: false };
const WORDS = {
  list: [
    { id: 3, word: '私聊交易', level: 'review', created_at: '2026-11-20T08:00:00.000Z' },
    { id: 2, word: '赌球', level: 'block', created_at: '2026-11-19T08:00:00.000Z' },
  ],
  next_cursor: null,
};
const REASONS = {
  list: [
    { id: 1, name: '垃圾广告', names: { en: 'Spam' }, sort: 0, hidden: false },
    { id: 2, name: '色情低俗', names: {}, sort: 1, hidden: true },
  ],
};
const PINS = { list: [{ id: 5, name: 'Breaking', post_count: 40, hot_score: 900, position: 1 }] };

beforeAll(() => ensureOpsLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  api.uploads = [];
  api.answers = {
    '/api/admin/ops/me': EDITOR,
    [`${C}/word/list`]: WORDS,
    [`${C}/inform-cat/list`]: REASONS,
    [`${C}/report-reason/list`]: { list: [] },
    [`${C}/advert/list`]: { list: [] },
    [`${C}/article/list`]: { list: [], next_cursor: null },
    [`${C}/topic/pins`]: PINS,
  };
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

const sent = (path: string) => api.calls.filter((c) => c.path === `${C}/${path}`).map((c) => c.input);
const click = (el: Element) => act(() => void fireEvent.click(el));
const type = (testId: string, value: string) =>
  act(() => void fireEvent.change(screen.getByTestId(testId), { target: { value } }));
const submit = (testId: string) => act(() => void fireEvent.submit(screen.getByTestId(testId)));

async function open(url = '/ops/curate') {
  renderPage(<OpsCuratePage />, url);
  await settle();
  await settle();
}

describe('the curating page', () => {
  it('shows editors the curate section and the word lists', async () => {
    await open();
    expect(document.querySelector('[data-page="ops-curate"]')).not.toBeNull();
    expect(screen.getByTestId('ops-nav-curate').className).toContain('ops-nav__link--active');
    expect(screen.queryByTestId('ops-nav-tools')).toBeNull();
    const rows = screen.getByTestId('ops-words-table').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.getAttribute('data-testid'))).toEqual(['ops-word-3', 'ops-word-2']);
    expect(rows[0]!.textContent).toContain('敏感');
    expect(rows[1]!.textContent).toContain('禁止');
    expect(sent('word/list')).toEqual([{ cursor: undefined, limit: 30 }]);
  });

  it('filters the words by level and keyword', async () => {
    await open();
    act(() => void fireEvent.change(screen.getByTestId('ops-words-level'), { target: { value: 'block' } }));
    await settle();
    type('ops-words-keyword', ' 赌 ');
    click(screen.getByTestId('ops-words-apply'));
    await settle();
    expect(sent('word/list').slice(1)).toEqual([
      { cursor: undefined, limit: 30, level: 'block' },
      { cursor: undefined, limit: 30, level: 'block', keyword: '赌' },
    ]);
  });

  it('adds a word at its level, then reloads the list; a listed word shows the server message', async () => {
    api.answers[`${C}/word/add`] = (i: { word: string; level: string }) => ({
      id: 9,
      ...i,
      created_at: new Date().toISOString(),
    });
    await open();
    submit('ops-word-add');
    await settle();
    expect(sent('word/add')).toEqual([]);
    expect(screen.getByTestId('ops-words-result').textContent).toBe('请填写词语。');

    type('ops-word-input', ' 代考 ');
    click(screen.getByTestId('ops-word-level-review'));
    submit('ops-word-add');
    await settle();
    expect(sent('word/add')).toEqual([{ word: '代考', level: 'review' }]);
    expect(screen.getByTestId('ops-words-result').textContent).toBe('已添加“代考”。');
    expect((screen.getByTestId('ops-word-input') as HTMLInputElement).value).toBe('');
    expect(sent('word/list')).toHaveLength(2);

    api.answers[`${C}/word/add`] = () => {
      throw new ApiError(9501, '词库中已有“赌球”', 409);
    };
    type('ops-word-input', '赌球');
    submit('ops-word-add');
    await settle();
    expect(screen.getByTestId('ops-words-result').textContent).toBe('词库中已有“赌球”');
    expect(screen.getByTestId('ops-words-result').getAttribute('role')).toBe('alert');
  });

  it('removes a word only once confirmed', async () => {
    api.answers[`${C}/word/remove`] = null;
    const confirm = vi.spyOn(globalThis, 'confirm').mockReturnValue(false);
    await open();
    click(screen.getByTestId('ops-word-remove-2'));
    await settle();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('赌球'));
    expect(sent('word/remove')).toEqual([]);
    confirm.mockReturnValue(true);
    click(screen.getByTestId('ops-word-remove-2'));
    await settle();
    expect(sent('word/remove')).toEqual([{ id: 2 }]);
    expect(screen.getByTestId('ops-words-result').textContent).toBe('已删除“赌球”。');
  });

  it('edits a report reason: its names, order and visibility', async () => {
    api.answers[`${C}/inform-cat/edit`] = (i: { id: number; name: string }) => ({
      ...REASONS.list[0],
      ...i,
    });
    await open('/ops/curate?tab=reasons');
    expect(screen.getByTestId('ops-curate-panel').getAttribute('data-tab')).toBe('reasons');
    const rows = screen.getByTestId('ops-reasons-table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('英语: Spam');
    expect(rows[1]!.className).toContain('ops-curate__off');
    expect(screen.getByTestId('ops-reason-restore-2')).toBeTruthy();

    click(screen.getByTestId('ops-reason-edit-1'));
    expect((screen.getByTestId('ops-reason-name') as HTMLInputElement).value).toBe('垃圾广告');
    expect((screen.getByTestId('ops-reason-name-en') as HTMLInputElement).value).toBe('Spam');
    type('ops-reason-name', '广告营销');
    type('ops-reason-name-fr', ' Publicité ');
    type('ops-reason-sort', '3');
    submit('ops-reason-form');
    await settle();
    expect(sent('inform-cat/edit')).toEqual([
      {
        id: 1,
        name: '广告营销',
        names: { 'zh-Hant': '', en: 'Spam', es: '', fr: 'Publicité' },
        sort: 3,
        hidden: false,
      },
    ]);
    expect(screen.getByTestId('ops-reasons-result').textContent).toBe('已保存原因“广告营销”。');
    // Back to adding, and the list reloaded.
    expect((screen.getByTestId('ops-reason-name') as HTMLInputElement).value).toBe('');
    expect(sent('inform-cat/list')).toHaveLength(2);

    click(screen.getByTestId('ops-reason-restore-2'));
    await settle();
    expect(sent('inform-cat/edit')[1]).toEqual({ id: 2, hidden: false });
  });

  it('adds to the other list of reasons through its own call', async () => {
    api.answers[`${C}/report-reason/add`] = (i: { name: string }) => ({
      id: 7,
      names: {},
      sort: 0,
      hidden: false,
      ...i,
    });
    await open('/ops/curate?tab=reasons');
    click(screen.getByTestId('ops-reasons-list-report-reason'));
    await settle();
    expect(sent('report-reason/list')).toHaveLength(1);
    type('ops-reason-name', '冒充他人');
    type('ops-reason-name-en', 'Impersonation');
    submit('ops-reason-form');
    await settle();
    expect(sent('report-reason/add')).toEqual([
      { name: '冒充他人', names: { 'zh-Hant': '', en: 'Impersonation', es: '', fr: '' }, sort: 0 },
    ]);
    expect(sent('inform-cat/add')).toEqual([]);
  });

  it('saves an advert with an uploaded picture, and checks its link first', async () => {
    api.answers[`${C}/advert/save`] = (i: object) => ({ id: 11, ...i });
    await open('/ops/curate?tab=adverts');
    expect(sent('advert/list')).toEqual([{ position: 'home_banner' }]);
    act(
      () =>
        void fireEvent.change(screen.getByTestId('ops-advert-position'), {
          target: { value: 'mall_banner' },
        }),
    );
    type('ops-advert-title', ' Winter battle ');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'battle.png', { type: 'image/png' });
    act(
      () =>
        void fireEvent.change(screen.getByTestId('ops-advert-picture-file'), { target: { files: [file] } }),
    );
    await settle();
    expect(api.uploads).toEqual(['battle.png']);
    expect(screen.getByTestId('ops-advert-picture').querySelector('img')!.getAttribute('src')).toBe(
      '/uploads/2026/battle.png',
    );

    type('ops-advert-link', 'javascript:alert(1)');
    submit('ops-advert-form');
    await settle();
    expect(sent('advert/save')).toEqual([]);
    expect(screen.getByTestId('ops-adverts-result').textContent).toContain('/pages/...');

    type('ops-advert-link', '/pages/activity/activity');
    type('ops-advert-sort', '2');
    click(screen.getByTestId('ops-advert-shown'));
    submit('ops-advert-form');
    await settle();
    expect(sent('advert/save')).toEqual([
      {
        position: 'mall_banner',
        title: 'Winter battle',
        pic_url: '/uploads/2026/battle.png',
        link_url: '/pages/activity/activity',
        sort: 2,
        shown: false,
      },
    ]);
    expect(screen.getByTestId('ops-adverts-result').textContent).toBe('已保存广告“Winter battle”。');
    // The list follows the advert's position.
    expect((screen.getByTestId('ops-adverts-position') as HTMLSelectElement).value).toBe('mall_banner');
    expect(sent('advert/list')).toContainEqual({ position: 'mall_banner' });
  });

  it('edits an article with one translation and hides another', async () => {
    api.answers[`${C}/article/list`] = {
      list: [
        {
          id: 4,
          type: 'agreement',
          key: 'user-agreement',
          title: '用户协议',
          summary: '',
          cover: '',
          hidden: false,
          created_at: '2026-11-01T00:00:00.000Z',
        },
      ],
      next_cursor: null,
    };
    api.answers[`${C}/article/detail`] = {
      id: 4,
      type: 'agreement',
      key: 'user-agreement',
      title: '用户协议',
      summary: '',
      cover: '',
      hidden: false,
      created_at: '2026-11-01T00:00:00.000Z',
      content: '<p>条款</p>',
      translations: {},
    };
    api.answers[`${C}/article/save`] = (i: object) => ({
      ...(api.answers[`${C}/article/detail`] as object),
      ...i,
    });
    api.answers[`${C}/article/visibility`] = (i: { hidden: boolean }) => ({
      ...(api.answers[`${C}/article/detail`] as object),
      hidden: i.hidden,
    });
    await open('/ops/curate?tab=articles');
    click(screen.getByTestId('ops-article-edit-4'));
    await settle();
    expect(sent('article/detail')).toEqual([{ id: 4 }]);
    expect((screen.getByTestId('ops-article-content') as HTMLTextAreaElement).value).toBe('<p>条款</p>');
    type('ops-article-tr-title', 'User agreement');
    submit('ops-article-form');
    await settle();
    // A started translation needs its text too.
    expect(sent('article/save')).toEqual([]);
    expect(screen.getByTestId('ops-articles-result').textContent).toBe('英语：译文需要标题和正文。');
    type('ops-article-tr-content', '<p>Terms</p>');
    submit('ops-article-form');
    await settle();
    expect(sent('article/save')).toEqual([
      {
        id: 4,
        type: 'agreement',
        title: '用户协议',
        summary: '',
        content: '<p>条款</p>',
        cover: '',
        translations: { en: { title: 'User agreement', summary: '', content: '<p>Terms</p>' } },
      },
    ]);

    vi.spyOn(globalThis, 'confirm').mockReturnValue(true);
    click(screen.getByTestId('ops-article-visibility-4'));
    await settle();
    expect(sent('article/visibility')).toEqual([{ id: 4, hidden: true }]);
    expect(screen.getByTestId('ops-articles-result').textContent).toBe('文章“用户协议”已隐藏。');
  });

  it('pins a topic at a position; a position held by another topic shows the server message', async () => {
    api.answers[`${C}/topic/pin`] = (i: { topic_id: number; position: number }) => ({
      id: i.topic_id,
      name: 'Popping',
      post_count: 3,
      hot_score: 10,
      position: i.position,
    });
    await open('/ops/curate');
    click(screen.getByTestId('ops-curate-tab-pins'));
    await settle();
    expect(screen.getByTestId('ops-pin-5').textContent).toContain('#Breaking');
    type('ops-pin-topic', '12');
    type('ops-pin-position', '21');
    submit('ops-pin-form');
    await settle();
    expect(sent('topic/pin')).toEqual([]);
    expect(screen.getByTestId('ops-pins-result').textContent).toBe('位置须为 1 到 20。');

    type('ops-pin-position', '2');
    submit('ops-pin-form');
    await settle();
    expect(sent('topic/pin')).toEqual([{ topic_id: 12, position: 2 }]);
    expect(screen.getByTestId('ops-pins-result').textContent).toBe('#Popping 已置顶在第 2 位。');
    expect(sent('topic/pins')).toHaveLength(2);

    api.answers[`${C}/topic/pin`] = () => {
      throw new ApiError(9503, '第 1 位已置顶话题“Breaking”，请先取消', 409);
    };
    type('ops-pin-topic', '12');
    type('ops-pin-position', '1');
    submit('ops-pin-form');
    await settle();
    expect(screen.getByTestId('ops-pins-result').textContent).toBe('第 1 位已置顶话题“Breaking”，请先取消');
  });

  it('unpins a topic once confirmed', async () => {
    api.answers[`${C}/topic/unpin`] = null;
    vi.spyOn(globalThis, 'confirm').mockReturnValue(true);
    await open('/ops/curate?tab=pins');
    click(screen.getByTestId('ops-pin-unpin-5'));
    await settle();
    expect(sent('topic/unpin')).toEqual([{ topic_id: 5 }]);
    expect(screen.getByTestId('ops-pins-result').textContent).toBe('#Breaking 已取消置顶。');
  });

  it('is not offered to an operator who is not an editor', async () => {
    api.answers['/api/admin/ops/me'] = {
      roles: ['reviewer'],
      kinds: ['realname'],
      editor: false,
      super: false,
    };
    await open();
    expect(screen.queryByTestId('ops-nav-curate')).toBeNull();
    expect(screen.getByTestId('ops-nav-tools')).toBeTruthy();
    expect(screen.getByTestId('ops-refused')).toBeTruthy();
    expect(screen.queryByTestId('ops-curate-panel')).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith(C))).toEqual([]);
  });

  it("fees: shows the rates in force, saves percents as basis points, sets and clears a shop's own fee", async () => {
    const F = '/api/admin/mch';
    const fees = (over: object = {}) => ({
      fee_rate: 60,
      cash_fee_rate: 10,
      default_fee_rate: 60,
      default_cash_fee_rate: 10,
      shops: [{ mch: { id: 4, name: 'Groove' }, fee_rate: 0 }],
      ...over,
    });
    api.answers[`${F}/fee-setting`] = (i: object) => fees(i && 'fee_rate' in i ? { fee_rate: 250 } : {});
    api.answers[`${F}/shop-fee`] = () => fees({ shops: [] });
    vi.spyOn(globalThis, 'confirm').mockReturnValue(true);
    await open('/ops/curate?tab=fees');
    expect(screen.getByTestId('ops-fees-shop-4').textContent).toContain('0.00%');
    expect((screen.getByTestId('ops-fees-order') as HTMLInputElement).placeholder).toContain('0.60');
    type('ops-fees-order', '12.345');
    submit('ops-fees-form');
    await settle();
    expect(screen.getByTestId('ops-fees-result').className).toBe('ops-error');
    type('ops-fees-order', '2.5');
    submit('ops-fees-form');
    await settle();
    const saved = api.calls.filter(
      (c) => c.path === `${F}/fee-setting` && c.input && 'fee_rate' in (c.input as object),
    );
    expect(saved.map((c) => c.input)).toEqual([{ fee_rate: 250, cash_fee_rate: null }]);
    type('ops-fees-shop-id', '7');
    type('ops-fees-shop-rate', '0.3');
    submit('ops-fees-shop-form');
    await settle();
    click(screen.getByTestId('ops-fees-clear-4'));
    await settle();
    expect(api.calls.filter((c) => c.path === `${F}/shop-fee`).map((c) => c.input)).toEqual([
      { mch_id: 7, fee_rate: 30 },
      { mch_id: 4, fee_rate: null },
    ]);
  });

  it('payments: switches a way of paying off, checks the minutes, and keeps at least one way', async () => {
    const P = '/api/admin/mall/payment-setting';
    const setting = (over: object = {}) => ({
      methods: ['balance', 'sandbox'],
      available: ['balance', 'sandbox'],
      unpaid_minutes: 15,
      default_unpaid_minutes: 15,
      ...over,
    });
    api.answers[P] = (i: object) =>
      i && 'methods' in i ? setting({ methods: (i as { methods: string[] }).methods }) : setting();
    await open('/ops/curate?tab=payments');
    const box = (m: string) => screen.getByTestId(`ops-payments-method-${m}`) as HTMLInputElement;
    expect(box('balance').checked).toBe(true);
    expect((screen.getByTestId('ops-payments-unpaid') as HTMLInputElement).placeholder).toContain('15');
    click(box('balance'));
    click(box('sandbox'));
    submit('ops-payments-form');
    await settle();
    expect(screen.getByTestId('ops-payments-result').textContent).toBe('至少保留一种支付方式');
    click(box('sandbox'));
    type('ops-payments-unpaid', '2000');
    submit('ops-payments-form');
    await settle();
    expect(screen.getByTestId('ops-payments-result').className).toBe('ops-error');
    type('ops-payments-unpaid', '30');
    submit('ops-payments-form');
    await settle();
    const saved = api.calls.filter((c) => c.path === P && c.input && 'methods' in (c.input as object));
    expect(saved.map((c) => c.input)).toEqual([{ methods: ['sandbox'], unpaid_minutes: 30 }]);
    expect(screen.getByTestId('ops-payments-result').className).toBe('ops-ok');
  });
});
