import type { OrderCard } from '@dance/contracts/mall';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useApplyCancel } from '../api/cancel-apply.ts';
import { useCancelOrder } from '../api/order-cancel.ts';
import { useConfirmReceipt } from '../api/order-confirm.ts';
import { useDeleteOrder } from '../api/order-delete.ts';
import { errorMessage } from '../lib/require-login.ts';
import { CausePopup } from './cause-popup.tsx';
import { PayPopup } from './pay-popup.tsx';
import { QrPopup } from './qr-popup.tsx';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

interface OrderActionsProps {
  order: OrderCard;
  /** After the order was deleted (the detail page leaves). */
  onDeleted?: () => void;
}

/** The buttons an order offers its buyer, as the server's `actions` say. */
export function OrderActions({ order, onDeleted }: OrderActionsProps) {
  const { t } = useTranslation();
  const { actions } = order;
  const [popup, setPopup] = useState<'pay' | 'cancel' | 'cancel_apply' | 'qr' | null>(null);
  const cancel = useCancelOrder();
  const applyCancel = useApplyCancel();
  const confirm = useConfirmReceipt();
  const remove = useDeleteOrder();
  const close = () => setPopup(null);
  const fail = (e: unknown) => showToast(errorMessage(e));

  const ask = (content: string) =>
    Dialog.confirm({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });

  const onConfirmReceipt = async () => {
    if (!(await ask(t('mall.order.confirmReceiptAsk')))) return;
    confirm.mutate(order.id, { onSuccess: () => showSuccess(t('mall.order.received')), onError: fail });
  };

  const onDelete = async () => {
    if (!(await ask(t('mall.order.deleteAsk')))) return;
    remove.mutate(order.id, {
      onSuccess: () => {
        showSuccess(t('common.deleted'));
        onDeleted?.();
      },
      onError: fail,
    });
  };

  const afterSale = () => {
    const open = order.items.filter((l) => !l.after_sale);
    if (order.items.length === 1 || open.length === 1) {
      const line = open[0] ?? order.items[0]!;
      go(pageUrl('/pages/afterSale', { order_id: order.id, item_id: line.id }));
    } else go(pageUrl('/pages/order-detail', { id: order.id, pick: 'after_sale' }));
  };

  const any = Object.values(actions).some(Boolean);
  if (!any) return null;

  return (
    <div className="order-actions" onClick={(e) => e.stopPropagation()}>
      {actions.delete && (
        <Button size="small" shape="rounded" onClick={() => void onDelete()} data-testid="order-delete">
          {t('mall.order.action.delete')}
        </Button>
      )}
      {actions.cancel && (
        <Button size="small" shape="rounded" onClick={() => setPopup('cancel')} data-testid="order-cancel">
          {t('mall.order.action.cancel')}
        </Button>
      )}
      {actions.cancel_apply && (
        <Button
          size="small"
          shape="rounded"
          onClick={() => setPopup('cancel_apply')}
          data-testid="order-cancel-apply"
        >
          {t('mall.order.action.cancelApply')}
        </Button>
      )}
      {actions.after_sale && (
        <Button size="small" shape="rounded" onClick={afterSale} data-testid="order-after-sale">
          {t('mall.order.action.afterSale')}
        </Button>
      )}
      {actions.clerk_qr && (
        <Button
          size="small"
          shape="rounded"
          className="order-actions__main"
          onClick={() => setPopup('qr')}
          data-testid="order-qr"
        >
          {t('mall.order.action.qr')}
        </Button>
      )}
      {actions.confirm && (
        <Button
          size="small"
          shape="rounded"
          className="order-actions__main"
          loading={confirm.isPending}
          onClick={() => void onConfirmReceipt()}
          data-testid="order-confirm"
        >
          {t('mall.order.action.confirm')}
        </Button>
      )}
      {actions.appraise && (
        <Button
          size="small"
          shape="rounded"
          className="order-actions__main"
          onClick={() => go(pageUrl('/pages/evaluate', { id: order.id }))}
          data-testid="order-appraise"
        >
          {t('mall.order.action.appraise')}
        </Button>
      )}
      {actions.pay && (
        <Button
          size="small"
          shape="rounded"
          className="order-actions__pay"
          onClick={() => setPopup('pay')}
          data-testid="order-pay"
        >
          {t('mall.order.action.pay')}
        </Button>
      )}

      {actions.pay && <PayPopup orderIds={[order.id]} visible={popup === 'pay'} onClose={close} />}
      {order.delivery === 'verify' && <QrPopup orderId={order.id} visible={popup === 'qr'} onClose={close} />}
      {(actions.cancel || actions.cancel_apply) && (
        <CausePopup
          visible={popup === 'cancel' || popup === 'cancel_apply'}
          title={popup === 'cancel_apply' ? t('mall.order.cancelApplyTitle') : t('mall.order.cancelTitle')}
          busy={cancel.isPending || applyCancel.isPending}
          onClose={close}
          onConfirm={(causeId) => {
            const done = (msg: string) => () => {
              close();
              showSuccess(msg);
            };
            if (popup === 'cancel')
              cancel.mutate(
                { id: order.id, cause_id: causeId },
                { onSuccess: done(t('mall.order.cancelled')), onError: fail },
              );
            else
              applyCancel.mutate(
                { id: order.id, cause_id: causeId },
                { onSuccess: done(t('mall.order.cancelApplied')), onError: fail },
              );
          }}
        />
      )}
    </div>
  );
}
