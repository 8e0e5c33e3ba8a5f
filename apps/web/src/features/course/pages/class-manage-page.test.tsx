import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { ensureCourseLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({ answers: {} as Record<string, unknown> }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  request: vi.fn((call: { path: string }) => Promise.resolve(api.answers[call.path])),
}));

const { ClassManagePage } = await import('./class-manage-page.tsx');

const COURSE = {
  id: 51,
  name: 'Popping basics',
  cover: '',
  level: 'beginner',
  style: 'popping',
  teacher: { name: 'Kite', avatar: '', intro: '' },
  price: '99.00',
  students: 3,
  lesson_count: 4,
  session_count: 0,
  status: 'published',
  mch: { id: 3, name: 'Breaking Store', logo: '' },
};

function shopAs(staffRole: 'owner' | 'verify' | 'orders' | 'manager') {
  api.answers['/plugin/mch/api/mch/mine'] = {
    list: [
      {
        id: 3,
        name: 'Breaking Store',
        logo: '',
        role: staffRole === 'owner' ? 'owner' : 'clerk',
        staff_role: staffRole,
      },
    ],
  };
}

beforeAll(() => ensureCourseLocale('en'));
beforeEach(async () => {
  const { i18n } = await import('../../../i18n/index.ts');
  await i18n.changeLanguage('en');
  useUserStore.setState({ isLogin: true, user: makeUser({}) });
  api.answers = { '/api/course/manage-list': { list: [COURSE], next_cursor: null } };
});
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

async function open() {
  renderPage(<ClassManagePage />, '/pages/class-manage');
  await settle();
  await settle();
}

describe('the shop courses page', () => {
  it('gives a manager the new and edit controls', async () => {
    shopAs('manager');
    await open();
    expect(screen.getByTestId('manage-course-51')).toBeTruthy();
    expect(screen.getByTestId('manage-new')).toBeTruthy();
    expect(screen.getByTestId('manage-edit-51')).toBeTruthy();
    expect(screen.getByTestId('manage-lessons-51')).toBeTruthy();
  });

  it('shows a verify-only clerk the courses without controls they could not use', async () => {
    shopAs('verify');
    await open();
    expect(screen.getByTestId('manage-course-51')).toBeTruthy();
    expect(screen.queryByTestId('manage-new')).toBeNull();
    expect(screen.queryByTestId('manage-edit-51')).toBeNull();
    expect(screen.queryByTestId('manage-lessons-51')).toBeNull();
  });
});
