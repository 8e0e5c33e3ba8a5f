import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { anchorDetail } from '../api/anchor-detail.ts';
import { liveKeys } from '../api/keys.ts';
import { clock } from './replay-player.tsx';

/**
 * The anchor's replays (from the anchor's page, anchor-detail), newest first: cover, title and
 * length, each opening its room. The live shown in the room itself is left out.
 */
export function AnchorReplays({ anchorId, currentId }: { anchorId: number; currentId: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: liveKeys.anchor(anchorId), queryFn: () => anchorDetail({ id: anchorId }) });
  const list = (q.data?.replays ?? []).filter((r) => r.id !== currentId);
  if (!list.length) return null;
  return (
    <section className="live-replays" data-testid="live-anchor-replays">
      <h3 className="live-replays__title">
        {t('live.replay.fromAnchor', { name: q.data!.anchor.nickname })}
      </h3>
      <div className="live-replays__list">
        {list.map((r) => (
          <button
            key={r.id}
            type="button"
            className="live-replays__item"
            onClick={() => void navigateTo(pageUrl('/pages/live-room', { id: r.id })).catch(() => undefined)}
            data-testid={`live-replay-card-${r.id}`}
          >
            <span
              className="live-replays__cover"
              style={r.cover ? { backgroundImage: `url(${r.cover})` } : undefined}
            >
              <span className="live-replays__time">{clock(r.replay?.seconds ?? 0)}</span>
            </span>
            <span className="live-replays__name">{r.title}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
