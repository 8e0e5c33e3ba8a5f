import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Radio } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { LoginGate } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useDownloadsStore } from '../../../stores/downloads.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useUserStore } from '../../../stores/user.ts';
import { musicKeys } from '../api/keys.ts';
import { payFromBalance } from '../../../lib/api/pay-buy-balance.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import { sandboxCashier } from '../../../lib/api/payment-pay-data.ts';
import { submitMusicOrder } from '../api/order-submit.ts';
import { fetchPlayUrl } from '../api/play-url.ts';
import { trackDetailQuery, type TrackDetail } from '../api/track-detail.ts';
import { DownloadIcon, PlayIcon } from '../components/icons.tsx';
import { toPlayItem } from '../components/track-row.tsx';
import { startDownload } from '../lib/downloader.ts';
import { requireLogin } from '../lib/require-login.ts';
import { bytes, clock, newSubmitToken } from '../lib/format.ts';
import { reloadSource } from '../lib/source.ts';

type Method = 'sandbox' | 'balance';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function useTrackParam() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useQuery({ ...trackDetailQuery(id), staleTime: 0, enabled: id > 0 });
  return { id, detail };
}

function TrackHead({ track }: { track: TrackDetail }) {
  const { t } = useTranslation();
  return (
    <div className="buy-head">
      <img src={track.cover} alt="" />
      <div>
        <b data-testid="buy-title">{track.title}</b>
        <small>
          {track.artist}
          {track.album ? ` · ${track.album.name}` : ''}
        </small>
        <small>
          {track.bpm !== null ? `${track.bpm} BPM · ` : ''}
          {clock(track.duration)} · {track.genres.map((g) => t(`music.genre.${g}`)).join(' / ')}
        </small>
      </div>
    </div>
  );
}

function LicenceTerms() {
  const { t } = useTranslation();
  return (
    <section className="music-card">
      <h3>{t('music.buy.licence')}</h3>
      <ul className="licence">
        <li>{t('music.buy.termPractice')}</li>
        <li>{t('music.buy.termPerform')}</li>
        <li>{t('music.buy.termDownload')}</li>
        <li>{t('music.buy.termNoResale')}</li>
        <li>{t('music.buy.termRefund')}</li>
      </ul>
    </section>
  );
}

/** Buying a paid track: the price, the licence, the order through the mall and its cashier. */
export function BuyMusicPage() {
  const { t } = useTranslation();
  const { detail } = useTrackParam();
  const signedIn = useUserStore((s) => s.token !== null);
  return (
    <Page path="/pages/buyMusic" title={t('music.buy.title')} className="music-buy">
      {!signedIn ? (
        <LoginGate />
      ) : (
        <QueryState {...detail}>{detail.data && <BuyBody track={detail.data} />}</QueryState>
      )}
    </Page>
  );
}

