import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll } from 'antd-mobile';
import { AddOutline, EditSOutline, VideoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { courseManageListQuery } from '../api/course-manage-list.ts';
import { myShopsQuery } from '../api/my-shops.ts';
import { CourseCard } from '../components/course-card.tsx';
import { mayEditFor } from '../../../lib/staff-role.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function ShopCourses({ mchId, editable }: { mchId: number; editable: boolean }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(courseManageListQuery(mchId));
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={() => void query.refetch()}
      empty={list.length === 0}
      emptyText={t('course.manage.empty')}
      emptyPicture="courses"
      {...(editable
        ? {
            emptyAction: {
              label: t('course.manage.new'),
              onClick: () => go(pageUrl('/pages/course-edit', { mch_id: mchId })),
              testId: 'manage-empty-new',
            },
          }
        : {})}
    >
      <div className="course-list">
        {list.map((c) => (
          <CourseCard
            key={c.id}
            course={c}
            testId={`manage-course-${c.id}`}
            onClick={() => go(pageUrl('/pages/class-detail', { id: c.id }))}
            extra={
              <div className="course-card__extra">
                <span
                  className={`course-tag${c.status === 'published' ? ' course-tag--ok' : ' course-tag--draft'}`}
                >
                  {t(`course.status.${c.status}`)}
                </span>
                <span className="course-muted">{t('course.manage.students', { count: c.students })}</span>
                {editable && (
                  <span className="course-card__actions">
                    <button
                      type="button"
                      onClick={() => go(pageUrl('/pages/course-edit', { id: c.id }))}
                      data-testid={`manage-edit-${c.id}`}
                    >
                      <EditSOutline /> {t('course.manage.edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => go(pageUrl('/pages/course-video-publish', { id: c.id }))}
                      data-testid={`manage-lessons-${c.id}`}
                    >
                      <VideoOutline /> {t('course.manage.lessons')}
                    </button>
                  </span>
                )}
              </div>
            }
          />
        ))}
      </div>
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())} />
    </QueryState>
  );
}

function Manage() {
  const { t } = useTranslation();
  const shops = useQuery(myShopsQuery());
  const list = shops.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const mchId = chosen ?? list[0]?.id ?? null;
  // Creating and editing only for the roles that may (the server refuses the others anyway).
  const editable = mchId !== null && mayEditFor(list, mchId);
  return (
    <QueryState
      isPending={shops.isPending}
      error={shops.error}
      refetch={() => void shops.refetch()}
      empty={list.length === 0}
      emptyText={t('course.manage.noShop')}
      emptyPicture="forbidden"
    >
      {list.length > 1 && (
        <div className="course-chips" role="tablist">
          {list.map((s) => (
            <button
              type="button"
              key={s.id}
              role="tab"
              aria-selected={s.id === mchId}
              className={s.id === mchId ? 'course-chip course-chip--on' : 'course-chip'}
              onClick={() => setChosen(s.id)}
              data-testid={`manage-shop-${s.id}`}
            >
              {s.name}
            </button>
          ))}
        </div>
      )}
      {mchId !== null && (
        <>
          <div className="course-manage-head">
            <span>{list.find((s) => s.id === mchId)?.name}</span>
            {editable && (
              <Button
                size="small"
                shape="rounded"
                color="primary"
                className="gradient-button"
                onClick={() => go(pageUrl('/pages/course-edit', { mch_id: mchId }))}
                data-testid="manage-new"
              >
                <AddOutline /> {t('course.manage.new')}
              </Button>
            )}
          </div>
          <ShopCourses mchId={mchId} editable={editable} />
        </>
      )}
    </QueryState>
  );
}

/** class-manage: the courses of the shops I own or clerk for, drafts included. */
export function ClassManagePage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/class-manage" title={t('course.manage.title')} className="course-page">
      <LoginRequired>
        <Manage />
      </LoginRequired>
    </Page>
  );
}
