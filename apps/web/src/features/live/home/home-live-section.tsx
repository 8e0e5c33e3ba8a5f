import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { isDisplayLive } from '../api/is-display-live.ts';
import { liveKeys } from '../api/keys.ts';
import { liveList } from '../api/live-list.ts';
import { LiveCard } from '../components/live-card.tsx';
import '../components/live.css';

/** Home's live section: lives now, then upcoming; hidden when the operators hide the entry or none. */
export function HomeLiveSection() {
  const { t } = useTranslation();
  const display = useQuery({ queryKey: liveKeys.display, queryFn: () => isDisplayLive({}) });
  const lives = useQuery({
    queryKey: liveKeys.list({ limit: 6 }),
    queryFn: () => liveList({ limit: 6 }),
    enabled: display.data?.is_display === 1,
  });
  const list = lives.data?.list ?? [];
  if (display.data?.is_display === 0 || (lives.isSuccess && list.length === 0)) return null;
  return (
    <section className="section home-live" data-testid="home-lives">
      <div className="section__title">
        <span>{t('live.home.title')}</span>
        <small>{t('live.home.subtitle')}</small>
      </div>
      <div className="home-live__strip">
        {list.map((l) => (
          <LiveCard
            key={l.id}
            item={l}
            onClick={() => void navigateTo(pageUrl('/pages/live-room', { id: l.id })).catch(() => undefined)}
          />
        ))}
      </div>
    </section>
  );
}
