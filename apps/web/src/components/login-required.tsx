import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { navigateTo } from '../lib/navigation.ts';
import { LOGIN_PATH } from '../lib/route-paths.ts';
import { useUserStore } from '../stores/user.ts';
import { StateView } from './state-view.tsx';

/**
 * The one login gate of the app: what a visitor sees on a page that needs an account (own things,
 * the release page), with the way to log in. Dialogs before a tap (publish, like, follow) say the
 * same words and lead to the same place.
 */
export function LoginGate() {
  const { t } = useTranslation();
  return (
    <div className="login-required" data-testid="login-gate" style={{ paddingTop: '4rem' }}>
      <StateView
        kind="empty"
        picture="people"
        title={t('request.loginFirst')}
        description={t('mine.loginHint')}
        action={{
          label: t('publish.goLogin'),
          onClick: () => void navigateTo(LOGIN_PATH).catch(() => undefined),
          testId: 'login-required-go',
        }}
      />
    </div>
  );
}

/** Renders its children for a logged-in user, else the login gate. */
export function LoginRequired({ children }: { children: ReactNode }) {
  const isLogin = useUserStore((s) => s.isLogin);
  if (isLogin) return <>{children}</>;
  return <LoginGate />;
}
