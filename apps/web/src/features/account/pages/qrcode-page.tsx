import { Avatar, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { usePersonalQrCode } from '../api/personal-qr-code.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import './account.css';

function QrCard() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const query = usePersonalQrCode();
  return (
    <div className="qr-card">
      <div className="qr-card__user">
        <Avatar src={user?.avatar ?? ''} />
        <div>
          <div style={{ fontSize: '1.7rem', fontWeight: 700 }}>{user?.nickname}</div>
          <div className="muted">ID {user?.id}</div>
        </div>
      </div>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data ? (
          <img
            className="qr-card__image"
            src={query.data.image}
            alt={query.data.url}
            data-testid="qrcode-image"
          />
        ) : (
          <SpinLoading />
        )}
      </QueryState>
      <div>{t('qrcode.hint')}</div>
      <div className="muted" style={{ marginTop: '0.6rem' }}>
        {t('qrcode.save')}
      </div>
    </div>
  );
}

export function QrcodePage() {
  const { t } = useTranslation();
  useUserInfo();
  return (
    <Page path="/pages/qrcode" title={t('qrcode.title')}>
      <LoginRequired>
        <QrCard />
      </LoginRequired>
    </Page>
  );
}
