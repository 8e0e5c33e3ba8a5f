import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl, switchTab } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useLogin, type LoginScenario } from '../api/login.ts';
import { SmsCodeButton } from '../components/sms-code-button.tsx';
import { MOBILE_RULE, SMS_CODE_RULE } from '../components/use-countdown.ts';
import { accountKeys } from '../api/keys.ts';
import './account.css';

function leave() {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) window.history.back();
  else void switchTab('/pages/mine/mine').catch(() => undefined);
}

export function LoginPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [mode, setMode] = useState<LoginScenario>('sms');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const login = useLogin();
  const setting = useMallSetting();
  const agreements = setting.data?.agreements;

  const openArticle = (id: number | undefined) => (event: MouseEvent) => {
    event.preventDefault();
    if (id) void navigateTo(pageUrl('/pages/web-view', { id })).catch(() => undefined);
  };

  const submit = () => {
    if (!MOBILE_RULE.test(mobile)) return showToast(t('login.mobileInvalid'));
    if (mode === 'sms' && !SMS_CODE_RULE.test(code)) return showToast(t('login.codeInvalid'));
    if (mode === 'password' && !password) return showToast(t('login.passwordRequired'));
    if (!agree) return showToast(t('login.agreeRequired'));
    const body = mode === 'sms' ? { mobile, code } : { mobile, password };
    login.mutate(
      { scenario: mode, body },
      {
        onSuccess: (data) => {
          client.setQueryData(accountKeys.info, data.user);
          void client.invalidateQueries({ queryKey: accountKeys.user });
          showSuccess(t('login.success'));
          leave();
        },
      },
    );
  };

  return (
    <Page path="/pages/login" title="" className="login-page">
      <div className="login-hero">
        <div className="login-hero__title">{t('login.welcome')}</div>
        <div className="login-hero__sub">
          {mode === 'sms' ? t('login.subtitle') : t('login.modePassword')}
        </div>
      </div>
      <form
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="login-field">
          <span className="login-field__prefix">+86</span>
          <TextInput
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('login.mobilePlaceholder')}
            value={mobile}
            onChange={(v) => setMobile(v.replace(/\D/g, ''))}
            autoComplete="tel"
            aria-label={t('login.mobile')}
            data-testid="login-mobile"
          />
        </label>
        {mode === 'sms' ? (
          <label className="login-field">
            <TextInput
              inputMode="numeric"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, ''))}
              aria-label={t('login.code')}
              data-testid="login-code"
            />
            <SmsCodeButton mobile={mobile} scene="login" testId="login-send-code" />
          </label>
        ) : (
          <label className="login-field">
            <TextInput
              type="password"
              maxLength={64}
              placeholder={t('login.passwordPlaceholder')}
              value={password}
              onChange={setPassword}
              aria-label={t('login.password')}
              data-testid="login-password"
            />
          </label>
        )}
        <label className="login-agree">
          <input
            type="checkbox"
            className="native-check"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            data-testid="login-agree"
          />
          <span>
            {t('login.agreePrefix')}
            <a href="#" onClick={openArticle(agreements?.user)} data-testid="login-user-agreement">
              {t('login.userAgreement')}
            </a>
            {t('login.and')}
            <a href="#" onClick={openArticle(agreements?.privacy)} data-testid="login-privacy">
              {t('login.privacyPolicy')}
            </a>
          </span>
        </label>
        <Button
          block
          shape="rounded"
          size="large"
          color="primary"
          type="submit"
          className="gradient-button"
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        {mode === 'sms' ? (
          <button
            type="button"
            className="login-switch"
            data-testid="login-mode-password"
            onClick={() => setMode('password')}
          >
            {t('login.modePassword')}
          </button>
        ) : (
          <button
            type="button"
            className="login-switch"
            data-testid="login-mode-sms"
            onClick={() => setMode('sms')}
          >
            {t('login.modeSms')}
          </button>
        )}
      </form>
    </Page>
  );
}
