import type { AfterSaleDetail } from '@dance/contracts/mall';
import { Button, Dialog, ImageViewer, Input, Picker, Steps } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCancelAfterSale } from '../api/after-sale-cancel.ts';
import { useAfterSaleDetail } from '../api/after-sale-detail.ts';
import { useShipBack } from '../api/after-sale-ship-back.ts';
import { OrderLines } from '../components/order-lines.tsx';
import { formatDateTime } from '../lib/format.ts';
import { EXPRESS_COMPANY_NAMES } from '../lib/order-status.ts';
import { errorMessage } from '../lib/require-login.ts';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/afterSaleDetails';
const EXPRESS_NO = /^[A-Za-z0-9-]{6,32}$/;

function ShipBackForm({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation();
  const ship = useShipBack();
  const [company, setCompany] = useState('');
  const [no, setNo] = useState('');
  const [picking, setPicking] = useState(false);
  const submit = () => {
    if (!company) return showToast(t('mall.afterSale.pickCompany'));
    if (!EXPRESS_NO.test(no.trim())) return showToast(t('mall.afterSale.expressNoRule'));
    ship.mutate(
      { id: detail.id, express_company: company, express_no: no.trim() },
      { onSuccess: () => showSuccess(t('common.submitted')), onError: (e) => showToast(errorMessage(e)) },
    );
  };
  return (
    <section className="mall-card" data-testid="ship-back">
      <div className="mall-card__title">
        <span>{t('mall.afterSale.shipBack')}</span>
      </div>
      {detail.return_address && (
        <div className="mall-notice mall-notice--in">
          {t('mall.afterSale.returnTo')}: {detail.return_address}
        </div>
      )}
      <div className="mall-rows">
        <div className="mall-row" onClick={() => setPicking(true)} data-testid="ship-back-company">
          <span className="mall-row__label">{t('mall.afterSale.company')}</span>
          <span className={`mall-row__value${company ? '' : ' muted'}`}>
            {company || t('mall.afterSale.pickCompany')}
          </span>
          <RightOutline className="mall-row__arrow" />
        </div>
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.afterSale.expressNo')}</span>
          <Input
            className="mall-row__input"
            value={no}
            onChange={setNo}
            maxLength={32}
            placeholder={t('mall.afterSale.expressNoPlaceholder')}
            data-testid="ship-back-no"
          />
        </div>
      </div>
      <div className="mall-card__pad">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={ship.isPending}
          onClick={submit}
          data-testid="ship-back-submit"
        >
          {t('mall.afterSale.shipBackSubmit')}
        </Button>
      </div>
      <Picker
        visible={picking}
        columns={[EXPRESS_COMPANY_NAMES.map((name) => ({ label: name, value: name }))]}
        onClose={() => setPicking(false)}
        onConfirm={(v) => setCompany(String(v[0] ?? ''))}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
    </section>
  );
}

function Records({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation();
  const records = [...detail.records].reverse();
  return (
    <section className="mall-card" data-testid="after-sale-records">
      <div className="mall-card__title">
        <span>{t('mall.afterSale.records')}</span>
      </div>
      <Steps direction="vertical" current={0} className="mall-steps">
        {records.map((r, i) => (
          <Steps.Step
            key={r.id}
            status={i === 0 ? 'process' : 'finish'}
            title={`${t(`mall.actor.${r.actor}`)} · ${t(`mall.afterSale.action.${r.action}`, { defaultValue: r.action })}`}
            description={
              <div className="record" data-testid={`record-${r.action}`}>
                {r.content && <div>{r.content}</div>}
                {r.express_no && (
                  <div>
                    {r.express_company} {r.express_no}
                  </div>
                )}
                {r.images.length > 0 && (
                  <div className="comment__images">
                    {r.images.map((src, k) => (
                      <img
                        key={`${src}-${k}`}
                        src={src}
                        alt=""
                        onClick={() => ImageViewer.Multi.show({ images: r.images, defaultIndex: k })}
                      />
                    ))}
                  </div>
                )}
                <div className="muted">{formatDateTime(r.created_at)}</div>
              </div>
            }
          />
        ))}
      </Steps>
    </section>
  );
}

function DetailView({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation();
  const cancel = useCancelAfterSale();
  const withdraw = async () => {
    const ok = await Dialog.confirm({
      content: t('mall.afterSale.withdrawAsk'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok)
      cancel.mutate(detail.id, {
        onSuccess: () => showSuccess(t('common.submitted')),
        onError: (e) => showToast(errorMessage(e)),
      });
  };
  const canWithdraw = detail.status === 'pending' || detail.status === 'to_return';
  return (
    <>
      <div className={`order-hero order-hero--as-${detail.status}`}>
        <div className="order-hero__title" data-testid="after-sale-status">
          {t(`mall.afterSale.status.${detail.status}`)}
        </div>
        <div className="order-hero__hint">
          {detail.status === 'refunded'
            ? t('mall.afterSale.refundedHint', {
                amount: detail.refund_amount,
                time: formatDateTime(detail.refunded_at),
              })
            : t(`mall.afterSale.statusHint.${detail.status}`)}
        </div>
      </div>
      {detail.status === 'to_return' && <ShipBackForm detail={detail} />}
      <section className="mall-card">
        <div className="mall-card__title">
          <span>{detail.mch.name}</span>
        </div>
        <OrderLines lines={[{ ...detail.order_item, key: detail.order_item.id }]} />
        <div className="mall-rows">
          <div className="mall-row">
            <span className="mall-row__label">{t('mall.afterSale.type')}</span>
            <span className="mall-row__value">{t(`mall.afterSale.kind.${detail.type}`)}</span>
          </div>
          <div className="mall-row">
            <span className="mall-row__label">{t('mall.afterSale.reason')}</span>
            <span className="mall-row__value">{detail.reason}</span>
          </div>
          <div className="mall-row mall-row--strong">
            <span className="mall-row__label">{t('mall.afterSale.amount')}</span>
            <span className="mall-row__value" data-testid="after-sale-refund-amount">
              ¥{detail.refund_amount}
            </span>
          </div>
          <div className="mall-row">
            <span className="mall-row__label">{t('mall.detail.orderNo')}</span>
            <span className="mall-row__value">{detail.order_no}</span>
          </div>
          <div className="mall-row">
            <span className="mall-row__label">{t('mall.afterSale.appliedAt')}</span>
            <span className="mall-row__value">{formatDateTime(detail.created_at)}</span>
          </div>
        </div>
      </section>
      <Records detail={detail} />
      {canWithdraw && (
        <>
          <div className="mall-bar__spacer" />
          <div className="mall-bar detail-bar">
            <div className="order-actions">
              <Button
                size="small"
                shape="rounded"
                loading={cancel.isPending}
                onClick={() => void withdraw()}
                data-testid="after-sale-withdraw"
              >
                {t('mall.afterSale.withdraw')}
              </Button>
            </div>
          </div>
        </>
      )}
    </>
  );
}

export function AfterSaleDetailsPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useAfterSaleDetail(id);
  return (
    <Page path={PATH} title={t('mall.afterSale.detailTitle')} className="mall-page">
      <LoginRequired>
        {id === null ? (
          <StateView kind="notFound" title={t('mall.detail.notFound')} />
        ) : (
          <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
            {query.data && <DetailView detail={query.data} />}
          </QueryState>
        )}
      </LoginRequired>
    </Page>
  );
}
