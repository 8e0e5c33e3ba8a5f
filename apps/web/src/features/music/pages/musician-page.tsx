import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, ProgressBar, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { music } from '@dance/contracts';
import { LoginGate } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { upload } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { musicKeys } from '../api/keys.ts';
import { musicianApplicationQuery, musicianApply } from '../api/musician-apply.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/**
 * Musician authentication: the application's state (pending, approved with the way to the
 * musician's tracks, refused with the reason) and the form to apply, again after a refusal:
 * stage name, one to five genres, a sample track and a short intro.
 */
export function MusicianAuthenticationPage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.token !== null);
  return (
    <Page path="/pages/musician-authentication" title={t('music.musician.title')} className="music-edit">
      {signedIn ? <MusicianBody /> : <LoginGate />}
    </Page>
  );
}

function MusicianBody() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(musicianApplicationQuery());
  const [name, setName] = useState('');
  const [genres, setGenres] = useState<music.Genre[]>([]);
  const [intro, setIntro] = useState('');
  const [sample, setSample] = useState<{ url: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const pickSample = async (file: File) => {
    setProgress(0);
    try {
      const done = await upload(file, 'audio', setProgress);
      setSample({ url: done.url, name: file.name });
    } catch {
      // The wrapper showed why.
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    if (!name.trim() || !genres.length || !sample) return showToast(t('music.musician.incomplete'));
    setBusy(true);
    try {
      await musicianApply({ stage_name: name.trim(), genres, sample: sample.url, intro: intro.trim() });
      showSuccess(t('music.musician.submitted'));
      await qc.invalidateQueries({ queryKey: musicKeys.musician });
    } catch {
      // The wrapper showed why.
    } finally {
      setBusy(false);
    }
  };

  const a = q.data?.application ?? null;
  const status = q.data?.musician_review_status ?? 0;
  const canApply = q.data !== undefined && status !== 1 && status !== 2;
  return (
    <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
      {a && status !== 0 ? (
        <section className="music-card music-musician__state" data-testid="musician-state">
          <span className={`music-musician__badge music-musician__badge--${a.status}`}>
            {t(`music.musician.status.${a.status}`)}
          </span>
          <h3>{a.stage_name}</h3>
          <p className="music-musician__genres">{a.genres.map((g) => t(`music.genre.${g}`)).join(' · ')}</p>
          {a.status === 'refused' && a.reason ? (
            <p className="music-musician__reason" data-testid="musician-reason">
              {t('music.musician.reason', { reason: a.reason })}
            </p>
          ) : null}
          {a.status === 'pending' ? (
            <p className="music-musician__hint">{t('music.musician.waiting')}</p>
          ) : null}
          {status === 2 ? (
            <Button
              color="primary"
              shape="rounded"
              onClick={() => go('/pages/music-manage?tab=mine')}
              data-testid="musician-manage"
            >
              {t('music.musician.manage')}
            </Button>
          ) : null}
        </section>
      ) : (
        <p className="music-musician__intro">{t('music.musician.intro')}</p>
      )}
      {canApply ? (
        <>
          <section className="music-card">
            <label className="upload-box" data-testid="musician-sample">
              <b>{sample ? sample.name : t('music.musician.pickSample')}</b>
              <small>{t('music.musician.sampleHint')}</small>
              {progress !== null && <ProgressBar percent={progress} text />}
              <input
                type="file"
                accept="audio/*"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void pickSample(file);
                }}
              />
            </label>
          </section>
          <Form layout="vertical">
            <Form.Item label={t('music.musician.stageName')}>
              <Input value={name} onChange={setName} maxLength={30} data-testid="musician-name" />
            </Form.Item>
            <Form.Item label={t('music.musician.genres')}>
              <Selector
                multiple
                columns={3}
                options={music.MUSIC_GENRES.map((g) => ({ label: t(`music.genre.${g}`), value: g }))}
                value={genres}
                onChange={(v) => setGenres(v.slice(0, 5))}
                data-testid="musician-genres"
              />
            </Form.Item>
            <Form.Item label={t('music.musician.introLabel')}>
              <TextArea
                value={intro}
                onChange={setIntro}
                maxLength={300}
                showCount
                rows={3}
                placeholder={t('music.musician.introHint')}
                data-testid="musician-intro"
              />
            </Form.Item>
          </Form>
          <div className="music-musician__actions">
            <Button
              block
              color="primary"
              shape="rounded"
              loading={busy}
              disabled={progress !== null}
              onClick={() => void submit()}
              data-testid="musician-submit"
            >
              {t('music.musician.submit')}
            </Button>
          </div>
        </>
      ) : null}
    </QueryState>
  );
}
