import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { registerRecordQuery } from '../api/register-record.ts';
import { CourseCard } from '../components/course-card.tsx';
import { formatDateTime } from '../lib/format.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function Records() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(registerRecordQuery());
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={() => void query.refetch()}
      empty={list.length === 0}
      emptyText={t('course.records.empty')}
      emptyPicture="courses"
    >
      <div className="course-list">
        {list.map((r) => (
          <CourseCard
            key={r.id}
            course={r.course}
            testId={`record-${r.id}`}
            onClick={() => go(pageUrl('/pages/course_detail2', { id: r.course.id }))}
            extra={
              <div className="course-card__extra">
                <span className={`course-tag${r.status === 'active' ? ' course-tag--ok' : ''}`}>
                  {t(`course.records.status.${r.status}`)}
                </span>
                <span className="course-muted">
                  {t('course.records.at', { time: formatDateTime(r.created_at) })}
                </span>
              </div>
            }
          />
        ))}
      </div>
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())} />
    </QueryState>
  );
}

/** course/register-record: my courses, newest registration first; a tap opens its lessons. */
export function RegisterRecordPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/course/register-record" title={t('course.records.title')} className="course-page">
      <LoginRequired>
        <Records />
      </LoginRequired>
    </Page>
  );
}
