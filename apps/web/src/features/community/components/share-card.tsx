import { Avatar, Button, Image } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { increaseShareCount } from '../api/increase-share-count.ts';
import { usePostDetail } from '../api/post-detail.ts';
import { patchPost } from '../lib/post-cache.ts';
import { coverOf } from '../lib/ui.ts';
import { useQueryClient } from '@tanstack/react-query';
import { PlayBadge } from './icons.tsx';
import '../community.css';
import { StateView } from '../../../components/state-view.tsx';

/** The link a QR code opens: this app's page of the post. */
export function shareLink(path: string, id: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${pageUrl(path, { id })}`;
}

/** A share card: cover, title, author, and a QR code of the post's link (bbs-share, video-share). */
export function ShareCardPage({ path, target }: { path: string; target: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = usePageParams().getId();
  const query = usePostDetail(id);
  const post = query.data;
  const [qr, setQr] = useState('');
  const counted = useRef(false);
  const link = id ? shareLink(target, id) : '';

  useEffect(() => {
    if (!link) return;
    let live = true;
    // qrcode loads with this page only.
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(link, { margin: 1, width: 240, color: { dark: '#16121f', light: '#ffffff' } }).then(
        (url) => live && setQr(url),
      ),
    );
    return () => {
      live = false;
    };
  }, [link]);

  useEffect(() => {
    if (!id || counted.current) return;
    counted.current = true;
    void increaseShareCount(id)
      .then((data) => patchPost(client, id, (p) => ({ ...p, share_count: data.share_count })))
      .catch(() => undefined);
  }, [id, client]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSuccess(t('common.copied'));
    } catch {
      showToast(t('common.copyFailed'));
    }
  };

  const save = () => {
    if (!qr) return;
    const a = document.createElement('a');
    a.href = qr;
    a.download = `post-${id}.png`;
    a.click();
  };

  return (
    <Page path={path} title={t('community.share.title')} className="cm-page cm-share">
      {id === null ? (
        <StateView kind="notFound" title={t('community.post.missing')} />
      ) : (
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {post && (
            <>
              <div className="cm-share__card" data-testid="share-card">
                {coverOf(post) && (
                  <div className="cm-share__cover">
                    <Image src={coverOf(post)} fit="cover" width="100%" height="100%" />
                    {post.video && (
                      <span className="cm-video-cover__play">
                        <PlayBadge />
                      </span>
                    )}
                  </div>
                )}
                <div className="cm-share__main">
                  <div className="cm-share__title">{post.title || post.summary || t('app.name')}</div>
                  {post.title && post.summary && <div className="cm-share__summary">{post.summary}</div>}
                  <div className="cm-share__foot">
                    <div className="cm-share__author">
                      <Avatar src={post.user.avatar} className="cm-avatar cm-avatar--sm" />
                      <div>
                        <div className="cm-share__name">{post.user.nickname}</div>
                        <div className="cm-share__hint">{t('community.share.scan')}</div>
                      </div>
                    </div>
                    {qr ? (
                      <img className="cm-share__qr" src={qr} alt="QR" data-testid="share-qr" />
                    ) : (
                      <div className="cm-share__qr" />
                    )}
                  </div>
                </div>
                <div className="cm-share__brand">
                  {t('app.name')} · {t('app.slogan')}
                </div>
              </div>
              <div className="cm-share__actions">
                <Button shape="rounded" onClick={() => void copy()} data-testid="share-copy">
                  {t('community.share.copyLink')}
                </Button>
                <Button shape="rounded" className="gradient-button" onClick={save} disabled={!qr}>
                  {t('community.share.saveQr')}
                </Button>
              </div>
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