function BuyBody({ track }: { track: TrackDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const gateway = useMallSetting().data?.payment_gateway_name || t('music.buy.online');
  const [method, setMethod] = useState<Method>('sandbox');
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ token: string; orderIds?: number[]; paymentId?: number }>({
    token: newSubmitToken(),
  });
  const owned = track.full_access;

  const listen = () => {
    const s = usePlaybackStore.getState();
    s.play(track.id, toPlayItem(track));
    reloadSource();
    go('/pages/playing');
  };

  const pay = async () => {
    if (track.sku_id === null) return;
    setBusy(true);
    try {
      const a = attempt.current;
      if (!a.orderIds) {
        const order = await submitMusicOrder({
          items: [{ goods_id: track.id, sku_id: track.sku_id, num: 1 }],
          use_integral: 0,
          token: a.token,
        });
        a.orderIds = order.order_ids;
      }
      a.paymentId ??= (await openPayment(a.orderIds)).payment_id;
      if (method === 'balance') {
        await payFromBalance(a.paymentId);
        attempt.current = { token: newSubmitToken() };
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: musicKeys.all }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo }),
        ]);
        showSuccess(t('music.buy.done'));
        if (usePlaybackStore.getState().playId === track.id) reloadSource();
        return;
      }
      const { cashier_url } = await sandboxCashier(a.paymentId);
      globalThis.location.assign(cashier_url);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="music-buy__body">
      <TrackHead track={track} />
      {owned ? (
        <section className="music-card music-buy__owned" data-testid="buy-owned">
          <b>{track.free ? t('music.buy.free') : t('music.buy.owned')}</b>
          <div className="music-buy__row">
            <Button color="primary" shape="rounded" onClick={listen} data-testid="buy-listen">
              <PlayIcon /> {t('music.buy.listen')}
            </Button>
            <Button shape="rounded" onClick={() => go(pageUrl('/pages/music-download', { id: track.id }))}>
              <DownloadIcon /> {t('music.player.download')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <section className="music-card">
            <div className="music-buy__price">
              <span>{t('music.buy.price')}</span>
              <Price value={track.price} size="lg" testId="buy-price" />
            </div>
            <p className="music-buy__note">{t('music.buy.previewNote')}</p>
          </section>
          <LicenceTerms />
          <section className="music-card">
            <h3>{t('music.buy.method')}</h3>
            <Radio.Group value={method} onChange={(v) => setMethod(v as Method)}>
              <div className="music-buy__methods">
                <Radio value="sandbox" data-testid="buy-method-sandbox">
                  {gateway}
                </Radio>
                <Radio value="balance" data-testid="buy-method-balance">
                  {t('music.buy.balance', { balance: user.data?.balance ?? '0.00' })}
                </Radio>
              </div>
            </Radio.Group>
          </section>
          <div className="music-buy__bar">
            <Price value={track.price} size="lg" />
            <Button
              color="primary"
              shape="rounded"
              loading={busy}
              onClick={() => void pay()}
              data-testid="buy-submit"
            >
              {t('music.buy.submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** A track's download entry: its renditions, their sizes and the licence that allows it. */
export function MusicDownloadPage() {
  const { t } = useTranslation();
  const { id, detail } = useTrackParam();
  const downloaded = useDownloadsStore((s) => s.downloaded.some((d) => d.goodsId === id));
  const task = useDownloadsStore((s) => s.downloadTasks.find((d) => d.goodsId === id));
  const track = detail.data;
  const allowed = track ? track.full_access && (track.downloadable || track.is_staff) : false;
  const size = useQuery({
    queryKey: musicKeys.playUrl(id, 'stream'),
    queryFn: () => fetchPlayUrl(id),
    enabled: track?.media_status === 'ready',
    staleTime: 30 * 60_000,
  });
  return (
    <Page path="/pages/music-download" title={t('music.dl.title')}>
      <QueryState {...detail}>
        {track && (
          <div className="music-buy__body">
            <TrackHead track={track} />
            <section className="music-card">
              <h3>{t('music.dl.renditions')}</h3>
              <ul className="renditions">
                <li>
                  <b>{t('music.dl.stream')}</b>
                  <small>
                    AAC · {size.data && size.data.rendition !== 'preview' ? bytes(size.data.size) : '—'}
                  </small>
                  <em>{track.full_access ? t('music.dl.available') : t('music.dl.locked')}</em>
                </li>
                <li>
                  <b>{t('music.dl.download')}</b>
                  <small>{t('music.dl.downloadHint')}</small>
                  <em>{allowed ? t('music.dl.available') : t('music.dl.locked')}</em>
                </li>
                {!track.free && (
                  <li>
                    <b>{t('music.dl.preview')}</b>
                    <small>{t('music.dl.previewHint')}</small>
                    <em>{t('music.dl.available')}</em>
                  </li>
                )}
              </ul>
            </section>
            <section className="music-card">
              <h3>{t('music.buy.licence')}</h3>
              <p className="music-buy__note" data-testid="dl-licence">
                {track.free
                  ? track.downloadable
                    ? t('music.dl.freeLicence')
                    : t('music.dl.noDownload')
                  : track.licensed
                    ? t('music.dl.licensed')
                    : t('music.dl.needLicence')}
              </p>
            </section>
            <div className="music-buy__bar">
              {task ? (
                <Button shape="rounded" block onClick={() => go('/pages/downloading')}>
                  {t('music.dl.inProgress', { progress: task.progress })}
                </Button>
              ) : downloaded ? (
                <>
                  <Button
                    shape="rounded"
                    block
                    onClick={() => void startDownload(track)}
                    data-testid="dl-done"
                  >
                    {t('music.dl.done')}
                  </Button>
                  <Button
                    fill="none"
                    style={{ flex: 'none' }}
                    onClick={() => go('/pages/download')}
                    data-testid="dl-open"
                  >
                    {t('music.dl.open')}
                  </Button>
                </>
              ) : allowed ? (
                <Button
                  color="primary"
                  shape="rounded"
                  block
                  data-testid="dl-start"
                  onClick={() => {
                    // A download counts once per listener: a visitor signs in first (decision 226).
                    if (requireLogin() && startDownload(track)) showToast(t('music.dl.started'));
                  }}
                >
                  <DownloadIcon /> {t('music.dl.start')}
                </Button>
              ) : !track.full_access ? (
                <Button
                  color="primary"
                  shape="rounded"
                  block
                  onClick={() => go(pageUrl('/pages/buyMusic', { id: track.id }))}
                >
                  {t('music.player.buyFull', { price: track.price })}
                </Button>
              ) : (
                <Button shape="rounded" block disabled>
                  {t('music.dl.noDownload')}
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
