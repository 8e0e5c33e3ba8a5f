import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { merchantKeys } from '../api/keys.ts';
import { handleAfterSale } from '../api/mch-after-sale-handle.ts';
import { mchAfterSaleDetailQuery, type MchAfterSale } from '../api/mch-after-sale-detail.ts';
import { receiveReturn } from '../api/mch-after-sale-receive.ts';
import { formatTime } from '../lib/format.ts';

const failed = (e: Error) => showToast(e.message);

/** The answers of staff who handle orders: agree or refuse a pending after-sale, confirm a return arrived. */
function Answer({ sale }: { sale: MchAfterSale }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const done = async () => {
    showSuccess(t('merchant.order.done'));
    await client.invalidateQueries({ queryKey: merchantKeys.all });
  };
  const answer = useMutation({
    mutationFn: (agree: boolean) => handleAfterSale({ id: sale.id, agree, reason: reason.trim() }),
    onSuccess: done,
    onError: failed,
  });
  const receive = useMutation({ mutationFn: () => receiveReturn(sale.id), onSuccess: done, onError: failed });
  if (sale.status === 'returned')
    return (
      <div className="mch-sheet__actions">
        <Button
          block
          color="primary"
          loading={receive.isPending}
          onClick={() => receive.mutate()}
          data-testid="mch-after-sale-receive"
        >
          {t('merchant.order.afterSale.receive')}
        </Button>
      </div>
    );
  if (sale.status !== 'pending') return null;
  const refuse = () => {
    if (!reason.trim()) return showToast(t('merchant.order.reasonRequired'));
    answer.mutate(false);
  };
  return (
    <div className="mch-sheet__actions mch-sheet__actions--column">
      <TextArea
        value={reason}
        onChange={setReason}
        maxLength={200}
        rows={2}
        placeholder={t('merchant.order.reasonHint')}
        data-testid="mch-after-sale-reason"
      />
      <div className="mch-sheet__buttons">
        <Button
          fill="outline"
          loading={answer.isPending}
          onClick={refuse}
          data-testid="mch-after-sale-refuse"
        >
          {t('merchant.order.refuse')}
        </Button>
        <Button
          color="primary"
          loading={answer.isPending}
          onClick={() => answer.mutate(true)}
          data-testid="mch-after-sale-agree"
        >
          {t(`merchant.order.afterSale.agree.${sale.type}`)}
        </Button>
      </div>
    </div>
  );
}

/** One after-sale of an order line: what the buyer asked, the record so far, the shop's answers. */
export function AfterSaleSheet({
  id,
  handles,
  onClose,
}: {
  id: number;
  handles: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useQuery(mchAfterSaleDetailQuery(id));
  const s = q.data;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="mch-sheet">
      <div data-testid="mch-after-sale">
        <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
          {s && (
            <>
              <div className="mch-sheet__title">
                <span>{t(`merchant.order.afterSale.type.${s.type}`)}</span>
                <span className="mch-state" data-testid="mch-after-sale-status">
                  {t(`merchant.order.afterSale.status.${s.status}`)}
                </span>
              </div>
              <div className="mch-sheet__line">
                <span className="mch-muted">{t('merchant.order.afterSale.goods')}</span>
                <span>
                  {s.order_item.name} × {s.order_item.num}
                </span>
              </div>
              <div className="mch-sheet__line">
                <span className="mch-muted">{t('merchant.order.afterSale.amount')}</span>
                <Price value={s.refund_amount} size="sm" />
              </div>
              <div className="mch-sheet__line">
                <span className="mch-muted">{t('merchant.order.afterSale.reason')}</span>
                <span>{s.reason}</span>
              </div>
              {s.content && <p className="mch-sheet__note">{s.content}</p>}
              {s.images.length > 0 && (
                <div className="mch-sheet__images">
                  {s.images.map((src) => (
                    <img key={src} src={src} alt="" loading="lazy" />
                  ))}
                </div>
              )}
              {s.return_address && (
                <div className="mch-sheet__line">
                  <span className="mch-muted">{t('merchant.order.afterSale.returnTo')}</span>
                  <span>{s.return_address}</span>
                </div>
              )}
              <ol className="mch-timeline">
                {[...s.records].reverse().map((r) => (
                  <li key={r.id}>
                    <span>
                      {t(`merchant.order.actor.${r.actor}`)} ·{' '}
                      {t(`merchant.order.afterSale.action.${r.action}`, { defaultValue: r.action })}
                    </span>
                    {r.content && <span>{r.content}</span>}
                    {r.express_no && (
                      <span>
                        {r.express_company} {r.express_no}
                      </span>
                    )}
                    <span className="mch-muted">{formatTime(r.created_at)}</span>
                  </li>
                ))}
              </ol>
              {handles && <Answer sale={s} />}
            </>
          )}
        </QueryState>
      </div>
    </Popup>
  );
}
