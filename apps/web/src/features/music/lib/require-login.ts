import { i18n } from '../../../i18n/index.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';

/** True when signed in; otherwise says so and opens login (a visitor's like or download). */
export function requireLogin(): boolean {
  if (useUserStore.getState().isLogin) return true;
  showToast(i18n.t('request.loginFirst'));
  void navigateTo(LOGIN_PATH).catch(() => undefined);
  return false;
}
