import { Button, Dialog, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, switchTab } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useAccountDestroy } from '../api/account-destroy.ts';
import { useBindList } from '../api/bind-list.ts';
import { useUnBind, type Platform } from '../api/un-bind.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { maskMobile } from '../components/mask.ts';
import { SmsCodeButton } from '../components/sms-code-button.tsx';
import { SMS_CODE_RULE } from '../components/use-countdown.ts';
import './account.css';

function Bindings() {
  const { t } = useTranslation();
  const { data } = useBindList();
  const unBind = useUnBind();
  const remove = async (platform: Platform) => {
    const name = t(`safety.platforms.${platform}`);
    const ok = await Dialog.confirm({
      content: t('safety.unbindConfirm', { platform: name }),
      confirmText: t('safety.unbind'),
      cancelText: t('common.cancel'),
    });
    if (ok) unBind.mutate(platform, { onSuccess: () => showSuccess(t('safety.unbindDone')) });
  };
  return (
    <List header={t('safety.bindings')} className="card-list">
      {(data?.list ?? []).map((item) => (
        <List.Item
          key={item.platform}
          data-testid={`bind-${item.platform}`}
          description={item.bound ? item.nickname : undefined}
          extra={item.bound ? t('safety.bound') : t('safety.unbound')}
          onClick={() => (item.bound ? void remove(item.platform) : showToast(t('safety.bindInApp')))}
        >
          {t(`safety.platforms.${item.platform}`)}
        </List.Item>
      ))}
    </List>
  );
}

function CloseAccount({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const destroy = useAccountDestroy();
  const submit = () => {
    if (!SMS_CODE_RULE.test(code)) return showToast(t('login.codeInvalid'));
    destroy.mutate(code, {
      onSuccess: () => {
        setOpen(false);
        showSuccess(t('safety.closed'));
        void switchTab('/pages/mine/mine').catch(() => undefined);
      },
    });
  };
  return (
    <>
      <List className="card-list">
        <List.Item onClick={() => setOpen(true)} data-testid="close-account">
          <span style={{ color: 'var(--adm-color-danger)' }}>{t('safety.closeAccount')}</span>
        </List.Item>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="login-form" style={{ padding: '2rem 2rem 3rem' }}>
          <h3>{t('safety.closeAccount')}</h3>
          <div className="notice-box" style={{ margin: '0 0 1.2rem' }}>
            {t('safety.closeWarning')}
          </div>
          <div className="login-field">
            <span className="login-field__prefix">{maskMobile(mobile)}</span>
          </div>
          <label className="login-field">
            <TextInput
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, ''))}
              placeholder={t('login.codePlaceholder')}
              data-testid="destroy-code"
            />
            <SmsCodeButton scene="destroy" testId="destroy-send-code" />
          </label>
          <Button
            block
            color="danger"
            shape="rounded"
            style={{ marginTop: '2rem' }}
            loading={destroy.isPending}
            onClick={submit}
            data-testid="destroy-submit"
          >
            {t('safety.closeConfirm')}
          </Button>
        </div>
      </Popup>
    </>
  );
}

export function AccountSafetyPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  useUserInfo();
  return (
    <Page path="/pages/account-safety" title={t('safety.title')}>
      <LoginRequired>
        <List className="card-list">
          <List.Item extra={maskMobile(user?.mobile ?? '')} arrowIcon={false}>
            {t('safety.mobile')}
          </List.Item>
          <List.Item
            data-testid="safety-password"
            onClick={() => void navigateTo('/pages/modify-password').catch(() => undefined)}
            extra={user?.has_password ? t('safety.modifyPassword') : t('safety.setPassword')}
          >
            {t('safety.password')}
          </List.Item>
        </List>
        <Bindings />
        {user && <CloseAccount mobile={user.mobile} />}
      </LoginRequired>
    </Page>
  );
}
