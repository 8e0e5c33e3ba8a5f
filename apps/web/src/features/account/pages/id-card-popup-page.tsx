import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { IdCardGuide } from './id-card-guide.tsx';
import './account.css';

/** The component page of routes.json: the ID-card information popup as a page. */
export function IdCardPopupPage() {
  const { t } = useTranslation();
  return (
    <Page path="/components/idCardPopup/idCardPopup/idCardPopup" title={t('idcard.popupTitle')}>
      <div className="section" style={{ paddingBottom: '1.2rem' }}>
        <div className="section__title">
          <span>{t('idcard.guide')}</span>
        </div>
        <IdCardGuide />
      </div>
      <div className="form-footer">
        <Button block shape="rounded" color="primary" className="gradient-button" onClick={navigateBack}>
          {t('idcard.gotIt')}
        </Button>
      </div>
    </Page>
  );
}
