import { useQuery } from '@tanstack/react-query';
import { RightOutline, VideoOutline, AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { myShopsQuery } from '../api/my-shops.ts';
import '../components/course.css';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

/** Mine's course entries: my courses, and the shop's courses for its owner and clerks. */
export function MineCourses() {
  const { t } = useTranslation();
  const shops = useQuery(myShopsQuery());
  const staff = (shops.data?.list.length ?? 0) > 0;
  return (
    <section className="mine-courses" data-testid="mine-courses">
      <button
        type="button"
        className="mine-courses__row"
        onClick={go('/pages/course/register-record')}
        data-testid="mine-my-courses"
      >
        <VideoOutline className="mine-courses__icon" />
        <span>{t('course.mine.myCourses')}</span>
        <small>{t('course.mine.myCoursesHint')}</small>
        <RightOutline />
      </button>
      {staff && (
        <button
          type="button"
          className="mine-courses__row"
          onClick={go('/pages/class-manage')}
          data-testid="mine-class-manage"
        >
          <AppstoreOutline className="mine-courses__icon" />
          <span>{t('course.manage.title')}</span>
          <small>{t('course.mine.manageHint')}</small>
          <RightOutline />
        </button>
      )}
    </section>
  );
}
