import type { UserInfo } from '@dance/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import '../i18n/index.ts';

// Rendered with createRoot and act: Testing Library's render is pinned to another React major.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const roots: Root[] = [];

/** Renders a page at a URL with a fresh query client; returns the client. */
export function renderPage(node: ReactNode, url = '/'): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return client;
}

/** Lets queries settle and effects run. */
export async function settle(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

export function unmountAll(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

/** A signed-in user as the server answers it, with the fields a test cares about. */
export const makeUser = (over: Partial<UserInfo>): UserInfo => ({
  id: 7,
  user_id: 7,
  nickname: '小鹿',
  avatar: '',
  mobile: '138****0001',
  gender: 0,
  birthday: null,
  signature: '',
  dance_styles: [],
  integral: 0,
  balance: '0.00',
  authentication_type: 0,
  authentication_type_ico: '',
  review_status: 0,
  merchant_review_status: 0,
  musician_review_status: 0,
  anchor_review_status: 0,
  is_real_name_authentication: 0,
  is_anchor: 0,
  is_operator: 0,
  has_password: true,
  follow_count: 0,
  fans_count: 0,
  like_count: 0,
  post_count: 0,
  ...over,
});
