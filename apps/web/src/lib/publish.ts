import { fetchUserInfo } from './api/user-info.ts';
import { i18n } from '../i18n/index.ts';
import { useUserStore } from '../stores/user.ts';
import { navigateTo, pageUrl } from './navigation.ts';
import { EDIT_USER_INFO_PATH, LOGIN_PATH, RELEASE_PATH } from './route-paths.ts';

async function confirm(content: string, confirmText: string): Promise<boolean> {
  // Loaded on the first tap: the dialog and its animation library stay out of the first screen.
  const { Dialog } = await import('antd-mobile');
  return Dialog.confirm({ content, confirmText, cancelText: i18n.t('common.cancel') });
}

/** The centre button: login first, then real-name verification, then the release page. */
export async function publish(): Promise<void> {
  const state = useUserStore.getState();
  let user = state.isLogin ? state.user : null;
  // Verification may have been approved since the user was cached: ask the server before refusing.
  if (state.isLogin && user?.is_real_name_authentication !== 1)
    user = (await fetchUserInfo().catch(() => null)) ?? user;
  if (!user?.id) {
    if (await confirm(i18n.t('request.loginFirst'), i18n.t('publish.goLogin'))) await navigateTo(LOGIN_PATH);
    return;
  }
  if (user.is_real_name_authentication === 0) {
    if (await confirm(i18n.t('publish.needRealName'), i18n.t('publish.goVerify')))
      // The page shows the verification and comes back to publishing once it is done.
      await navigateTo(pageUrl(EDIT_USER_INFO_PATH, { from: 'publish' }));
    return;
  }
  await navigateTo(RELEASE_PATH);
}
