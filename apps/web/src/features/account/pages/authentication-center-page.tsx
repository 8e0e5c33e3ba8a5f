import { CheckShieldOutline, ShopbagOutline, SoundOutline, VideoOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import './account.css';

interface Verification {
  key: 'realName' | 'anchor' | 'merchant' | 'musician';
  status: number;
  url: string;
  icon: ReactNode;
}

export function AuthenticationCenterPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  useUserInfo();
  const realName = user ? (user.is_real_name_authentication ? 2 : user.review_status) : 0;
  const items: Verification[] = [
    { key: 'realName', status: realName, url: '/pages/idCard', icon: <CheckShieldOutline /> },
    {
      key: 'anchor',
      status: user?.anchor_review_status ?? 0,
      url: '/pages/anchor-authentication',
      icon: <VideoOutline />,
    },
    {
      key: 'merchant',
      status: user?.merchant_review_status ?? 0,
      url: '/pages/mch',
      icon: <ShopbagOutline />,
    },
    {
      key: 'musician',
      status: user?.musician_review_status ?? 0,
      url: user?.musician_review_status === 2 ? '/pages/music-manage' : '/pages/musician-authentication',
      icon: <SoundOutline />,
    },
  ];
  return (
    <Page path="/pages/authentication-center" title={t('auth.title')}>
      <LoginRequired>
        {items.map((item) => (
          <div
            key={item.key}
            className="auth-card"
            data-testid={`auth-${item.key}`}
            onClick={() => void navigateTo(item.url).catch(() => undefined)}
          >
            <span className="auth-card__icon">{item.icon}</span>
            <div className="auth-card__main">
              <div className="auth-card__title">{t(`auth.${item.key}`)}</div>
              <div className="auth-card__desc">{t(`auth.${item.key}Desc`)}</div>
            </div>
            <span className={`status-tag status-tag--${item.status}`} data-testid={`auth-${item.key}-status`}>
              {t(`auth.status.${item.status}`)}
            </span>
          </div>
        ))}
      </LoginRequired>
    </Page>
  );
}
