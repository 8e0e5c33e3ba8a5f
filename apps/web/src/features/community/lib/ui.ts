import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, redirectTo } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { useUserStore } from '../../../stores/user.ts';
import { forumUserInfoQuery } from '../api/forum-user-info.ts';
import { formatCount } from './counters.ts';
import { timeAgo } from './time.ts';

/** Opens a page on top; a locked or unknown route is ignored (double taps). */
export const go = (url: string) => void navigateTo(url).catch(() => undefined);
export const replace = (url: string) => void redirectTo(url).catch(() => undefined);

/** True when logged in; otherwise offers the login page and returns false. */
export function requireLogin(): boolean {
  if (useUserStore.getState().isLogin) return true;
  // The dialog (and the animation library under it) loads on the first tap that needs it (decision 005).
  void import('antd-mobile')
    .then(({ Dialog }) =>
      Dialog.confirm({
        content: i18n.t('request.loginFirst'),
        confirmText: i18n.t('publish.goLogin'),
        cancelText: i18n.t('common.cancel'),
      }),
    )
    .then((ok) => ok && go(LOGIN_PATH));
  return false;
}

/** The signed-in user's id, or null; asks the server when the store has no user yet (a fresh load). */
export function useMyId(): number | null {
  const isLogin = useUserStore((s) => s.isLogin);
  const stored = useUserStore((s) => (s.isLogin && s.user ? s.user.id : null));
  const me = useQuery({
    ...forumUserInfoQuery(null),
    enabled: isLogin && stored === null,
    staleTime: 300_000,
  });
  return stored ?? (isLogin ? (me.data?.id ?? null) : null);
}

/** Relative time and compact counts in the interface language. */
export function useFormat() {
  const { t, i18n: inst } = useTranslation();
  return {
    ago: (iso: string) => {
      const a = timeAgo(iso);
      if (a.key === 'date') return a.date;
      if (a.key === 'justNow') return t('community.time.justNow');
      return t(`community.time.${a.key}`, { count: a.count });
    },
    count: (n: number) => formatCount(n, inst.language),
  };
}

/** The first picture of a post: its video cover or its first image. */
export function coverOf(post: { images: string[]; video: { cover: string } | null }): string {
  return post.video?.cover || post.images[0] || '';
}

export { navigateBack as navigateBackSafe } from '../../../lib/navigation.ts';
