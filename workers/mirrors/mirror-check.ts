import { createJob } from '../jobs/job';
import type { Probe } from './probe';

/** Spec §4/§9: while logged in, a check every 5 minutes; the first after a random 10 to 55 s. */
export const MIRROR_CHECK_MS = 5 * 60_000;
export const FIRST_CHECK_MIN_MS = 10_000;
export const FIRST_CHECK_MAX_MS = 55_000;

interface MirrorCheckDeps {
  /** The verified mirror domains to probe. */
  domains: () => Promise<string[]>;
  /** A domain's site origin (where its pixel.png is). */
  siteOf: (domain: string) => string;
  probe: Probe;
  /** POST /api/sendAntiBonusResult. A failure is only logged (spec §8). */
  report: (results: Record<string, number | null>) => Promise<void>;
  /** A number in [0, 1) for the first delay. */
  random?: () => number;
  onError?: (error: unknown) => void;
}

/** The spec's periodic mirror check: probe every mirror's pixel.png at once, then report the results. */
export function createMirrorCheck(deps: MirrorCheckDeps) {
  const random = deps.random ?? Math.random;
  let job: ReturnType<typeof createJob> | null = null;

  async function check(): Promise<void> {
    const domains = await deps.domains();
    if (domains.length === 0) return;
    const times = await Promise.all(domains.map((domain) => deps.probe(deps.siteOf(domain))));
    await deps.report(Object.fromEntries(domains.map((domain, i) => [domain, times[i] ?? null])));
  }

  return {
    /** Signed in: starts the checks (a second call while running changes nothing). */
    start() {
      if (job) return;
      job = createJob({
        intervalMs: MIRROR_CHECK_MS,
        firstDelayMs: FIRST_CHECK_MIN_MS + Math.floor(random() * (FIRST_CHECK_MAX_MS - FIRST_CHECK_MIN_MS)),
        run: check,
        onError: deps.onError ?? ((error) => console.warn('Mirror check failed', error)),
      });
      job.start();
    },
    /** Signed out: no more checks. */
    stop() {
      job?.stop();
      job = null;
    },
    get running() {
      return job !== null;
    },
  };
}
