import { Button, Form, Input, Segmented } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { reLaunch } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { PASSWORD_RULE, useSetPassword } from '../api/set-password.ts';
import { maskMobile } from '../components/mask.ts';
import { SmsCodeButton } from '../components/sms-code-button.tsx';
import { SMS_CODE_RULE } from '../components/use-countdown.ts';
import './account.css';

interface Values {
  old_password?: string;
  code?: string;
  password: string;
  confirm: string;
}

export function ModifyPasswordPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const [by, setBy] = useState<'old' | 'code'>(user?.has_password === false ? 'code' : 'old');
  const [code, setCode] = useState('');
  const save = useSetPassword();
  const [form] = Form.useForm<Values>();

  const finish = (values: Values) => {
    if (by === 'code' && !SMS_CODE_RULE.test(code)) return showToast(t('login.codeInvalid'));
    const body =
      by === 'old'
        ? { password: values.password, old_password: values.old_password }
        : { password: values.password, code };
    save.mutate(body, {
      onSuccess: () => {
        // Every session ends with a password change: log in again.
        useUserStore.getState().logout();
        showSuccess(t('password.done'));
        void reLaunch(LOGIN_PATH).catch(() => undefined);
      },
    });
  };

  return (
    <Page path="/pages/modify-password" title={t('password.title')}>
      <LoginRequired>
        <div style={{ padding: '1.2rem 1.2rem 0' }}>
          <Segmented
            block
            value={by}
            onChange={(v) => setBy(v === 'code' ? 'code' : 'old')}
            options={[
              { label: t('password.byOld'), value: 'old' },
              { label: t('password.byCode'), value: 'code' },
            ]}
          />
        </div>
        <Form
          form={form}
          layout="horizontal"
          mode="card"
          onFinish={finish}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              shape="rounded"
              size="large"
              className="gradient-button"
              loading={save.isPending}
              data-testid="password-submit"
            >
              {t('common.submit')}
            </Button>
          }
        >
          {by === 'old' ? (
            <Form.Item
              name="old_password"
              label={t('password.old')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Input type="password" placeholder={t('password.oldPlaceholder')} />
            </Form.Item>
          ) : (
            <Form.Item label={maskMobile(user?.mobile ?? '')} extra={<SmsCodeButton scene="password" />}>
              <TextInput
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(v) => setCode(v.replace(/\D/g, ''))}
                placeholder={t('login.codePlaceholder')}
              />
            </Form.Item>
          )}
          <Form.Item
            name="password"
            label={t('password.new')}
            rules={[{ required: true, pattern: PASSWORD_RULE, message: t('password.rule') }]}
          >
            <Input type="password" placeholder={t('password.newPlaceholder')} maxLength={32} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('password.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('common.required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('password.mismatch'))),
              }),
            ]}
          >
            <Input type="password" placeholder={t('password.confirmPlaceholder')} maxLength={32} />
          </Form.Item>
        </Form>
        <div className="muted" style={{ padding: '0 2.4rem' }}>
          {t('password.rule')}
        </div>
      </LoginRequired>
    </Page>
  );
}
