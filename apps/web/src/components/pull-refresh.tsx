import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from '../i18n/react.ts';

/** How far (px, after damping) a pull must reach before releasing refreshes. */
export const PULL_THRESHOLD = 60;
/** Height the head keeps while refreshing. */
const HEAD_HEIGHT = 44;
const RESTORE_MS = 150;
/** How long "complete" shows before the head slides back. */
const COMPLETE_MS = 100;
/**
 * The head waits this long for the answers at most: it settles within 350 ms of the release
 * (wait, complete, slide back); answers that come later still fill their sections when they land.
 */
export const REFRESH_WAIT_MS = 100;
/** From release to rest, whatever the network does. */
export const SETTLE_MS = REFRESH_WAIT_MS + COMPLETE_MS + RESTORE_MS;

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/**
 * Pull-to-refresh for the first screen without an animation library: touch events and a CSS
 * transition. States as the spec names them: pulling, reached (canRelease), refreshing, restoring
 * (complete), aborting (released short of the threshold). Settles within 350 ms.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PullStatus>('idle');
  const [height, setHeight] = useState(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (status !== 'idle' || window.scrollY > 0) return;
    startY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    const dy = (e.touches[0]?.clientY ?? 0) - startY.current;
    if (dy <= 0) {
      setHeight(0);
      setStatus('idle');
      return;
    }
    // Damped: the head follows at half the finger's speed, up to twice the threshold.
    const h = Math.min(dy / 2, PULL_THRESHOLD * 2);
    setHeight(h);
    setStatus(h >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (status !== 'canRelease') {
      setHeight(0);
      setStatus('idle');
      return;
    }
    setStatus('refreshing');
    setHeight(HEAD_HEIGHT);
    const refreshed = Promise.resolve()
      .then(onRefresh)
      .catch(() => undefined);
    await Promise.race([refreshed, new Promise((r) => setTimeout(r, REFRESH_WAIT_MS))]);
    setStatus('complete');
    setTimeout(() => {
      setHeight(0);
      setTimeout(() => setStatus('idle'), RESTORE_MS);
    }, COMPLETE_MS);
  };

  const dragging = startY.current !== null;
  const text =
    status === 'pulling'
      ? t('pull.pulling')
      : status === 'canRelease'
        ? t('pull.canRelease')
        : status === 'refreshing'
          ? t('pull.refreshing')
          : status === 'complete'
            ? t('pull.complete')
            : '';
  return (
    <div
      className="pull-refresh"
      data-status={status}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={() => void onTouchEnd()}
      onTouchCancel={() => void onTouchEnd()}
    >
      <div
        className="pull-refresh__head"
        style={{ height, transition: dragging ? 'none' : `height ${RESTORE_MS}ms ease-out` }}
        aria-live="polite"
      >
        {text}
      </div>
      {children}
    </div>
  );
}
