import type { StaffMember } from '../api/mch-member-list.ts';
import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureMerchantLocale } from '../i18n/load.ts';
import { myShop } from '../lib/shop.test-util.ts';

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

const { MchMemberPage } = await import('./mch-member-page.tsx');

const LIST = '/plugin/mch/api/member/list';
const ADD = '/plugin/mch/api/member/add';
const ROLE = '/plugin/mch/api/member/role';
const REMOVE = '/plugin/mch/api/member/remove';

const OWNER: StaffMember = {
  user_id: 7,
  nickname: 'B-girl Ana',
  avatar: '',
  mobile: '13800000007',
  role: 'owner',
  added_at: '2026-10-01T02:00:00.000Z',
};
const CLERK: StaffMember = {
  user_id: 21,
  nickname: 'Door Leo',
  avatar: '',
  mobile: '13900000021',
  role: 'verify',
  added_at: '2026-11-20T02:00:00.000Z',
};

function staffAs(myRole: StaffMember['role']) {
  const masked = (m: StaffMember) => ({ ...m, mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}` });
  api.answers['/plugin/mch/api/mch/mine'] = { list: [myShop(myRole)] };
  api.answers[LIST] = {
    my_role: myRole,
    list: myRole === 'owner' ? [OWNER, CLERK] : [OWNER, CLERK].map(masked),
  };
}

beforeAll(() => ensureMerchantLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.calls = [];
  api.answers = {
    [ADD]: (b: { role: StaffMember['role'] }) => ({ ...CLERK, user_id: 33, role: b.role }),
    [ROLE]: (b: { role: StaffMember['role'] }) => ({ ...CLERK, role: b.role }),
    [REMOVE]: null,
  };
  staffAs('owner');
});
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

const click = (el: Element) => act(() => void fireEvent.click(el));
const inputsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.input);
/** antd-mobile's Input carries the test id on its wrapper. */
const type = (testId: string, value: string) => {
  const box = screen.getByTestId(testId);
  act(() => void fireEvent.change(box.querySelector('input') ?? box, { target: { value } }));
};
/** A chip of the visible role picker, by its label. */
const chip = (label: string, within: ParentNode = document) =>
  [...within.querySelectorAll('.adm-selector-item')].find((el) => el.textContent === label)!;

async function open(url = '/pages/mch-member?mch_id=3') {
  renderPage(<MchMemberPage />, url);
  await settle();
  await settle();
}

describe('the shop staff page', () => {
  it('lists the staff with their role tags and asks for the shop of the URL', async () => {
    await open();
    expect(document.querySelector('[data-page="/pages/mch-member"]')).not.toBeNull();
    expect(inputsOf(LIST)).toEqual([{ mch_id: 3 }]);
    expect(screen.getByTestId('mch-member-role-7').textContent).toBe('Owner');
    expect(screen.getByTestId('mch-member-role-21').textContent).toBe('Verify only');
    expect(screen.getByTestId('mch-member-21').textContent).toContain('13900000021');
    // The owner is never changed or removed from here.
    expect(screen.queryByTestId('mch-member-change-7')).toBeNull();
    expect(screen.queryByTestId('mch-member-remove-7')).toBeNull();
  });

  it('adds a clerk by mobile with the role chosen; a bad number is not sent', async () => {
    await open();
    const form = screen.getByTestId('mch-member-add');
    type('mch-member-mobile', '12345');
    click(screen.getByTestId('mch-member-add-submit'));
    await settle();
    expect(inputsOf(ADD)).toEqual([]);
    type('mch-member-mobile', ' 13700000033 ');
    click(chip('Orders', form));
    expect(screen.getByTestId('mch-member-role-hint').textContent).toContain('ships');
    click(screen.getByTestId('mch-member-add-submit'));
    await settle();
    expect(inputsOf(ADD)).toEqual([{ mch_id: 3, mobile: '13700000033', role: 'orders' }]);
    // The list is asked again.
    expect(inputsOf(LIST).length).toBe(2);
  });

  it("changes a clerk's role in the sheet", async () => {
    await open();
    click(screen.getByTestId('mch-member-change-21'));
    await settle();
    const sheet = screen.getByTestId('mch-member-role-sheet');
    click(chip('Manager', sheet));
    click(screen.getByTestId('mch-member-role-save'));
    await settle();
    expect(inputsOf(ROLE)).toEqual([{ mch_id: 3, user_id: 21, role: 'manager' }]);
    expect(inputsOf(LIST).length).toBe(2);
  });

  it('removes a clerk only after the confirmation', async () => {
    await open();
    click(screen.getByTestId('mch-member-remove-21'));
    await settle();
    expect(inputsOf(REMOVE)).toEqual([]);
    const confirm = [...document.querySelectorAll('.adm-dialog-button')].find(
      (b) => b.textContent === 'Remove',
    );
    expect(document.body.textContent).toContain('Remove Door Leo from the staff?');
    click(confirm!);
    await settle(50);
    expect(inputsOf(REMOVE)).toEqual([{ mch_id: 3, user_id: 21 }]);
  });

  it('shows a clerk the list read-only: no add form, no role change, no removal', async () => {
    staffAs('orders');
    await open();
    expect(screen.getByTestId('mch-member-readonly').textContent).toContain('Orders');
    expect(screen.queryByTestId('mch-member-add')).toBeNull();
    expect(screen.queryByTestId('mch-member-add-submit')).toBeNull();
    expect(screen.queryByTestId('mch-member-change-21')).toBeNull();
    expect(screen.queryByTestId('mch-member-remove-21')).toBeNull();
    expect(screen.getByTestId('mch-member-7').textContent).toContain('138****0007');
  });
});
