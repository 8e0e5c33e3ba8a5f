import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Switch, TextArea } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { redirectTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCourseDetail, type CourseDetail } from '../api/course-detail.ts';
import { editCourse, type EditCourseInput } from '../api/edit-course.ts';
import { courseKeys } from '../api/keys.ts';
import { myShopsQuery } from '../api/my-shops.ts';
import { Choice, Field, ImageUpload } from '../components/form-bits.tsx';
import { COURSE_LEVELS, COURSE_STYLES, validateCourse, type CourseForm } from '../lib/course-form.ts';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';

function initialForm(c: CourseDetail | undefined): CourseForm {
  return {
    name: c?.name ?? '',
    cover: c?.cover ?? '',
    level: c?.level ?? 'beginner',
    style: c?.style ?? 'hiphop',
    teacherName: c?.teacher.name ?? '',
    teacherIntro: c?.teacher.intro ?? '',
    teacherAvatar: c?.teacher.avatar ?? '',
    price: c?.price ?? '',
    seats: c ? String(c.stock) : '',
    detail: c ? c.detail.replace(/<\/p>\s*<p>/g, '\n').replace(/<[^>]+>/g, '') : '',
    sessions: (c?.sessions ?? []).map((s) => ({
      start: toLocalInput(s.start_at),
      end: toLocalInput(s.end_at),
      venue: s.venue,
    })),
    published: c ? c.status === 'published' : false,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function Editor({ course, mchId }: { course?: CourseDetail; mchId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CourseForm>(() => initialForm(course));
  const [busy, setBusy] = useState(false);
  useEffect(() => setForm(initialForm(course)), [course]);
  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setSession = (i: number, patch: Partial<CourseForm['sessions'][number]>) =>
    set(
      'sessions',
      form.sessions.map((s, j) => (j === i ? { ...s, ...patch } : s)),
    );

  const save = async () => {
    const problem = validateCourse(form);
    if (problem) {
      showToast(t(`course.edit.invalid.${problem}`));
      return;
    }
    const input: EditCourseInput = {
      id: course?.id,
      mch_id: course ? undefined : mchId,
      name: form.name.trim(),
      cover: form.cover,
      images: course?.images ?? [],
      detail: form.detail
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => `<p>${escapeHtml(line.trim())}</p>`)
        .join(''),
      level: form.level,
      style: form.style,
      teacher: {
        name: form.teacherName.trim(),
        intro: form.teacherIntro.trim(),
        avatar: form.teacherAvatar || undefined,
        user_id: course?.teacher.user_id ?? null,
      },
      price: form.price.trim(),
      seats: form.seats.trim() ? Number(form.seats) : undefined,
      sessions: form.sessions.map((s) => ({
        start_at: fromLocalInput(s.start),
        end_at: fromLocalInput(s.end),
        venue: s.venue.trim(),
      })),
      status: form.published ? 'published' : 'draft',
    };
    setBusy(true);
    try {
      const saved = await editCourse(input);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      showSuccess(t('common.saved'));
      await redirectTo(
        course ? pageUrl('/pages/class-manage') : pageUrl('/pages/course-video-publish', { id: saved.id }),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="course-form">
      <section className="course-section">
        <Field label={t('course.edit.cover')}>
          <ImageUpload
            value={form.cover}
            onChange={(v) => set('cover', v)}
            label={t('course.edit.upload')}
            testId="edit-cover"
          />
        </Field>
        <Field label={t('course.edit.name')}>
          <TextInput
            value={form.name}
            onChange={(v) => set('name', v)}
            maxLength={80}
            placeholder={t('course.edit.namePlaceholder')}
            data-testid="edit-name"
          />
        </Field>
        <Field label={t('course.edit.style')}>
          <Choice
            options={COURSE_STYLES}
            value={form.style}
            onChange={(v) => set('style', v)}
            label={(v) => t(`course.style.${v}`)}
            testId="edit-style"
          />
        </Field>
        <Field label={t('course.edit.level')}>
          <Choice
            options={COURSE_LEVELS}
            value={form.level}
            onChange={(v) => set('level', v)}
            label={(v) => t(`course.level.${v}`)}
            testId="edit-level"
          />
        </Field>
      </section>

      <section className="course-section">
        <h2 className="course-section__title">{t('course.detail.teacher')}</h2>
        <Field label={t('course.edit.teacherName')}>
          <TextInput
            value={form.teacherName}
            onChange={(v) => set('teacherName', v)}
            maxLength={30}
            data-testid="edit-teacher"
          />
        </Field>
        <Field label={t('course.edit.teacherAvatar')}>
          <ImageUpload
            value={form.teacherAvatar}
            onChange={(v) => set('teacherAvatar', v)}
            label={t('course.edit.upload')}
            testId="edit-teacher-avatar"
          />
        </Field>
        <Field label={t('course.edit.teacherIntro')}>
          <TextArea
            value={form.teacherIntro}
            onChange={(v) => set('teacherIntro', v)}
            maxLength={300}
            rows={2}
            autoSize={{ minRows: 2, maxRows: 5 }}
            data-testid="edit-teacher-intro"
          />
        </Field>
      </section>

      <section className="course-section">
        <Field label={t('course.edit.price')} hint={t('course.edit.priceHint')}>
          <TextInput
            value={form.price}
            onChange={(v) => set('price', v)}
            inputMode="decimal"
            placeholder="0.00"
            data-testid="edit-price"
          />
        </Field>
        <Field label={t('course.edit.seats')} hint={t('course.edit.seatsHint')}>
          <TextInput
            value={form.seats}
            onChange={(v) => set('seats', v.replace(/\D/g, ''))}
            inputMode="numeric"
            data-testid="edit-seats"
          />
        </Field>
      </section>

      <section className="course-section">
        <h2 className="course-section__title">
          {t('course.detail.schedule')}
          <small>{t('course.edit.sessionsHint')}</small>
        </h2>
        {form.sessions.map((s, i) => (
          <div className="session-edit" key={i} data-testid={`edit-session-${i}`}>
            <div className="session-edit__head">
              <span>{t('course.detail.session', { n: i + 1 })}</span>
              <button
                type="button"
                onClick={() =>
                  set(
                    'sessions',
                    form.sessions.filter((_, j) => j !== i),
                  )
                }
                aria-label={t('common.delete')}
                data-testid={`edit-session-remove-${i}`}
              >
                <DeleteOutline />
              </button>
            </div>
            <Field label={t('course.edit.start')}>
              <input
                className="text-input"
                type="datetime-local"
                value={s.start}
                onChange={(e) => setSession(i, { start: e.target.value })}
              />
            </Field>
            <Field label={t('course.edit.end')}>
              <input
                className="text-input"
                type="datetime-local"
                value={s.end}
                onChange={(e) => setSession(i, { end: e.target.value })}
              />
            </Field>
            <Field label={t('course.edit.venue')}>
              <TextInput value={s.venue} maxLength={120} onChange={(v) => setSession(i, { venue: v })} />
            </Field>
          </div>
        ))}
        <Button
          block
          size="small"
          fill="outline"
          shape="rounded"
          disabled={form.sessions.length >= 50}
          onClick={() =>
            set('sessions', [
              ...form.sessions,
              { start: '', end: '', venue: form.sessions.at(-1)?.venue ?? '' },
            ])
          }
          data-testid="edit-session-add"
        >
          {t('course.edit.addSession')}
        </Button>
      </section>

      <section className="course-section">
        <Field label={t('course.detail.intro')}>
          <TextArea
            value={form.detail}
            onChange={(v) => set('detail', v)}
            maxLength={5000}
            autoSize={{ minRows: 3, maxRows: 10 }}
            placeholder={t('course.edit.detailPlaceholder')}
            data-testid="edit-detail"
          />
        </Field>
        <div className="course-switch">
          <span>
            {t('course.edit.publish')}
            <small>{t('course.edit.publishHint')}</small>
          </span>
          <Switch
            checked={form.published}
            onChange={(v) => set('published', v)}
            data-testid="edit-published"
          />
        </div>
      </section>

      <div className="course-bar">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={busy}
          disabled={busy}
          onClick={() => void save()}
          data-testid="edit-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}

function EditCourse() {
  const { t } = useTranslation();
  const params = usePageParams();
  const id = params.getId();
  const detail = useCourseDetail(id);
  const shops = useQuery({ ...myShopsQuery(), enabled: id === null });
  const mchId =
    id !== null ? (detail.data?.mch.id ?? 0) : (params.getId('mch_id') ?? shops.data?.list[0]?.id ?? null);
  if (id !== null)
    return (
      <QueryState
        isPending={detail.isPending}
        error={detail.error}
        refetch={() => void detail.refetch()}
        notFoundText={t('course.detail.missing')}
      >
        {detail.data && !detail.data.is_staff ? (
          <StateView kind="forbidden" title={t('course.manage.noShop')} />
        ) : (
          detail.data && <Editor course={detail.data} mchId={mchId ?? 0} />
        )}
      </QueryState>
    );
  return (
    <QueryState
      isPending={params.getId('mch_id') === null && shops.isPending}
      error={shops.error}
      refetch={() => void shops.refetch()}
      empty={mchId === null}
      emptyText={t('course.manage.noShop')}
      emptyPicture="forbidden"
    >
      {mchId !== null && <Editor mchId={mchId} />}
    </QueryState>
  );
}

/** course-edit: create (no id) or edit a course: teacher, level, style, sessions, price, cover. */
export function CourseEditPage() {
  const { t } = useTranslation();
  const editing = usePageParams().getId() !== null;
  return (
    <Page
      path="/pages/course-edit"
      title={editing ? t('course.edit.editTitle') : t('course.edit.newTitle')}
      className="course-page"
    >
      <LoginRequired>
        <EditCourse />
      </LoginRequired>
    </Page>
  );
}
