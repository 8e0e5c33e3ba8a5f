import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useSendSms, type SmsScene } from '../api/send-sms.ts';
import { MOBILE_RULE, useCountdown } from './use-countdown.ts';

interface Props {
  /** The number for a login code; password and destroy codes go to the user's own number. */
  mobile?: string;
  scene: SmsScene;
  testId?: string;
}

/** Sends an SMS code, then counts 60 s (or the server's interval) down before the next one. */
export function SmsCodeButton({ mobile, scene, testId }: Props) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const send = useSendSms();
  const onClick = () => {
    if (scene === 'login' && !MOBILE_RULE.test(mobile ?? '')) return showToast(t('login.mobileInvalid'));
    send.mutate(scene === 'login' ? { mobile, scene } : { scene }, {
      onSuccess: (data) => {
        start(data.interval > 0 ? data.interval : 60);
        showSuccess(t('login.codeSent'));
      },
    });
  };
  return (
    <Button
      fill="none"
      size="small"
      className="login-send"
      data-testid={testId}
      disabled={left > 0 || send.isPending}
      loading={send.isPending}
      onClick={onClick}
    >
      {left > 0 ? t('login.resend', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
