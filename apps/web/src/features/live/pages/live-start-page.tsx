import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { liveKeys } from '../api/keys.ts';
import { liveDetail } from '../api/live-detail.ts';
import { stopLive } from '../api/stop.ts';
import { CameraPushPanel } from '../components/camera-push.tsx';

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="live-push__row">
      <div className="live-push__label">{label}</div>
      <code className="live-push__value" data-testid={testId}>
        {value}
      </code>
      <Button
        size="mini"
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => showSuccess(t('live.start.copied')),
            () => undefined,
          )
        }
      >
        {t('live.start.copy')}
      </Button>
    </div>
  );
}

/** The anchor's going-live screen: push server, stream key and a QR of the push URL; status; stop. */
function LiveStart({ path }: { path: string }) {
  const { t } = useTranslation();
  const id = usePageParams().getId() ?? 0;
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: liveKeys.detail(id),
    queryFn: () => liveDetail({ id }),
    enabled: id > 0,
    refetchInterval: 3000,
  });
  const d = detail.data;
  const [qr, setQr] = useState('');
  const [cameraOn, setCameraOn] = useState(false);
  const pushUrl = d?.push?.url;
  useEffect(() => {
    if (!pushUrl) return;
    void QRCode.toDataURL(pushUrl, { margin: 1, width: 220 }).then(setQr, () => setQr(''));
  }, [pushUrl]);

  const stop = async () => {
    if (!(await Dialog.confirm({ content: t('live.start.stopConfirm') }))) return;
    try {
      await stopLive({ live_id: id });
      await qc.invalidateQueries({ queryKey: liveKeys.all });
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Page path={path} title={t('live.start.title')} className="live-start">
      <QueryState isPending={detail.isPending} error={detail.error} refetch={() => void detail.refetch()}>
        {d ? (
          <div className="live-start__body">
            <h3>{d.title}</h3>
            <p className={`live-badge live-badge--${d.status}`} data-testid="live-start-status">
              {t(`live.status.${d.status}`)}
            </p>
            {d.push ? (
              <>
                <CameraPushPanel
                  liveId={id}
                  onEnded={() => void qc.invalidateQueries({ queryKey: liveKeys.all })}
                  onActive={setCameraOn}
                />
                <p className="live-start__hint">{t('live.start.hint')}</p>
                <Copyable label={t('live.start.server')} value={d.push.server} testId="live-push-server" />
                <Copyable label={t('live.start.key')} value={d.push.key} testId="live-push-key" />
                {qr ? <img className="live-start__qr" src={qr} alt={t('live.start.qr')} /> : null}
                <p className="live-start__hint">
                  {t('live.start.expires', { time: new Date(d.push.expires_at).toLocaleString() })}
                </p>
              </>
            ) : (
              <p>{d.is_anchor ? t('live.room.ended') : t('live.start.notYours')}</p>
            )}
            <div className="live-start__actions">
              <Button
                shape="rounded"
                onClick={() => void navigateTo(pageUrl('/pages/live-room', { id })).catch(() => undefined)}
              >
                {t('live.start.openRoom')}
              </Button>
              {d.is_anchor && d.status !== 'ended' && !cameraOn ? (
                <Button shape="rounded" color="danger" onClick={() => void stop()} data-testid="live-stop">
                  {t('live.start.stop')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </QueryState>
    </Page>
  );
}

export const LiveStartPage = () => <LiveStart path="/pages/live-start" />;
export const LiveStartNvuePage = () => <LiveStart path="/pages/live-start/live-start-nvue" />;
