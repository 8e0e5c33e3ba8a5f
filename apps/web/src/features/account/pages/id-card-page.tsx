import { Button, List, Popup, Result } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { redirectTo } from '../../../lib/navigation.ts';
import { RELEASE_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { ID_CARD_RULE, REAL_NAME_RULE, useAuthentication } from '../api/authentication.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { IdCardGuide } from './id-card-guide.tsx';
import './account.css';

function IdCardForm({ fromPublish }: { fromPublish: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const submit = useAuthentication();
  const send = () => {
    if (!REAL_NAME_RULE.test(name.trim())) return showToast(t('idcard.nameRule'));
    if (!ID_CARD_RULE.test(number.trim())) return showToast(t('idcard.numberRule'));
    submit.mutate(
      { real_name: name.trim(), id_card: number.trim().toUpperCase() },
      {
        onSuccess: (result) => {
          if (result.is_real_name_authentication !== 1) return showSuccess(t('idcard.submitted'));
          showSuccess(t('idcard.approved'));
          // Verified at once: back to the post the user set out to write.
          if (fromPublish) void redirectTo(RELEASE_PATH).catch(() => undefined);
        },
      },
    );
  };
  return (
    <>
      <List className="card-list">
        <List.Item title={t('idcard.name')}>
          <TextInput
            value={name}
            onChange={setName}
            maxLength={30}
            placeholder={t('idcard.namePlaceholder')}
            data-testid="idcard-name"
          />
        </List.Item>
        <List.Item title={t('idcard.number')}>
          <TextInput
            value={number}
            onChange={(v) => setNumber(v.replace(/[^\dXx]/g, ''))}
            maxLength={18}
            placeholder={t('idcard.numberPlaceholder')}
            data-testid="idcard-number"
          />
        </List.Item>
      </List>
      <div className="form-footer">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          className="gradient-button"
          loading={submit.isPending}
          onClick={send}
          data-testid="idcard-submit"
        >
          {t('common.submit')}
        </Button>
      </div>
    </>
  );
}

export function IdCardPage() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const [guide, setGuide] = useState(false);
  const fromPublish = usePageParams().get('from') === 'publish';
  useUserInfo();
  const status = user?.is_real_name_authentication ? 2 : (user?.review_status ?? 0);
  const help = (
    <QuestionCircleOutline fontSize={20} onClick={() => setGuide(true)} data-testid="idcard-help" />
  );
  return (
    <Page path="/pages/idCard" title={t('idcard.title')} right={help}>
      <LoginRequired>
        {status === 2 && (
          <>
            <Result status="success" title={t('idcard.approved')} data-testid="idcard-status" />
            {fromPublish && (
              <div className="form-footer">
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  onClick={() => void redirectTo(RELEASE_PATH).catch(() => undefined)}
                  data-testid="idcard-publish"
                >
                  {t('publish.continue')}
                </Button>
              </div>
            )}
          </>
        )}
        {status === 1 && <Result status="waiting" title={t('idcard.pending')} data-testid="idcard-status" />}
        {(status === 0 || status === 3) && (
          <>
            {status === 3 && (
              <Result status="error" title={t('idcard.rejected')} data-testid="idcard-status" />
            )}
            <div className="notice-box">{t('idcard.intro')}</div>
            <IdCardForm fromPublish={fromPublish} />
          </>
        )}
      </LoginRequired>
      <Popup
        visible={guide}
        onMaskClick={() => setGuide(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <div style={{ padding: '1.6rem 0 2.4rem' }}>
          <div className="section__title">
            <span>{t('idcard.popupTitle')}</span>
          </div>
          <IdCardGuide />
          <div className="form-footer" style={{ paddingBottom: 0 }}>
            <Button block shape="rounded" onClick={() => setGuide(false)}>
              {t('idcard.gotIt')}
            </Button>
          </div>
        </div>
      </Popup>
    </Page>
  );
}
