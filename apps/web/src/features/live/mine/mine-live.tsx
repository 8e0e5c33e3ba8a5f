import { useQuery } from '@tanstack/react-query';
import { RightOutline, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { useUserStore } from '../../../stores/user.ts';
import { liveKeys } from '../api/keys.ts';
import { watchHistory } from '../api/watch-history.ts';
import { LiveCard } from '../components/live-card.tsx';
import '../components/live.css';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/** Mine's live entry: the lives I watched lately, and my lives (anchors) or anchor authentication. */
export function MineLive() {
  const { t } = useTranslation();
  const isAnchor = useUserStore((s) => s.user?.is_anchor === 1);
  const history = useQuery({ queryKey: liveKeys.history, queryFn: () => watchHistory({ limit: 6 }) });
  const list = history.data?.list ?? [];
  return (
    <section className="mine-live" data-testid="mine-live">
      <button
        type="button"
        className="mine-live__row"
        onClick={() => go(isAnchor ? '/pages/my-live' : '/pages/anchor-authentication')}
        data-testid="mine-live-entry"
      >
        <VideoOutline />
        <span>{isAnchor ? t('live.mine.title') : t('live.anchor.title')}</span>
        <RightOutline />
      </button>
      {list.length ? (
        <>
          <div className="mine-live__head">{t('live.mine.watched')}</div>
          <div className="home-live__strip">
            {list.map((l) => (
              <LiveCard key={l.id} item={l} onClick={() => go(pageUrl('/pages/live-room', { id: l.id }))} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
