import { useEffect, useState } from 'react';

/** The server's clock now (the client's plus the socket's measured offset), ticking every `everyMs` while `live`. */
export function useServerNow(offsetMs: number, live: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [live, everyMs]);
  return now + offsetMs;
}

/** Whole seconds left until `at` (server time), never below zero. */
export const secondsUntil = (at: number, serverNow: number): number => Math.max(0, Math.ceil((at - serverNow) / 1000));
