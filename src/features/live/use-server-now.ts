import { useEffect, useState } from 'react';

/** The server's clock as the page estimates it (the page's clock plus the socket's offset), ticking every 250 ms. */
export function useServerNow(offsetMs: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => clearInterval(timer);
  }, [offsetMs, ticking]);
  return now;
}
