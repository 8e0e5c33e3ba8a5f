import { List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { ArticleView } from './article-view.tsx';
import './content.css';

export const APP_VERSION = '1.0.47';
export const APP_VERSION_CODE = 147;

export function AppIntroPage() {
  const { t } = useTranslation();
  const { data } = useMallSetting();
  const version = data?.version ?? APP_VERSION;
  const code = data?.version_code ?? APP_VERSION_CODE;
  const open = (id: number | undefined) => () => {
    if (id) void navigateTo(pageUrl('/pages/web-view', { id })).catch(() => undefined);
  };
  return (
    <Page path="/pages/app-intro" title={t('intro.title')}>
      <div className="intro-hero">
        <img className="intro-hero__logo" src="./favicon.svg" alt="" width={72} height={72} />
        <div className="intro-hero__name">{data?.app_name ?? t('app.name')}</div>
        <div className="intro-hero__version" data-testid="app-version">
          {t('intro.version')} {version} ({code})
        </div>
      </div>
      {data && data.agreements.app_intro > 0 && (
        <ArticleView id={data.agreements.app_intro} showTitle={false} />
      )}
      {data && (
        <List className="card-list">
          {data.service.mobile && (
            <List.Item extra={<a href={`tel:${data.service.mobile}`}>{data.service.mobile}</a>}>
              {t('intro.service')}
            </List.Item>
          )}
          {data.service.email && <List.Item extra={data.service.email}>{t('intro.email')}</List.Item>}
          {data.service.wechat && <List.Item extra={data.service.wechat}>{t('intro.wechat')}</List.Item>}
          {data.service.hours && <List.Item extra={data.service.hours}>{t('intro.hours')}</List.Item>}
          <List.Item onClick={open(data.agreements.user)}>{t('intro.userAgreement')}</List.Item>
          <List.Item onClick={open(data.agreements.privacy)}>{t('intro.privacyPolicy')}</List.Item>
        </List>
      )}
    </Page>
  );
}
