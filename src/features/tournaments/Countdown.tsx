import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `target` by the server's clock (`serverTime` when the answer was made, so a wrong device clock
 * does not shift it), ticking every second: d, hh:mm:ss.
 */
export function Countdown({ target, serverTime }: { target: string; serverTime: string }) {
  const [skew] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(timer);
  }, [skew]);
  const left = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <time dateTime={target} data-testid="tournament-countdown">
      {days > 0 ? (
        <Trans>
          {days} d {clock}
        </Trans>
      ) : (
        clock
      )}
    </time>
  );
}
