import type { ActivityDetail } from '@dance/contracts/activity';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popup } from 'antd-mobile';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { cameraAvailable, QrScanner } from '../../../components/qr-scanner.tsx';
import { ApiError, CODE_NETWORK, CODE_TIMEOUT, request } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { checkInCall } from '../api/check-in.ts';
import { checkInSyncCall } from '../api/check-in-sync.ts';
import { organiserKeys } from '../api/keys.ts';
import { fetchTicketKey } from '../api/ticket-key.ts';
import { deviceId, pendingCheckIns, queueCheckIn, syncCheckIns } from '../lib/checkin-queue.ts';
import {
  importTicketKey,
  isQrPayload,
  storedTicketKey,
  storeTicketKey,
  verifyTicketQr,
} from '../lib/ticket-qr.ts';
import { venueClock } from '../lib/zoned-time.ts';

type Outcome =
  | { kind: 'ok'; title: string; detail: string }
  | { kind: 'queued'; title: string; detail: string }
  | { kind: 'bad'; title: string; detail: string };

const isOffline = (e: unknown) =>
  e instanceof ApiError && (e.code === CODE_NETWORK || e.code === CODE_TIMEOUT);

/**
 * The door: scan a ticket's QR with the camera or type its code. Online, the server checks it in
 * (a second scan answers when it was checked in). Offline, a QR is verified in the browser with
 * the ticket key and queued; the queue syncs when the network is back.
 */
