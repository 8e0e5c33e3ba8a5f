import { Avatar, List } from 'antd-mobile';
import {
  EnvironmentOutline,
  InformationCircleOutline,
  MessageOutline,
  SetOutline,
  ScanningOutline,
  SearchOutline,
  UserContactOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { TabBar } from '../../../components/tab-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { mineEntries } from '../../../lib/feature.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import './account.css';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

interface MenuItem {
  key: string;
  url: string;
  icon: ReactNode;
}

const MENU: MenuItem[] = [
  { key: 'personInfo', url: '/pages/person-info', icon: <UserContactOutline /> },
  { key: 'authCenter', url: '/pages/authentication-center', icon: <CheckShieldOutline /> },
  { key: 'address', url: '/pages/receive-address', icon: <EnvironmentOutline /> },
  { key: 'qrcode', url: '/pages/qrcode', icon: <ScanningOutline /> },
  { key: 'feedback', url: '/pages/feedback', icon: <MessageOutline /> },
  { key: 'search', url: '/pages/search', icon: <SearchOutline /> },
  { key: 'appIntro', url: '/pages/app-intro', icon: <InformationCircleOutline /> },
  { key: 'settings', url: '/pages/set', icon: <SetOutline /> },
];

export function MinePage() {
  const { t, i18n } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const user = useUserStore((s) => s.user);
  useUserInfo();
  const logged = isLogin && user;

  const counts = [
    { key: 'follow', value: user?.follow_count },
    { key: 'fans', value: user?.fans_count },
    { key: 'likes', value: user?.like_count },
    { key: 'posts', value: user?.post_count },
  ];

  return (
    <Page path="/pages/mine/mine" bare className="page--tab">
      <header className="mine-header">
        <button
          type="button"
          className="mine-header__settings"
          aria-label={t('mine.menu.settings')}
          onClick={go('/pages/set')}
        >
          <SetOutline />
        </button>
        {logged ? (
          <div className="mine-profile" onClick={go('/pages/person-info')}>
            <Avatar src={user.avatar} className="mine-profile__avatar" />
            <div className="mine-profile__main">
              <div className="mine-profile__name" data-testid="mine-nickname">
                {user.nickname}
                {user.authentication_type_ico ? (
                  <img
                    className="mine-profile__auth"
                    src={user.authentication_type_ico}
                    alt={t(`mine.authBadge.${user.authentication_type}`)}
                    title={t(`mine.authBadge.${user.authentication_type}`)}
                    data-testid="mine-auth-badge"
                  />
                ) : null}
              </div>
              <div className="mine-profile__meta">
                <span
                  className={
                    user.is_real_name_authentication
                      ? 'mine-badge mine-badge--ok'
                      : 'mine-badge mine-badge--no'
                  }
                >
                  {user.is_real_name_authentication ? t('mine.verified') : t('mine.unverified')}
                </span>
                <span className="mine-profile__id">ID {user.id}</span>
              </div>
              <div className="mine-profile__sign">{user.signature || t('mine.noSignature')}</div>
            </div>
          </div>
        ) : (
          <div className="mine-profile" data-testid="mine-login" onClick={go(LOGIN_PATH)}>
            <Avatar src="" className="mine-profile__avatar" />
            <div className="mine-profile__main">
              <div className="mine-profile__name">{t('mine.loginPrompt')}</div>
              <div className="mine-profile__sign">{t('mine.loginHint')}</div>
            </div>
          </div>
        )}
        <div className="mine-counts">
          {counts.map((c) => (
            <div key={c.key} className="mine-counts__item">
              <strong>{logged ? formatCount(c.value ?? 0, i18n.language) : '-'}</strong>
              <span>{t(`mine.${c.key}`)}</span>
            </div>
          ))}
        </div>
      </header>

      <div className="mine-wallet">
        <div className="mine-wallet__item">
          <strong data-testid="mine-integral">{logged ? user.integral : '-'}</strong>
          <span>{t('mine.integral')}</span>
        </div>
        <div className="mine-wallet__item">
          <strong data-testid="mine-balance">{logged ? user.balance : '-'}</strong>
          <span>{t('mine.balance')}</span>
        </div>
        <div className="mine-wallet__item" onClick={go('/pages/authentication-center')}>
          <strong className={logged && user.is_real_name_authentication ? 'ok' : 'warn'}>
            {logged && user.is_real_name_authentication ? t('mine.verified') : t('mine.unverified')}
          </strong>
          <span>{t('mine.realName')}</span>
        </div>
      </div>

      {/* Other features' entries (the mall's orders, the community's links): lib/feature.ts. */}
      {mineEntries().map(
        ({ order, Component, fallback, signedInOnly }) =>
          (logged || !signedInOnly) && (
            <Suspense key={order} fallback={fallback}>
              <Component />
            </Suspense>
          ),
      )}
      <List className="card-list">
        {MENU.map((item) => (
          <List.Item
            key={item.key}
            prefix={<span className="menu-icon">{item.icon}</span>}
            onClick={go(item.url)}
            data-testid={`mine-menu-${item.key}`}
          >
            {t(`mine.menu.${item.key}`)}
          </List.Item>
        ))}
      </List>
      <TabBar />
    </Page>
  );
}
