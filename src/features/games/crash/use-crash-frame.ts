import { useEffect, useState } from 'react';
import { useCrash } from '../../../stores/crash';
import { type CrashFrame, frameAt, serverNow } from './curve';

/** Texts that change with time (the countdown, the cash-out's worth) follow the clock this often. */
const TEXT_EVERY_MS = 100;

/** The round's frame at the server's time now, again every TEXT_EVERY_MS and at every update of the round. */
export function useCrashFrame(): CrashFrame {
  const view = useCrash();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), TEXT_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return frameAt(view, serverNow(view.offsetMs));
}
