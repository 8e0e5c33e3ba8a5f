import { useTranslation } from '../../../i18n/react.ts';
import { useGuessList } from '../api/guess-list.ts';
import { GuessCard } from '../components/guess-card.tsx';
import '../components/points.css';

/**
 * An activity's guesses on its detail page: the open ones, else the settled ones with their
 * results; nothing when the activity has none.
 */
export function ActivityGuessSection({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const open = useGuessList('open', activityId);
  const openList = open.data?.pages[0]?.list ?? [];
  const settled = useGuessList('settled', activityId);
  const settledList = settled.data?.pages[0]?.list ?? [];
  const list = (openList.length ? openList : settledList).slice(0, 3);
  if (!list.length) return null;
  return (
    <section className="pt-activity" data-testid="activity-guesses">
      <div className="pt-activity__title">
        <span>{t('points.activity.title')}</span>
        <small className="pt-home__sub">
          {t(openList.length ? 'points.activity.open' : 'points.activity.settled')}
        </small>
      </div>
      <div className="pt-home__list">
        {list.map((g) => (
          <GuessCard key={g.id} guess={g} />
        ))}
      </div>
    </section>
  );
}