export function CheckInCard({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(() => pendingCheckIns(activity.id).length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const syncing = useRef(false);
  const clock = useCallback((iso: string | null) => venueClock(iso, activity.tz), [activity.tz]);

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: organiserKeys.activity(activity.id) }),
    [client, activity.id],
  );

  // Keep the ticket key for offline checks.
  useEffect(() => {
    fetchTicketKey()
      .then((key) => storeTicketKey(key.jwk))
      .catch(() => undefined);
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current || !pendingCheckIns(activity.id).length) return;
    syncing.current = true;
    try {
      const answers = await syncCheckIns(activity.id, (items) =>
        request(
          checkInSyncCall,
          { activity_id: activity.id, device_id: deviceId(), items },
          { silent: true },
        ).then((r) => r.list),
      );
      const done = answers.filter((a) => a.result === 'checked_in').length;
      const refused = answers.length - done;
      showToast(t('organiser.checkin.synced', { done, refused }));
      void refresh();
    } catch {
      /* still offline: the queue waits */
    } finally {
      syncing.current = false;
      setPending(pendingCheckIns(activity.id).length);
    }
  }, [activity.id, refresh, t]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (navigator.onLine) void sync();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  const queueOffline = useCallback(
    async (text: string): Promise<Outcome> => {
      const scannedAt = new Date().toISOString();
      if (!isQrPayload(text)) {
        // A typed code cannot be checked without the server: queued, the server decides at sync.
        const r = queueCheckIn(activity.id, {
          code: text,
          scanned_at: scannedAt,
          ticket_id: null,
          seq: null,
        });
        return r.queued
          ? {
              kind: 'queued',
              title: t('organiser.checkin.queued'),
              detail: t('organiser.checkin.unverified'),
            }
          : {
              kind: 'bad',
              title: t('organiser.checkin.already', { time: clock(r.earlier.scanned_at) }),
              detail: t('organiser.checkin.queuedEarlier'),
            };
      }
      const jwk = storedTicketKey();
      if (!jwk)
        return { kind: 'bad', title: t('organiser.checkin.noKey'), detail: t('organiser.checkin.noKeyHint') };
      const claim = await verifyTicketQr(await importTicketKey(jwk), text);
      if (!claim) return { kind: 'bad', title: t('organiser.checkin.forged'), detail: '' };
      if (claim.a !== activity.id)
        return { kind: 'bad', title: t('organiser.checkin.otherActivity'), detail: '' };
      const typeName = activity.ticket_types.find((k) => k.id === claim.k)?.name ?? '';
      const r = queueCheckIn(activity.id, {
        code: text,
        scanned_at: scannedAt,
        ticket_id: claim.t,
        seq: claim.n,
      });
      return r.queued
        ? {
            kind: 'queued',
            title: t('organiser.checkin.queued'),
            detail: t('organiser.checkin.ticketLine', { type: typeName, seq: claim.n }),
          }
        : {
            kind: 'bad',
            title: t('organiser.checkin.already', { time: clock(r.earlier.scanned_at) }),
            detail: t('organiser.checkin.ticketLine', { type: typeName, seq: claim.n }),
          };
    },
    [activity.id, activity.ticket_types, clock, t],
  );

  const run = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (text.length < 6) return showToast(t('organiser.checkin.codeRule'));
      setBusy(true);
      try {
        if (!navigator.onLine) {
          setOutcome(await queueOffline(text));
        } else {
          try {
            const r = await request(checkInCall, { activity_id: activity.id, code: text }, { silent: true });
            setOutcome({
              kind: 'ok',
              title: t('organiser.checkin.done', { time: clock(r.checked_in_at) }),
              detail: [
                t('organiser.checkin.ticketLine', { type: r.ticket_type, seq: r.seq }),
                r.attendee_name,
              ]
                .filter(Boolean)
                .join(' · '),
            });
            void refresh();
          } catch (e) {
            if (isOffline(e)) setOutcome(await queueOffline(text));
            else setOutcome({ kind: 'bad', title: e instanceof Error ? e.message : String(e), detail: '' });
          }
        }
        setCode('');
      } finally {
        setBusy(false);
        setPending(pendingCheckIns(activity.id).length);
      }
    },
    [activity.id, clock, queueOffline, refresh, t],
  );

  const onScanned = useCallback(
    (text: string) => {
      void run(text);
      return true;
    },
    [run],
  );
  const cameraFailed = useCallback(() => {
    showToast(t('organiser.checkin.cameraDenied'));
    setScanning(false);
  }, [t]);

  return (
    <section className="og-card" data-testid="og-checkin">
      <div className="og-card__title">
        <span>{t('organiser.checkin.title')}</span>
        <small>{online ? t('organiser.checkin.online') : t('organiser.checkin.offline')}</small>
      </div>
      <button
        type="button"
        className="og-checkin__scan"
        data-testid="og-checkin-scan"
        onClick={() => (cameraAvailable() ? setScanning(true) : showToast(t('organiser.checkin.noCamera')))}
      >
        <ScanCodeOutline />
        <span>{t('organiser.checkin.scan')}</span>
      </button>
      <div className="og-checkin__row">
        <Input
          value={code}
          onChange={(v) => setCode(v.slice(0, 600))}
          placeholder={t('organiser.checkin.codePlaceholder')}
          clearable
          onEnterPress={() => void run(code)}
          data-testid="og-checkin-code"
        />
        <Button
          color="primary"
          shape="rounded"
          loading={busy}
          disabled={code.trim().length < 6}
          onClick={() => void run(code)}
          data-testid="og-checkin-submit"
        >
          {t('organiser.checkin.submit')}
        </Button>
      </div>
      {outcome && (
        <div
          className={`og-result og-result--${outcome.kind}`}
          data-testid="og-checkin-result"
          data-result={outcome.kind}
        >
          <div className="og-result__title">{outcome.title}</div>
          {outcome.detail && <div>{outcome.detail}</div>}
        </div>
      )}
      {pending > 0 && (
        <div className="og-offline" data-testid="og-checkin-pending">
          <span>{t('organiser.checkin.pending', { count: pending })}</span>
          <Button
            size="mini"
            shape="rounded"
            disabled={!online}
            onClick={() => void sync()}
            data-testid="og-checkin-sync"
          >
            {t('organiser.checkin.syncNow')}
          </Button>
        </div>
      )}
      <Popup
        visible={scanning}
        onMaskClick={() => setScanning(false)}
        bodyClassName="scanner-popup"
        destroyOnClose
      >
        {scanning && (
          <QrScanner
            continuous
            onText={onScanned}
            onCameraError={cameraFailed}
            hint={outcome?.title ?? t('organiser.checkin.scanHint')}
            testId="og-scanner"
          />
        )}
      </Popup>
    </section>
  );
}
