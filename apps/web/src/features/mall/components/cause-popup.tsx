import { useQuery } from '@tanstack/react-query';
import { Button, Popup, Radio, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { cancelCauseListQuery } from '../api/cancel-cause-list.ts';

interface CausePopupProps {
  visible: boolean;
  title: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (causeId: number) => void;
}

/** Pick why an order is cancelled (the server's list, in the user's language). */
export function CausePopup({ visible, title, busy, onClose, onConfirm }: CausePopupProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...cancelCauseListQuery(), enabled: visible });
  const [cause, setCause] = useState<number | null>(null);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="mall-popup">
      <div className="mall-popup__title">{title}</div>
      <div className="mall-popup__scroll">
        {query.isPending && (
          <div className="center-box center-box--small">
            <SpinLoading color="primary" />
          </div>
        )}
        <Radio.Group value={cause} onChange={(v) => setCause(Number(v))}>
          {(query.data?.list ?? []).map((c) => (
            <div
              key={c.id}
              className="cause-option"
              data-testid={`cause-${c.id}`}
              onClick={() => setCause(c.id)}
            >
              <span>{c.name}</span>
              <Radio value={c.id} />
            </div>
          ))}
        </Radio.Group>
      </div>
      <div className="mall-popup__foot">
        <Button shape="rounded" onClick={onClose}>
          {t('mall.order.keep')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          className="gradient-button"
          disabled={cause === null}
          loading={busy}
          data-testid="cause-confirm"
          onClick={() => {
            if (cause !== null) onConfirm(cause);
          }}
        >
          {t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
