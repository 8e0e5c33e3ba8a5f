import { useTranslation } from '../../../i18n/react.ts';
import { useGuessList } from '../api/guess-list.ts';
import { GuessCard } from '../components/guess-card.tsx';
import '../components/points.css';

/** Home's open guesses: the ones closing soonest, on battles and beyond; nothing when none is open. */
export function HomeGuessSection() {
  const { t } = useTranslation();
  const q = useGuessList('closing');
  const list = q.data?.pages[0]?.list.slice(0, 3) ?? [];
  if (!list.length) return null;
  return (
    <section className="section pt-home" data-testid="home-guesses">
      <div className="section__title">
        <span>{t('points.home.title')}</span>
        <small className="pt-home__sub">{t('points.home.subtitle')}</small>
      </div>
      <div className="pt-home__list">
        {list.map((g) => (
          <GuessCard key={g.id} guess={g} />
        ))}
      </div>
    </section>
  );
}
