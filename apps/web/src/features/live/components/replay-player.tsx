import type { live } from '@dance/contracts';
import { useTranslation } from '../../../i18n/react.ts';

/** `m:ss`, or `h:mm:ss` from an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${p(m)}:${p(s % 60)}` : `${m}:${p(s % 60)}`;
}

/** Whether an ended live has a replay to play. */
export function playableReplay(r: live.Replay | null | undefined): r is live.Replay & { url: string } {
  return r?.status === 'ready' && typeof r.url === 'string' && r.url !== '';
}

/**
 * The replay of an ended live in the room's stage: the MP4 in the browser's own player. A replay
 * still being made (or none) shows the ended state with a line saying so.
 */
export function ReplayPlayer({ replay, poster }: { replay: live.Replay | null; poster: string }) {
  const { t } = useTranslation();
  if (playableReplay(replay))
    return (
      <div className="live-player live-replay" data-testid="live-replay">
        <video src={replay.url} poster={poster || undefined} controls playsInline preload="metadata" />
        <span className="live-replay__badge">
          {t('live.replay.badge')} · {clock(replay.seconds ?? 0)}
        </span>
      </div>
    );
  return (
    <div className="live-player live-player--empty" data-testid="live-state">
      <p className="live-badge live-badge--ended">{t('live.status.ended')}</p>
      <p data-testid="live-ended">{t('live.room.ended')}</p>
      {replay && replay.status !== 'none' ? (
        <p className="live-replay__note" data-testid="live-replay-state">
          {t(`live.replay.status.${replay.status}`)}
        </p>
      ) : null}
    </div>
  );
}
