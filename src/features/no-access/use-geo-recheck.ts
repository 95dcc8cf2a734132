import { useCallback, useEffect, useState } from 'react';
import { checkGeo } from '../../stores/reach';
import { leaveNoAccess } from '../geo/geo-blocked';

/** How often /no-access asks again while it is open. */
export const GEO_RECHECK_MS = 30_000;

export type RecheckState = 'checking' | 'blocked' | 'offline';

/** Spec §4: a successful geo check on /no-access returns the visitor to /. Checks on open, on demand, on reconnect and every 30 s. */
export function useGeoRecheck(): { state: RecheckState; recheck: () => void } {
  const [state, setState] = useState<RecheckState>('checking');
  const recheck = useCallback(() => {
    setState('checking');
    void (async () => {
      const result = await checkGeo();
      if (result.ok) leaveNoAccess();
      else setState(result.failure.kind === 'network' ? 'offline' : 'blocked');
    })();
  }, []);
  useEffect(() => {
    recheck();
    const timer = setInterval(recheck, GEO_RECHECK_MS);
    addEventListener('online', recheck);
    return () => {
      clearInterval(timer);
      removeEventListener('online', recheck);
    };
  }, [recheck]);
  return { state, recheck };
}
