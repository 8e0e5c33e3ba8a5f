import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../../app/route-paths.ts';
import { go } from '../lib/ui.ts';

/** What a visitor sees on a page of their own things. */
export function LoginPrompt({ to = LOGIN_PATH }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="empty" title={t('request.loginFirst')} description="">
      <Button color="primary" shape="rounded" size="small" onClick={() => go(to)}>
        {t('publish.goLogin')}
      </Button>
    </ErrorBlock>
  );
}
