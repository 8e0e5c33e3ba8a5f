import type { Language } from '@dance/contracts';
import { Button, Dialog, List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, switchTab } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { changeLanguage, LANGUAGE_NAMES } from '../../../i18n/index.ts';
import { SEARCH_HISTORY_KEY } from '../../../lib/storage.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { LANGUAGE_CODES, useUserStore } from '../../../stores/user.ts';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useLogout } from '../api/logout.ts';
import './account.css';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

export function SetPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const language = useUserStore((s) => s.language);
  const isLogin = useUserStore((s) => s.isLogin);
  const setting = useMallSetting();
  const logout = useLogout();

  const pick = (code: Language) => {
    if (code === language) return;
    void changeLanguage(code).then(() => client.invalidateQueries());
  };

  const clearCache = () => {
    client.clear();
    localStorage.removeItem(SEARCH_HISTORY_KEY);
    showSuccess(t('set.cacheCleared'));
  };

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t('set.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await logout.mutateAsync().catch(() => undefined);
    showSuccess(t('set.loggedOut'));
    void switchTab('/pages/mine/mine').catch(() => undefined);
  };

  return (
    <Page path="/pages/set" title={t('set.title')}>
      <List header={t('set.language')} className="card-list">
        {LANGUAGE_CODES.map((code) => (
          <List.Item
            key={code}
            data-testid={`lang-${code}`}
            aria-selected={code === language}
            onClick={() => pick(code)}
            arrowIcon={false}
            extra={code === language ? <CheckOutline color="var(--adm-color-primary)" fontSize={18} /> : null}
          >
            {LANGUAGE_NAMES[code]}
          </List.Item>
        ))}
      </List>
      <List className="card-list">
        {isLogin && (
          <List.Item onClick={go('/pages/account-safety')} data-testid="set-account-safety">
            {t('set.accountSafety')}
          </List.Item>
        )}
        {isLogin && (
          <List.Item onClick={go('/pages/person-info')} data-testid="set-person-info">
            {t('set.personInfo')}
          </List.Item>
        )}
        <List.Item onClick={go('/pages/app-intro')} extra={setting.data ? `v${setting.data.version}` : null}>
          {t('set.appIntro')}
        </List.Item>
        <List.Item onClick={clearCache} data-testid="set-clear-cache">
          {t('set.clearCache')}
        </List.Item>
      </List>
      {isLogin && (
        <div className="form-footer">
          <Button
            block
            shape="rounded"
            size="large"
            data-testid="logout"
            loading={logout.isPending}
            onClick={() => void confirmLogout()}
          >
            {t('set.logout')}
          </Button>
        </div>
      )}
    </Page>
  );
}
