import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { upload } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { anchorApplication } from '../api/anchor-application.ts';
import { anchorIdentify } from '../api/anchor-identify.ts';
import { liveKeys } from '../api/keys.ts';

const STYLES = ['breaking', 'popping', 'locking', 'hiphop', 'house', 'other'] as const;

/** Anchor authentication: the application's state, and the form to apply (again after a refusal). */
export function AnchorAuthenticationPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: liveKeys.application, queryFn: () => anchorApplication({}) });
  const [name, setName] = useState('');
  const [styles, setStyles] = useState<string[]>([]);
  const [photo, setPhoto] = useState('');
  const [clip, setClip] = useState('');
  const [busy, setBusy] = useState('');

  const pick = async (file: File | undefined, kind: 'image' | 'video') => {
    if (!file) return;
    setBusy(kind);
    try {
      const done = await upload(file, kind);
      if (kind === 'image') setPhoto(done.url);
      else setClip(done.url);
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy('');
    }
  };

  const submit = async () => {
    if (!name.trim() || !styles.length || !photo || !clip) return showToast(t('live.anchor.incomplete'));
    setBusy('submit');
    try {
      await anchorIdentify({ stage_name: name.trim(), dance_styles: styles, photo, clip });
      showSuccess(t('live.anchor.submitted'));
      await qc.invalidateQueries({ queryKey: liveKeys.application });
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy('');
    }
  };

  const a = q.data;
  const canApply = !a || a.status === 'refused';
  return (
    <Page path="/pages/anchor-authentication" title={t('live.anchor.title')} className="live-form">
      <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
        {a ? (
          <div className="live-anchor__state" data-testid="anchor-state">
            <p className={`live-badge live-badge--${a.status === 'approved' ? 'live' : 'scheduled'}`}>
              {t(`live.anchor.status.${a.status}`)}
            </p>
            {a.status === 'refused' && a.reason ? (
              <p>{t('live.anchor.reason', { reason: a.reason })}</p>
            ) : null}
            {a.status === 'approved' ? (
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigateTo('/pages/my-live').catch(() => undefined)}
              >
                {t('live.mine.title')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="live-start__hint live-anchor__intro">{t('live.anchor.intro')}</p>
        )}
        {canApply ? (
          <>
            <Form layout="vertical">
              <Form.Item label={t('live.anchor.stageName')}>
                <Input value={name} onChange={setName} maxLength={30} data-testid="anchor-name" />
              </Form.Item>
              <Form.Item label={t('live.anchor.styles')}>
                <Selector
                  multiple
                  columns={3}
                  options={STYLES.map((s) => ({ label: t(`live.style.${s}`), value: s }))}
                  value={styles}
                  onChange={setStyles}
                />
              </Form.Item>
              <Form.Item
                label={t('live.anchor.photo')}
                description={photo ? t('live.anchor.uploaded') : undefined}
              >
                <input
                  type="file"
                  accept="image/*"
                  onChange={(e) => void pick(e.target.files?.[0], 'image')}
                  data-testid="anchor-photo"
                />
              </Form.Item>
              <Form.Item
                label={t('live.anchor.clip')}
                description={clip ? t('live.anchor.uploaded') : undefined}
              >
                <input
                  type="file"
                  accept="video/*"
                  onChange={(e) => void pick(e.target.files?.[0], 'video')}
                  data-testid="anchor-clip"
                />
              </Form.Item>
            </Form>
            <div className="live-form__actions">
              <Button
                block
                color="primary"
                shape="rounded"
                loading={busy !== ''}
                onClick={() => void submit()}
                data-testid="anchor-submit"
              >
                {t('live.anchor.submit')}
              </Button>
            </div>
          </>
        ) : null}
      </QueryState>
    </Page>
  );
}
