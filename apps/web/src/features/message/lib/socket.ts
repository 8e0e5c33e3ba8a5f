import type { MessageStatistics, RealtimeEvent } from '@dance/contracts/message';
import { RealtimeClient } from '../../../lib/realtime.ts';
import { ensureAccessToken, resetAccessToken } from '../../../lib/request.ts';
import { useMessagesStore } from '../../../stores/messages.ts';
import { useTabBarStore } from '../../../stores/tab-bar.ts';
import { useUserStore } from '../../../stores/user.ts';
import { fetchMessageStatistics } from '../api/message-statistics.ts';

const MINE_TAB = '/pages/mine/mine';

/** The app's socket to `/ws`, started while a user is signed in. */
export const realtime = new RealtimeClient({
  token: ensureAccessToken,
  onUnauthorized: resetAccessToken,
});

type StatisticsListener = (s: MessageStatistics) => void;
const statisticsListeners = new Set<StatisticsListener>();
let latest: MessageStatistics | null = null;
/**
 * Fetches and pushes race: a fetch answers with what the server read when its request came, a
 * `badge` push with what it read after a change committed. Each fetch takes a ticket; a push, or
 * a later fetch's answer, moves the floor past every ticket taken before it, so an older answer
 * arriving late never replaces a newer count.
 */
let tickets = 0;
let floor = 0;

/** The badges follow the unread counts: the mine tab's red dot and `messageCount`. */
export function showStatistics(s: MessageStatistics): void {
  latest = s;
  useMessagesStore.getState().setMessageCount(s.total);
  useTabBarStore.getState().showRedDot(MINE_TAB, s.total > 0);
  for (const l of [...statisticsListeners]) l(s);
}

export function onStatistics(listener: StatisticsListener): () => void {
  statisticsListeners.add(listener);
  if (latest) listener(latest);
  return () => statisticsListeners.delete(listener);
}

export async function refreshStatistics(): Promise<void> {
  const ticket = ++tickets;
  try {
    const s = await fetchMessageStatistics();
    if (ticket <= floor) return;
    floor = ticket;
    showStatistics(s);
  } catch {
    // Signed out or offline: the badges keep what they showed.
  }
}

function onEvent(e: RealtimeEvent): void {
  if (e.type === 'badge') {
    floor = tickets;
    showStatistics(e.statistics);
  }
  // After a (re)connect the counts may have moved while we were away.
  if (e.type === 'ready') void refreshStatistics();
}

let started = false;

/**
 * Starts the socket and the badges for a signed-in user and stops them on logout (app-wide, from
 * the feature's manifest). Coming back to the foreground reconnects at once.
 */
export function startMessageBadges(): void {
  if (started || typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
  started = true;
  realtime.subscribe(onEvent);
  const follow = (isLogin: boolean) => {
    if (isLogin) {
      realtime.start();
      // A browser that allowed notifications before follows the user signed in now.
      void import('./push.ts').then((m) => m.refreshPushSubscription()).catch(() => undefined);
    } else {
      realtime.stop();
      latest = null;
      useMessagesStore.getState().setMessageCount(0);
      useTabBarStore.getState().showRedDot(MINE_TAB, false);
    }
  };
  follow(useUserStore.getState().isLogin);
  useUserStore.subscribe((s, prev) => {
    if (s.isLogin !== prev.isLogin) follow(s.isLogin);
    else if (s.isLogin && s.token?.token !== prev.token?.token) {
      // Another account signed in: its own socket and counts.
      realtime.stop();
      realtime.start();
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') realtime.reconnectNow();
  });
}
