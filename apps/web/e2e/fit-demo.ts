import type { BrowserContext } from 'playwright-core';
import type { DemoIds } from './fit.ts';

export const DEMO_MOBILE = '13800000001';
const DEMO_PASSWORD = 'Dance2026';

async function call<T>(base: string, path: string, access: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': access },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

async function accessToken(base: string, token?: string): Promise<string> {
  const r = await fetch(`${base}/api/passport/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { token } : {}),
  });
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
}

type Page<T> = { list: T[] };

/** Logs the demo buyer in and picks one of each kind of thing the screens show. */
export async function demo(
  base: string,
): Promise<{ ids: DemoIds; login: { token: string; token_expired_at: number } }> {
  const visitor = await accessToken(base);
  const login = await call<{ token: string; token_expired_at: number }>(
    base,
    '/api/passport/login?login_scenario=password',
    visitor,
    { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
  );
  const access = await accessToken(base, login.token);
  const first = async <T extends { id: number }>(path: string, token = access): Promise<T> => {
    const page = await call<Page<T>>(base, path, token);
    if (!page.list[0]) throw new Error(`the demo has nothing at ${path}`);
    return page.list[0];
  };
  const post = await first<{ id: number; user: { id: number } }>(
    '/api/forum/post/list?tab=latest&type=image',
  );
  // The demo's own battle, by name: the journeys publish battles of their own on the same server.
  const battles = await call<Page<{ id: number; name: string }>>(
    base,
    '/api/activity/list?kind=battle&limit=50',
    access,
  );
  const battle = battles.list.find((a) => a.name.startsWith('Groove Battle Vol.7')) ?? battles.list[0];
  if (!battle) throw new Error('the demo has no battle');
  const detail = await call<{ ticket_types: { id: number; state: string; needs_attendee: number }[] }>(
    base,
    `/api/activity/detail?id=${battle.id}`,
    access,
  );
  // A ticket type that names its attendees, so the checkout shows the attendee list.
  const ticketType =
    detail.ticket_types.find((t) => t.state === 'on_sale' && t.needs_attendee === 1) ??
    detail.ticket_types.find((t) => t.state === 'on_sale');
  if (!ticketType) throw new Error('the demo battle has no ticket type on sale');
  const tracks = await call<Page<{ id: number; title: string }>>(base, '/api/music/list?limit=50', access);
  const track = tracks.list.find((t) => t.title === 'Toprock Fever') ?? tracks.list[0];
  if (!track) throw new Error('the demo has no music track');
  const ids: DemoIds = {
    goods: (await first('/api/goods/v2-goods-list')).id,
    post: post.id,
    user: post.user.id,
    video: (await first('/api/forum/post/list?tab=latest&type=video')).id,
    topic: (await first('/api/forum/topic/list')).id,
    circle: (await first('/api/forum/group/list')).id,
    order: (await first('/api/order/list')).id,
    article: (await first('/api/article/list?type=notice')).id,
    course: (await first('/api/course/list')).id,
    activity: battle.id,
    ticketType: ticketType.id,
    guess: (await first('/api/guess-game/list?tab=settled')).id,
    track: track.id,
  };
  return { ids, login };
}

/** The web app's own storage: the login token and the interface language. */
export async function remember(
  context: BrowserContext,
  base: string,
  login: { token: string; token_expired_at: number },
  language: string,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ([l, lang]) => {
      localStorage.setItem('token', JSON.stringify(l));
      localStorage.setItem('isLogin', 'true');
      localStorage.setItem('language', JSON.stringify(lang));
    },
    [login, language] as const,
  );
  await page.close();
}
