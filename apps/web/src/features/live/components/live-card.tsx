import type { live } from '@dance/contracts';
import { useTranslation } from '../../../i18n/react.ts';

/** A live in a list: cover, status badge, title, anchor and counts. */
export function LiveCard({ item, onClick }: { item: live.LiveCard; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="live-card" onClick={onClick} data-testid={`live-card-${item.id}`}>
      <div
        className="live-card__cover"
        style={item.cover ? { backgroundImage: `url(${item.cover})` } : undefined}
      >
        <span className={`live-badge live-badge--${item.status}`}>{t(`live.status.${item.status}`)}</span>
        {item.status === 'live' ? (
          <span className="live-card__viewers">{t('live.viewers', { count: item.viewer_count })}</span>
        ) : null}
      </div>
      <div className="live-card__title">{item.title}</div>
      <div className="live-card__meta">
        <span>{item.anchor.nickname}</span>
        <span>
          {item.status === 'scheduled'
            ? new Date(item.scheduled_at).toLocaleString([], {
                month: 'numeric',
                day: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
              })
            : t(`live.style.${item.style}`)}
        </span>
      </div>
    </button>
  );
}
