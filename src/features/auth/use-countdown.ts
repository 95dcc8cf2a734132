import { useEffect, useState } from 'react';

/** Whole seconds left until a moment; `restart(seconds)` starts it again. Ticks once a second, stops at 0. */
export function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return { left, restart: (seconds: number) => setUntil(Date.now() + seconds * 1000) };
}
