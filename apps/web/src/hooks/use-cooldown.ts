import { useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again (ACC-4, PRO-14): starts at `seconds`, ticks every second,
 * and `restart` starts it again (optionally from another number, e.g. the server's Retry-After).
 */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const restart = (from = seconds) => {
    setUntil(Date.now() + from * 1000);
    setNow(Date.now());
  };
  return { left, restart };
}
