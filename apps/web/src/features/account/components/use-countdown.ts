import { useEffect, useState } from 'react';

/** Seconds left of a countdown started by `start(seconds)`. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
}

export const MOBILE_RULE = /^1[3-9]\d{9}$/;
export const SMS_CODE_RULE = /^\d{6}$/;
