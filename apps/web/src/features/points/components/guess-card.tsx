import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import type { GuessCard as Card } from '../api/guess-list.ts';

/** A guess in a list: its question, the options' shares as one bar, the pool and the state. */
export function GuessCard({ guess, footer }: { guess: Card; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="pt-guess"
      onClick={() => void navigateTo(pageUrl('/pages/guess-detail', { id: guess.id })).catch(() => undefined)}
      data-testid={`guess-card-${guess.id}`}
    >
      <span className="pt-guess__top">
        <span className={`pt-tag pt-tag--${guess.status}`}>{t(`points.guess.status.${guess.status}`)}</span>
        <span className="pt-guess__pool">{t('points.guess.pool', { count: guess.pool })}</span>
      </span>
      <span className="pt-guess__title">{guess.title}</span>
      <span className="pt-guess__bar" aria-hidden="true">
        {guess.options.map((o, i) => (
          <span
            key={o.id}
            className={`pt-guess__seg pt-guess__seg--${i % 4}`}
            style={{ flexGrow: o.pool || 0.0001 }}
          />
        ))}
      </span>
      <span className="pt-guess__opts">
        {guess.options.map((o, i) => (
          <span key={o.id} className={o.winner ? 'is-winner' : ''}>
            <i className={`pt-dot pt-guess__seg--${i % 4}`} />
            {o.label} {o.share}%
          </span>
        ))}
      </span>
      {footer}
    </button>
  );
}
