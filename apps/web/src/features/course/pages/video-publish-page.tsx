import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar, Switch } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, ClockCircleOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { upload } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCourseDetail, type Lesson } from '../api/course-detail.ts';
import { courseKeys } from '../api/keys.ts';
import { lessonsQuery } from '../api/lessons.ts';
import { publishLesson } from '../api/video-publish.ts';
import { Field } from '../components/form-bits.tsx';
import { formatTime } from '../lib/player-controls.ts';

interface Draft {
  /** The lesson being replaced, or null for a new one. */
  id: number | null;
  title: string;
  videoUrl: string;
  videoName: string;
  freePreview: boolean;
  sort: string;
}

const blank = (sort: number): Draft => ({
  id: null,
  title: '',
  videoUrl: '',
  videoName: '',
  freePreview: sort === 1,
  sort: String(sort),
});

const STATUS_ICON = {
  processing: <ClockCircleOutline />,
  ready: <CheckCircleFill />,
  failed: <CloseCircleFill />,
} as const;

function Publisher({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const course = useCourseDetail(courseId);
  const lessons = useQuery(lessonsQuery(courseId));
  const list = lessons.data?.list ?? [];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const form = draft ?? blank(list.length + 1);
  const set = (patch: Partial<Draft>) => setDraft({ ...form, ...patch });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const done = await upload(file, 'video', setProgress);
      set({
        videoUrl: done.url,
        videoName: file.name,
        title: form.title || file.name.replace(/\.[^.]+$/, '').slice(0, 60),
      });
    } catch {
      // The wrapper showed why.
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    if (!form.title.trim()) return showToast(t('course.publish.needTitle'));
    if (!form.videoUrl) return showToast(t('course.publish.needVideo'));
    setBusy(true);
    try {
      await publishLesson({
        id: form.id ?? undefined,
        course_id: courseId,
        title: form.title.trim(),
        video_url: form.videoUrl,
        free_preview: form.freePreview ? 1 : 0,
        sort: Number(form.sort) || 0,
      });
      setDraft(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.lessons(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
      ]);
      showSuccess(t('course.publish.sent'));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const replace = (l: Lesson) =>
    setDraft({
      id: l.id,
      title: l.title,
      videoUrl: '',
      videoName: '',
      freePreview: l.free_preview === 1,
      sort: String(l.sort),
    });

  return (
    <QueryState
      isPending={course.isPending || lessons.isPending}
      error={course.error ?? lessons.error}
      refetch={() => void Promise.all([course.refetch(), lessons.refetch()])}
      notFoundText={t('course.detail.missing')}
    >
      {course.data && !course.data.is_staff && (
        <StateView kind="forbidden" title={t('course.manage.noShop')} />
      )}
      {course.data?.is_staff && (
        <>
          <section className="course-section publish-course">
            {course.data.cover ? <img src={course.data.cover} alt="" /> : null}
            <div>
              <div className="publish-course__name">{course.data.name}</div>
              <button
                type="button"
                className="publish-course__link"
                onClick={() =>
                  void navigateTo(pageUrl('/pages/course_detail2', { id: courseId })).catch(() => undefined)
                }
                data-testid="publish-preview"
              >
                {t('course.publish.preview')}
              </button>
            </div>
          </section>

          <section className="course-section">
            <h2 className="course-section__title">
              {t('course.detail.lessons')}
              <small>{t('course.card.lessons', { count: list.length })}</small>
            </h2>
            {list.length === 0 && <p className="course-muted">{t('course.publish.none')}</p>}
            <ol className="publish-list">
              {list.map((l) => (
                <li
                  key={l.id}
                  className="publish-row"
                  data-testid={`publish-lesson-${l.id}`}
                  data-status={l.status}
                >
                  <span className="publish-row__poster">
                    {l.poster ? <img src={l.poster} alt="" /> : null}
                  </span>
                  <span className="publish-row__main">
                    <span className="publish-row__title">{l.title}</span>
                    <span className={`publish-row__status publish-row__status--${l.status}`}>
                      {STATUS_ICON[l.status]} {t(`course.lesson.status.${l.status}`)}
                      {l.duration !== null ? ` · ${formatTime(l.duration)}` : ''}
                      {l.free_preview === 1 ? ` · ${t('course.lesson.free')}` : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="publish-row__edit"
                    onClick={() => replace(l)}
                    data-testid={`publish-replace-${l.id}`}
                  >
                    {t('course.publish.replace')}
                  </button>
                </li>
              ))}
            </ol>
          </section>

          <div className="course-form">
            <section className="course-section" data-testid="publish-form">
              <h2 className="course-section__title">
                {form.id === null ? t('course.publish.add') : t('course.publish.replaceTitle')}
              </h2>
              <Field label={t('course.publish.video')} hint={t('course.publish.videoHint')}>
                <span className="course-upload course-upload--wide" data-testid="publish-video">
                  <UploadOutline />
                  <span className="course-upload__label">
                    {progress !== null ? `${progress}%` : form.videoName || t('course.publish.choose')}
                  </span>
                  <input
                    type="file"
                    accept="video/*"
                    disabled={progress !== null}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      void pick(file);
                    }}
                  />
                </span>
                {progress !== null && <ProgressBar percent={progress} />}
              </Field>
              <Field label={t('course.publish.title')}>
                <TextInput
                  value={form.title}
                  maxLength={60}
                  onChange={(v) => set({ title: v })}
                  data-testid="publish-title"
                />
              </Field>
              <Field label={t('course.publish.sort')} hint={t('course.publish.sortHint')}>
                <TextInput
                  value={form.sort}
                  inputMode="numeric"
                  maxLength={4}
                  onChange={(v) => set({ sort: v.replace(/\D/g, '') })}
                  data-testid="publish-sort"
                />
              </Field>
              <div className="course-switch">
                <span>
                  {t('course.publish.free')}
                  <small>{t('course.publish.freeHint')}</small>
                </span>
                <Switch
                  checked={form.freePreview}
                  onChange={(v) => set({ freePreview: v })}
                  data-testid="publish-free"
                />
              </div>
              <div className="publish-actions">
                {draft !== null && (
                  <Button shape="rounded" onClick={() => setDraft(null)} data-testid="publish-cancel">
                    {t('common.cancel')}
                  </Button>
                )}
                <Button
                  shape="rounded"
                  color="primary"
                  className="gradient-button"
                  loading={busy}
                  disabled={busy || progress !== null}
                  onClick={() => void submit()}
                  data-testid="publish-submit"
                >
                  {t('course.publish.submit')}
                </Button>
              </div>
            </section>
          </div>
        </>
      )}
    </QueryState>
  );
}

/** course-video-publish: a course's lessons with their transcoding state, and a form to add one. */
export function VideoPublishPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path="/pages/course-video-publish" title={t('course.publish.pageTitle')} className="course-page">
      <LoginRequired>
        {id === null ? (
          <StateView kind="notFound" title={t('course.detail.missing')} />
        ) : (
          <Publisher courseId={id} />
        )}
      </LoginRequired>
    </Page>
  );
}
