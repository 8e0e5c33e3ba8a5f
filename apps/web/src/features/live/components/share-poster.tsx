import type { live } from '@dance/contracts';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { renderPoster } from '../lib/poster.ts';
import './moderation.css';

/** The link the poster's QR code opens: this app's room page of the live. */
export function roomLink(liveId: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${pageUrl('/pages/live-room', { id: liveId })}`;
}

/** A share button for the room's head; it opens the poster. */
export function LiveShareButton({ live: d }: { live: live.LiveDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="live-share__open"
        onClick={() => setOpen(true)}
        aria-label={t('live.share.open')}
        data-testid="live-share-open"
      >
        <UploadOutline />
      </button>
      <SharePoster live={d} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The share poster: the live's cover, title, anchor and a QR code of the room's link, drawn to a
 * PNG (what is shown is what is saved), with "save image" (a download of the PNG) and "copy link".
 */
export function SharePoster({
  live: d,
  visible,
  onClose,
}: {
  live: live.LiveDetail;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [png, setPng] = useState('');
  const [failed, setFailed] = useState(false);
  const link = roomLink(d.id);
  const hint = t('live.share.scan');
  const brand = `${t('app.name')} · ${t('app.slogan')}`;
  const badge = t(`live.status.${d.status}`);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setFailed(false);
    void (async () => {
      // qrcode loads with the poster only.
      const QRCode = await import('qrcode');
      const qr = await QRCode.toDataURL(link, { margin: 1, width: 240 });
      return renderPoster({
        title: d.title,
        cover: d.cover,
        anchorName: d.anchor.nickname,
        anchorAvatar: d.anchor.avatar,
        qr,
        hint,
        brand,
        badge,
      });
    })().then(
      (url) => current && setPng(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [visible, link, d.title, d.cover, d.anchor.nickname, d.anchor.avatar, hint, brand, badge]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSuccess(t('common.copied'));
    } catch {
      showToast(t('common.copyFailed'));
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="live-share" destroyOnClose>
      <div className="live-share__head">
        <b>{t('live.share.title')}</b>
        <button type="button" className="live-share__close" onClick={onClose}>
          {t('live.share.close')}
        </button>
      </div>
      <div className="live-share__poster" data-testid="live-share-poster">
        {png ? (
          <img src={png} alt={t('live.share.posterAlt', { title: d.title })} />
        ) : failed ? (
          <p>{t('live.share.failed')}</p>
        ) : (
          <SpinLoading />
        )}
      </div>
      <div className="live-share__actions">
        <Button shape="rounded" onClick={() => void copy()} data-testid="live-share-copy">
          {t('live.share.copyLink')}
        </Button>
        {png ? (
          <a
            className="live-share__save adm-button adm-button-primary adm-button-shape-rounded"
            href={png}
            download={`live-${d.id}.png`}
            data-testid="live-share-save"
          >
            {t('live.share.save')}
          </a>
        ) : (
          <Button shape="rounded" color="primary" disabled>
            {t('live.share.save')}
          </Button>
        )}
      </div>
    </Popup>
  );
}
