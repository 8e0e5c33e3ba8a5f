import { useQueryClient } from '@tanstack/react-query';
import { CenterPopup, SpinLoading } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useClerkQrCode } from '../api/clerk-qr-code.ts';
import { mallKeys } from '../api/keys.ts';
import { formatDateTime } from '../lib/format.ts';

interface QrPopupProps {
  orderId: number;
  visible: boolean;
  onClose: () => void;
}

/** The verification QR of a verify-mode order, for the shop's clerk to scan; it notices the scan. */
export function QrPopup({ orderId, visible, onClose }: QrPopupProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useClerkQrCode(orderId, visible);
  const verifiedAt = query.data?.verified_at;
  // Once the clerk has scanned it, the order's page and list show the new state.
  useEffect(() => {
    if (visible && verifiedAt) {
      void client.invalidateQueries({ queryKey: mallKeys.orderDetail(orderId) });
      void client.invalidateQueries({ queryKey: mallKeys.orderLists });
      void client.invalidateQueries({ queryKey: mallKeys.orderCounts });
    }
  }, [visible, verifiedAt, client, orderId]);
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="qr-popup"
    >
      <div className="qr-popup__title">{t('mall.verify.qrTitle')}</div>
      {query.data ? (
        <>
          <div className={`qr-popup__image${verifiedAt ? ' qr-popup__image--used' : ''}`}>
            <img src={query.data.qr} alt={query.data.code} data-testid="clerk-qr" />
            {verifiedAt && (
              <span className="qr-popup__used">
                <CheckCircleFill /> {t('mall.verify.used')}
              </span>
            )}
          </div>
          <div className="qr-popup__code" data-testid="clerk-code">
            {query.data.code.replace(/(\d{4})(?=\d)/g, '$1 ')}
          </div>
          <div className="muted">
            {verifiedAt
              ? t('mall.verify.usedAt', { time: formatDateTime(verifiedAt) })
              : t('mall.verify.qrHint')}
          </div>
        </>
      ) : (
        <div className="center-box center-box--small">
          <SpinLoading color="primary" />
        </div>
      )}
    </CenterPopup>
  );
}
