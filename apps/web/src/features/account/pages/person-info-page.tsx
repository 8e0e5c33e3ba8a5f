import { Avatar, Button, List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { maskMobile } from '../components/mask.ts';
import './account.css';

export function PersonInfoPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  useUserInfo();
  const edit = () => void navigateTo('/pages/edit-user-info').catch(() => undefined);
  return (
    <Page path="/pages/person-info" title={t('profile.title')}>
      <LoginRequired>
        {user && (
          <>
            <div className="profile-head">
              <Avatar src={user.avatar} />
              <div className="profile-head__name" data-testid="person-nickname">
                {user.nickname}
              </div>
              <div className="muted">{user.signature || t('mine.noSignature')}</div>
            </div>
            <List className="card-list">
              <List.Item extra={user.id} arrowIcon={false}>
                {t('profile.userId')}
              </List.Item>
              <List.Item extra={maskMobile(user.mobile)} arrowIcon={false}>
                {t('profile.mobile')}
              </List.Item>
              <List.Item extra={t(`profile.genders.${user.gender}`, { defaultValue: '-' })} arrowIcon={false}>
                {t('profile.gender')}
              </List.Item>
              <List.Item extra={user.birthday ?? t('common.notSet')} arrowIcon={false}>
                {t('profile.birthday')}
              </List.Item>
              <List.Item
                arrowIcon={false}
                extra={
                  user.dance_styles.length
                    ? user.dance_styles.map((s) => t(`styles.${s}`, { defaultValue: s })).join(' / ')
                    : t('common.notSet')
                }
              >
                {t('profile.danceStyles')}
              </List.Item>
              <List.Item
                arrowIcon={false}
                extra={
                  <span className={`status-tag status-tag--${user.is_real_name_authentication ? 2 : 0}`}>
                    {user.is_real_name_authentication ? t('mine.verified') : t('mine.unverified')}
                  </span>
                }
              >
                {t('mine.realName')}
              </List.Item>
            </List>
            <div className="form-footer">
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                className="gradient-button"
                onClick={edit}
                data-testid="person-edit"
              >
                {t('profile.edit')}
              </Button>
            </div>
          </>
        )}
      </LoginRequired>
    </Page>
  );
}
