import type { OrderCard } from '@dance/contracts/mall';
import { Button, Input, Popup, Result } from 'antd-mobile';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { cameraAvailable, QrScanner } from '../../../components/qr-scanner.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useMyShops } from '../api/my-shops.ts';
import { useVerifyOrderCode } from '../api/order-clerk.ts';
import { OrderLines } from '../components/order-lines.tsx';
import { Price } from '../../../components/price.tsx';
import { formatDateTime } from '../lib/format.ts';
import { errorMessage } from '../lib/require-login.ts';
import { extractCode } from '../lib/scan.ts';
import '../components/mall.css';

const PATH = '/pages/order-check';

function VerifiedResult({ order, at, onNext }: { order: OrderCard; at: string; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="verify-result">
      <Result status="success" title={t('mall.verify.done')} description={formatDateTime(at)} />
      <section className="mall-card">
        <div className="mall-card__title">
          <span>{order.mch.name}</span>
        </div>
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.detail.orderNo')}</span>
          <span className="mall-row__value">{order.order_no}</span>
        </div>
        <OrderLines lines={order.items.map((l) => ({ ...l, key: l.id }))} />
        <div className="order-card__sum">
          {t('mall.order.paidLabel')} <Price value={order.pay_amount} size="md" />
        </div>
      </section>
      <div className="mall-card__pad">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          onClick={onNext}
          data-testid="verify-next"
        >
          {t('mall.verify.next')}
        </Button>
      </div>
    </div>
  );
}

function CheckForm() {
  const { t } = useTranslation();
  const params = usePageParams();
  const shops = useMyShops(true);
  const verify = useVerifyOrderCode();
  const [code, setCode] = useState(() => extractCode(params.get('code')) ?? '');
  const [scanning, setScanning] = useState(false);
  const scannable = cameraAvailable();

  const { mutate } = verify;
  const run = useCallback(
    (value: string) => {
      const clean = extractCode(value);
      if (!clean) return showToast(t('mall.verify.codeRule'));
      setCode(clean);
      mutate(clean, { onError: (e) => showToast(errorMessage(e)) });
    },
    [mutate, t],
  );
  const cameraFailed = useCallback(() => {
    showToast(t('mall.verify.cameraDenied'));
    setScanning(false);
  }, [t]);
  const onScanned = useCallback(
    (found: string) => {
      if (!extractCode(found)) return false;
      setScanning(false);
      run(found);
      return true;
    },
    [run],
  );

  const list = shops.data?.list ?? [];
  return (
    <QueryState isPending={shops.isPending} error={shops.error} refetch={shops.refetch}>
      {shops.data && list.length === 0 ? (
        // Only a shop's owner and clerks verify codes: anyone else is refused, with a way back.
        <StateView kind="forbidden" title={t('mall.verify.clerksOnly')} />
      ) : verify.data ? (
        <VerifiedResult
          order={verify.data.order}
          at={verify.data.verified_at}
          onNext={() => {
            verify.reset();
            setCode('');
          }}
        />
      ) : (
        <>
          <div className="verify-hero">
            <div className="verify-hero__shops">{list.map((s) => s.name).join(' · ')}</div>
            <button
              type="button"
              className="verify-hero__scan"
              data-testid="verify-scan"
              onClick={() => (scannable ? setScanning(true) : showToast(t('mall.verify.noCamera')))}
            >
              <ScanCodeOutline />
              <span>{t('mall.verify.scan')}</span>
            </button>
            {!scannable && <div className="verify-hero__hint">{t('mall.verify.noCamera')}</div>}
          </div>
          <section className="mall-card mall-card--pad">
            <div className="mall-card__title mall-card__title--flush">
              <span>{t('mall.verify.typeCode')}</span>
            </div>
            <div className="mall-card__pad">
              <Input
                className="verify-input"
                value={code}
                onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 12))}
                inputMode="numeric"
                maxLength={12}
                clearable
                placeholder={t('mall.verify.codePlaceholder')}
                data-testid="verify-code"
              />
              <Button
                block
                shape="rounded"
                color="primary"
                className="gradient-button"
                disabled={code.length !== 12}
                loading={verify.isPending}
                onClick={() => run(code)}
                data-testid="verify-submit"
              >
                {t('mall.verify.submit')}
              </Button>
            </div>
          </section>
          <Popup
            visible={scanning}
            onMaskClick={() => setScanning(false)}
            bodyClassName="scanner-popup"
            destroyOnClose
          >
            {scanning && (
              <QrScanner
                onText={onScanned}
                onCameraError={cameraFailed}
                hint={t('mall.verify.scanHint')}
                testId="verify-scanner"
              />
            )}
          </Popup>
        </>
      )}
    </QueryState>
  );
}

export function OrderCheckPage() {
  const { t } = useTranslation();
  return (
    <Page path={PATH} title={t('mall.verify.title')} className="mall-page">
      <LoginRequired>
        <CheckForm />
      </LoginRequired>
    </Page>
  );
}
