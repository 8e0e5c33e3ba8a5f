import type { OrderDetail, OrderLine } from '@dance/contracts/mall';
import { Button, Radio, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useApplyAfterSale } from '../api/after-sale-apply.ts';
import { useAfterSaleReasons } from '../api/after-sale-reasons.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import { ImagePicker, imageUrls } from '../components/image-picker.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { Price } from '../../../components/price.tsx';
import { errorMessage } from '../lib/require-login.ts';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/afterSale';
type Kind = 'refund' | 'return_refund';

function ApplyForm({ order, line }: { order: OrderDetail; line: OrderLine }) {
  const { t } = useTranslation();
  const reasons = useAfterSaleReasons();
  const apply = useApplyAfterSale();
  // Not shipped yet: only a refund makes sense.
  const canReturn = order.delivery === 'express' && order.status !== 'paid';
  const [kind, setKind] = useState<Kind>('refund');
  const [reason, setReason] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = () => {
    if (reason === null) return showToast(t('mall.afterSale.pickReason'));
    apply.mutate(
      {
        order_item_id: line.id,
        type: kind,
        reason_id: reason,
        content: content.trim(),
        images: imageUrls(images),
      },
      {
        onSuccess: (res) => {
          showSuccess(t('common.submitted'));
          void redirectTo(pageUrl('/pages/afterSaleDetails', { id: res.id })).catch(() => undefined);
        },
        onError: (e) => showToast(errorMessage(e)),
      },
    );
  };

  return (
    <>
      <section className="mall-card">
        <OrderLines lines={[{ ...line, key: line.id }]} />
      </section>
      <section className="mall-card">
        <div className="mall-card__title">
          <span>{t('mall.afterSale.type')}</span>
        </div>
        <Radio.Group value={kind} onChange={(v) => setKind(v as Kind)}>
          <div className="kind-options">
            <label
              className={`kind-option${kind === 'refund' ? ' kind-option--on' : ''}`}
              data-testid="after-sale-refund"
            >
              <Radio value="refund" />
              <div>
                <div>{t('mall.afterSale.kind.refund')}</div>
                <div className="muted">{t('mall.afterSale.kindHint.refund')}</div>
              </div>
            </label>
            <label
              className={`kind-option${kind === 'return_refund' ? ' kind-option--on' : ''}${canReturn ? '' : ' kind-option--off'}`}
              data-testid="after-sale-return"
            >
              <Radio value="return_refund" disabled={!canReturn} />
              <div>
                <div>{t('mall.afterSale.kind.return_refund')}</div>
                <div className="muted">{t('mall.afterSale.kindHint.return_refund')}</div>
              </div>
            </label>
          </div>
        </Radio.Group>
      </section>
      <section className="mall-card">
        <div className="mall-card__title">
          <span>{t('mall.afterSale.reason')}</span>
        </div>
        <div className="mall-card__pad">
          <Selector
            columns={2}
            options={(reasons.data?.list ?? []).map((r) => ({ label: r.name, value: r.id }))}
            value={reason === null ? [] : [reason]}
            onChange={(v) => setReason(v[0] ?? null)}
            data-testid="after-sale-reasons"
          />
        </div>
      </section>
      <section className="mall-card mall-rows">
        <div className="mall-row mall-row--strong">
          <span className="mall-row__label">{t('mall.afterSale.amount')}</span>
          <Price value={line.pay_amount} size="md" testId="after-sale-amount" />
        </div>
        <p className="mall-hint mall-hint--in">
          {t('mall.afterSale.amountHint', { amount: line.pay_amount })}
        </p>
      </section>
      <section className="mall-card mall-card--pad">
        <div className="mall-card__title mall-card__title--flush">
          <span>{t('mall.afterSale.describe')}</span>
        </div>
        <div className="mall-card__pad">
          <TextArea
            value={content}
            onChange={setContent}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('mall.afterSale.describePlaceholder')}
            data-testid="after-sale-content"
          />
          <ImagePicker value={images} onChange={setImages} onBusy={setUploading} testId="after-sale-images" />
        </div>
      </section>
      <div className="mall-bar__spacer" />
      <div className="mall-bar">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={apply.isPending}
          disabled={uploading}
          onClick={submit}
          data-testid="after-sale-submit"
        >
          {t('mall.afterSale.submit')}
        </Button>
      </div>
    </>
  );
}

export function AfterSalePage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const orderId = params.getId('order_id');
  const itemId = params.getId('item_id');
  const query = useOrderDetail(orderId);
  const line = query.data?.items.find((l) => l.id === itemId) ?? null;
  return (
    <Page path={PATH} title={t('mall.afterSale.applyTitle')} className="mall-page">
      <LoginRequired>
        {orderId === null ? (
          <StateView kind="notFound" title={t('mall.detail.notFound')} />
        ) : (
          <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
            {query.data &&
              (line ? (
                <ApplyForm order={query.data} line={line} />
              ) : (
                <StateView kind="notFound" title={t('mall.detail.notFound')} />
              ))}
          </QueryState>
        )}
      </LoginRequired>
    </Page>
  );
}
