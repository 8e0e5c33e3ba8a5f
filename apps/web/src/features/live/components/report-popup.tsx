import { Button, Popup, Radio, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { ApiError } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useReportReasons } from '../api/inform-cats.ts';
import { reportLive } from '../api/report.ts';

/** Reporting a live: one of the report reasons and, if the viewer wants, what happened. */
export function LiveReportPopup({
  liveId,
  visible,
  onClose,
}: {
  liveId: number;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reasons = useReportReasons(visible);
  const [reason, setReason] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason === null) return;
    setBusy(true);
    try {
      await reportLive({ live_id: liveId, cat_id: reason, content: content.trim() });
      showSuccess(t('live.report.done'));
      setReason(null);
      setContent('');
      onClose();
    } catch (e) {
      showToast(e instanceof ApiError ? e.message : t('live.report.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="live-report" destroyOnClose>
      <div className="live-report__head">{t('live.report.title')}</div>
      <div className="live-report__body" data-testid="live-report">
        <div className="live-report__label">{t('live.report.reason')}</div>
        <Radio.Group value={reason} onChange={(v) => setReason(Number(v))}>
          <div className="live-report__reasons">
            {(reasons.data?.list ?? []).map((r) => (
              <Radio key={r.id} value={r.id} data-testid={`live-report-reason-${r.id}`}>
                {r.name}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        <TextArea
          className="live-report__text"
          placeholder={t('live.report.placeholder')}
          value={content}
          onChange={setContent}
          maxLength={300}
          rows={3}
          data-testid="live-report-text"
        />
      </div>
      <div className="live-report__foot">
        <Button block onClick={onClose}>
          {t('live.report.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={reason === null}
          data-testid="live-report-submit"
          onClick={() => void submit()}
        >
          {t('live.report.submit')}
        </Button>
      </div>
    </Popup>
  );
}
