import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../app/navigation.ts';
import { LOGIN_PATH } from '../app/route-paths.ts';
import { useUserStore } from '../stores/user.ts';

/** Renders its children for a logged-in user, else a prompt that leads to login. */
export function LoginRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  if (isLogin) return <>{children}</>;
  return (
    <div className="login-required">
      <ErrorBlock status="empty" title={t('request.loginFirst')} description={t('mine.loginHint')}>
        <Button
          color="primary"
          className="gradient-button"
          shape="rounded"
          data-testid="login-required-go"
          onClick={() => void navigateTo(LOGIN_PATH).catch(() => undefined)}
        >
          {t('mine.loginPrompt')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
