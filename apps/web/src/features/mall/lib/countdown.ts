import { useEffect, useState } from 'react';

type Instant = string | number | null | undefined;

/** Epoch milliseconds of an ISO text or unix seconds; NaN when absent or unreadable. */
function toMs(value: Instant): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value * 1000 : Date.parse(value);
}

/** Milliseconds left until a deadline (ISO text or unix seconds), never negative. */
export function remainingMs(deadline: Instant, now: number): number {
  const at = toMs(deadline);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** How far the device clock is behind the server's (add it to Date.now()). */
export function clockSkew(serverNow: Instant, deviceNow: number): number {
  const server = toMs(serverNow);
  return Number.isFinite(server) ? server - deviceNow : 0;
}

/** 905_000 -> "15:05"; an hour or more -> "1:02:03". Seconds round up so 0 shows only at the end. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Ticks every second until the deadline; calls onEnd once. Returns a stop function. */
export function startCountdown(
  deadline: Instant,
  skew: number,
  onTick: (left: number) => void,
  onEnd?: () => void,
): () => void {
  const tick = () => {
    const left = remainingMs(deadline, Date.now() + skew);
    onTick(left);
    return left;
  };
  if (tick() === 0) return () => undefined;
  const timer = setInterval(() => {
    if (tick() === 0) {
      clearInterval(timer);
      onEnd?.();
    }
  }, 1000);
  return () => clearInterval(timer);
}

/**
 * Counts down to the server's deadline. The device clock is corrected by the server time when
 * given (`serverNow`), so a phone with a wrong clock still shows the true time left.
 */
export function useCountdown(deadline: Instant, serverNow?: Instant, onEnd?: () => void) {
  const [skew] = useState(() => clockSkew(serverNow, Date.now()));
  const [left, setLeft] = useState(() => remainingMs(deadline, Date.now() + skew));
  useEffect(() => startCountdown(deadline, skew, setLeft, onEnd), [deadline, skew, onEnd]);
  return { left, text: formatRemaining(left), ended: left === 0 };
}
