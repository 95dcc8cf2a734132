import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_API, CrashStateAnswer } from '../../contract/api/crash';
import { CRASH_TOPIC, CrashEvent } from '../../contract/realtime/crash';
import { readConfig } from '../config';
import { createLocalBus } from '../realtime/bus';
import { startTestServer, type TestServer } from '../test/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The app's own leader on real timers: in-process on PGlite, by advisory lock on PostgreSQL, with the same loop.
describe('the crash leader of one process', () => {
  let server: TestServer;
  const events: CrashEvent[] = [];
  const bus = createLocalBus();
  bus.subscribe(CRASH_TOPIC, (message) => events.push(CrashEvent.parse(message)));

  beforeAll(async () => {
    const defaults = readConfig({ NODE_ENV: 'test' });
    server = await startTestServer(
      { crash: { ...defaults.crash, chainLength: 30, bettingMs: 500 } },
      { bus, runCrashRounds: true },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens a round, starts its curve after the betting phase and ticks about 10 times a second', async () => {
    let state = null;
    for (let i = 0; i < 100 && !state?.round; i++) {
      state = CrashStateAnswer.parse((await server.api({ method: 'GET', url: CRASH_API.state.path })).json()).data;
      if (!state.round) await sleep(100);
    }
    expect(state?.round).toMatchObject({ game: 1, phase: 'betting' });
    const runningAt = state?.round?.running_at as number;
    expect(runningAt - (state?.server_time as number)).toBeLessThanOrEqual(500);
    await sleep(runningAt - Date.now() + 1000);
    const ticks = events.filter((e) => e.type === 'tick' && e.r === state?.round?.id);
    const busted = events.some((e) => e.type === 'busted' && e.round.id === state?.round?.id);
    // A round that busts within the second ticks fewer times.
    if (!busted) expect(ticks.length).toBeGreaterThanOrEqual(6);
    expect(events.some((e) => e.type === 'opened' && e.round.id === state?.round?.id)).toBe(true);
    expect(events.some((e) => e.type === 'running' && e.round_id === state?.round?.id)).toBe(true);
  });
});
